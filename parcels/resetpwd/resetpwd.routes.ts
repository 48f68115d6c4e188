/**
 * The password reset wizard's pages, declared once (docs/decisions/0002-route-table.md): plain
 * data, no imports. The steps are these pages in this order; `page` names the component in
 * resetpwd-pages.tsx.
 */
export const RESETPWD_ROUTES = {
  app: 'resetpwd',
  prefix: '/resetpwd',
  access: 'public',
  routes: [
    { path: '/resetpwd', title: '找回密码', redirect: '/resetpwd/account' },
    { path: '/resetpwd/account', page: 'account', title: '验证身份' },
    { path: '/resetpwd/reset', page: 'reset', title: '重置密码' },
    { path: '/resetpwd/complete', page: 'complete', title: '重置完成' },
  ],
} as const;
