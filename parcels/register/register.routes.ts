/**
 * The registration wizard's pages, declared once (docs/decisions/0002-route-table.md): plain
 * data, no imports. The steps are these pages in this order; an invitation link is the first
 * step with `?inviteCode=`. `page` names the component in register-pages.tsx.
 */
export const REGISTER_ROUTES = {
  app: 'register',
  prefix: '/register',
  access: 'public',
  routes: [
    { path: '/register', title: '企业注册', redirect: '/register/account' },
    { path: '/register/account', page: 'account', title: '注册账号', query: ['inviteCode'] },
    { path: '/register/permit', page: 'permit', title: '企业认证' },
    { path: '/register/verification', page: 'verification', title: '管理员验证' },
    { path: '/register/approval', page: 'approval', title: '等待审核' },
    { path: '/register/success', page: 'success', title: '注册成功' },
  ],
} as const;
