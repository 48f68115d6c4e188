/**
 * The one route table of the portal (docs/requirements.md#routes). The root config picks applications from it,
 * every parcel's router renders from it, the session guard reads access and product codes
 * from it, and the page title is derived from it. Nothing else lists routes.
 */

/** The single-spa applications, by the URL prefix that activates them. */
export const APPS = {
  index: '/index',
  login: '/login',
  register: '/register',
  resetpwd: '/resetpwd',
  center: '/center',
  'not-found': '/404',
} as const;

export type AppName = keyof typeof APPS;

/** A page key: the owning application, a slash, the page's name (`index/home`). */
export type PageKey = `${AppName}/${string}`;

/**
 * public: anyone; session: a token is enough (no permission entry needed);
 * permission: the path must be in the permission list unless the product code is EC.
 */
export type Access = 'public' | 'session' | 'permission';

export interface RouteDef {
  /** Absolute path; `:name` segments match one path segment. */
  path: string;
  title: string;
  app: AppName;
  /**
   * The page this route shows, as `<app>/<name>`: the owning parcel maps the key to a lazily
   * imported component (its `*-pages.ts`), and `<RoutePage>` renders it. Redirects have none.
   */
  page?: PageKey;
  access: Access;
  /** Product code (docs/requirements.md#routes: EC for the portal itself, CRM for customer relations). */
  prodCode?: string;
  /** When set, visiting this path replaces the URL with the target. */
  redirect?: string;
  /** Excluded from the 30-minute inactivity check (docs/requirements.md#session). */
  skipIdleCheck?: boolean;
  /**
   * The query parameters the page reads. A server render is keyed by these alone: any other
   * parameter shares the page's cached render (server/host/render-url.ts).
   */
  query?: readonly string[];
}

export const SITE_TITLE = '供应链金融服务平台';
export const HOME_PATH = '/index/index';
export const LOGIN_PATH = '/login';
export const CHANGE_COMP_PATH = '/login/changeComp';
/** 设置新密码: where a session goes first after an administrator reset the password. */
export const NEW_PASSWORD_PATH = '/login/newPassword';
/** The first registration step; an invitation link is this path with `?inviteCode=` (invite-link.ts). */
export const REGISTER_ACCOUNT_PATH = '/register/account';
export const PRODUCT_CENTRE_PATH = '/center/product/product';
export const NOT_FOUND_PATH = '/404';
export const PRODUCT_CODE_EC = 'EC';
export const PRODUCT_CODE_CRM = 'CRM';

export const ROUTES: readonly RouteDef[] = [
  { path: '/', title: '首页', app: 'index', access: 'public', redirect: HOME_PATH },

  // Public site (any path containing "index" is public).
  { path: '/index', title: '首页', app: 'index', access: 'public', redirect: HOME_PATH },
  { path: '/index/index', page: 'index/home', title: '首页', app: 'index', access: 'public' },
  { path: '/index/product', page: 'index/product', title: '产品服务', app: 'index', access: 'public' },
  { path: '/index/news/list', page: 'index/news-list', title: '新闻动态', app: 'index', access: 'public', query: ['page'] },
  { path: '/index/news/detail/:id/:name', page: 'index/news-detail', title: '新闻详情', app: 'index', access: 'public' },
  { path: '/index/help', page: 'index/help', title: '帮助中心', app: 'index', access: 'public' },
  { path: '/index/about', page: 'index/about', title: '关于我们', app: 'index', access: 'public' },
  { path: '/index/verify', page: 'index/verify', title: '凭证验证', app: 'index', access: 'public' },

  // Sign-in.
  { path: '/login', page: 'login/login', title: '登录', app: 'login', access: 'public', skipIdleCheck: true, query: ['redirect'] },
  { path: '/login/changeComp', page: 'login/change-comp', title: '切换企业', app: 'login', access: 'session', skipIdleCheck: true },
  { path: NEW_PASSWORD_PATH, page: 'login/new-password', title: '设置新密码', app: 'login', access: 'session', skipIdleCheck: true },

  // Registration wizard.
  { path: '/register', title: '企业注册', app: 'register', access: 'public', redirect: '/register/account' },
  { path: REGISTER_ACCOUNT_PATH, page: 'register/account', title: '注册账号', app: 'register', access: 'public', query: ['inviteCode'] },
  { path: '/register/permit', page: 'register/permit', title: '企业认证', app: 'register', access: 'public' },
  { path: '/register/verification', page: 'register/verification', title: '管理员验证', app: 'register', access: 'public' },
  { path: '/register/approval', page: 'register/approval', title: '等待审核', app: 'register', access: 'public' },
  { path: '/register/success', page: 'register/success', title: '注册成功', app: 'register', access: 'public' },

  // Password reset wizard.
  { path: '/resetpwd', title: '找回密码', app: 'resetpwd', access: 'public', redirect: '/resetpwd/account' },
  { path: '/resetpwd/account', page: 'resetpwd/account', title: '验证身份', app: 'resetpwd', access: 'public' },
  { path: '/resetpwd/reset', page: 'resetpwd/reset', title: '重置密码', app: 'resetpwd', access: 'public' },
  { path: '/resetpwd/complete', page: 'resetpwd/complete', title: '重置完成', app: 'resetpwd', access: 'public' },

  // Product centre: the fallback when company info is missing or access is forbidden, so it
  // carries product code EC and is never refused.
  { path: '/center', title: '产品中心', app: 'center', access: 'session', redirect: '/center/product' },
  { path: '/center/product', title: '产品中心', app: 'center', access: 'session', redirect: PRODUCT_CENTRE_PATH },
  { path: PRODUCT_CENTRE_PATH, page: 'center/product-centre', title: '产品中心', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_EC },
  // Product parcels deployed by other teams mount below this path (docs/product-parcels.md).
  { path: '/center/product/:prodCode/*', page: 'center/product-host', title: '产品', app: 'center', access: 'session' },

  // Customer relations (CRM).
  { path: '/center/crm', title: '客户关系', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM, redirect: '/center/crm/user' },
  { path: '/center/crm/user', page: 'center/user', title: '个人信息', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/account', title: '账户管理', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM, redirect: '/center/crm/account/list' },
  { path: '/center/crm/account/list', page: 'center/account-list', title: '账户管理', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/company', page: 'center/company', title: '企业信息', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/changeAcc', page: 'center/change-account', title: '切换账户', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/changeAccView', page: 'center/change-account-view', title: '账户详情', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/employee/list', page: 'center/employee-list', title: '人员管理', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/invication', page: 'center/invitation', title: '邀请企业', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  // Correctly spelled alias of the spec's route name; the spec's name stays the real one.
  { path: '/center/crm/invitation', title: '邀请企业', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM, redirect: '/center/crm/invication' },
  { path: '/center/crm/log/login', page: 'center/login-log', title: '登录日志', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/log/operation', page: 'center/operation-log', title: '操作日志', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/session', page: 'center/devices', title: '登录设备', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },

  // Message centre: the second tree (product code CRM).
  { path: '/center/crm/message/list', page: 'center/message-list', title: '站内信', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/message/detail/:id', page: 'center/message-detail', title: '站内信详情', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/affiche/list', page: 'center/affiche-list', title: '公告', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },
  { path: '/center/crm/affiche/detail/:id', page: 'center/affiche-detail', title: '公告详情', app: 'center', access: 'permission', prodCode: PRODUCT_CODE_CRM },

  { path: NOT_FOUND_PATH, page: 'not-found/not-found', title: '页面不存在', app: 'not-found', access: 'public' },
];
