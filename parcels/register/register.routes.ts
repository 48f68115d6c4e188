/**
 * The registration wizard's pages, declared once (docs/decisions/0002-route-table.md): plain
 * data, no imports. The steps are these pages in this order; an invitation link is the first
 * step with `?inviteCode=`. `page` names the component in register-pages.tsx.
 */
export const REGISTER_ROUTES = {
  app: 'register',
  prefix: '/register',
  routes: [
    { path: '/register', title: '企业注册', access: 'public', redirect: '/register/account' },
    { path: '/register/account', page: 'account', title: '注册账号', access: 'public', query: ['inviteCode'] },
    { path: '/register/permit', page: 'permit', title: '企业认证', access: 'public' },
    { path: '/register/verification', page: 'verification', title: '管理员验证', access: 'public' },
    { path: '/register/approval', page: 'approval', title: '等待审核', access: 'public' },
    { path: '/register/success', page: 'success', title: '注册成功', access: 'public' },
  ],
} as const;
