/**
 * The sign-in pages, declared once (docs/decisions/0002-route-table.md): plain data, no imports.
 * `page` names the component in login-pages.ts. `/login/changeComp` and `/login/newPassword`
 * need a session but no permission entry; none of them counts towards the inactivity check.
 */
export const LOGIN_ROUTES = {
  app: 'login',
  prefix: '/login',
  skipIdleCheck: true,
  routes: [
    { path: '/login', page: 'login', title: '登录', access: 'public', query: ['redirect'] },
    { path: '/login/changeComp', page: 'change-comp', title: '切换企业', access: 'session' },
    // 设置新密码: where a session goes first after an administrator reset the password.
    { path: '/login/newPassword', page: 'new-password', title: '设置新密码', access: 'session' },
  ],
} as const;
