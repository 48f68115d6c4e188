/**
 * The centre's pages, declared once (docs/decisions/0002-route-table.md): plain data with no
 * imports, so the shared route table, the server and its seed read it without the parcel's code.
 * `page` names the component in center-pages.tsx (as `center/<page>`).
 *
 * A permission page carries its permission resource (`resource`): its code, the menu group it
 * sits in, its place in the menu, its menu name when that is not the title, and which employee
 * roles get it when the resource is first created (`grant`; every role when absent). The server
 * adds a declared resource that its database lacks when it starts (server/db/seed/declared-resources.ts),
 * so a new page needs no migration. `menus` are the groups of the menu, which are no pages.
 */
export const CENTER_ROUTES = {
  app: 'center',
  prefix: '/center',
  routes: [
    // Product centre: the fallback when company info is missing or access is forbidden, so it
    // carries product code EC and is never refused.
    { path: '/center', title: '产品中心', access: 'session', redirect: '/center/product' },
    { path: '/center/product', title: '产品中心', access: 'session', redirect: '/center/product/product' },
    {
      path: '/center/product/product',
      page: 'product-centre',
      title: '产品中心',
      access: 'permission',
      prodCode: 'EC',
      resource: { code: 'EC_PRODUCT', parent: '0', order: 1 },
    },
    // Product parcels deployed by other teams mount below this path and own the routes below it
    // (docs/product-parcels.md).
    { path: '/center/product/:prodCode/*', page: 'product-host', title: '产品', access: 'session' },

    // Customer relations (CRM).
    { path: '/center/crm', title: '客户关系', access: 'permission', prodCode: 'CRM', redirect: '/center/crm/user' },
    {
      path: '/center/crm/user',
      page: 'user',
      title: '个人信息',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_USER', parent: 'CRM_ROOT', order: 15 },
    },
    {
      path: '/center/crm/account',
      title: '账户管理',
      access: 'permission',
      prodCode: 'CRM',
      redirect: '/center/crm/account/list',
    },
    {
      path: '/center/crm/account/list',
      page: 'account-list',
      title: '账户管理',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_ACCOUNT_LIST', name: '账户列表', parent: 'CRM_ACCOUNT', order: 12 },
    },
    {
      path: '/center/crm/company',
      page: 'company',
      title: '企业信息',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_COMPANY', parent: 'CRM_ROOT', order: 16, grant: { except: ['E105'] } },
    },
    {
      path: '/center/crm/changeAcc',
      page: 'change-account',
      title: '切换账户',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_CHANGE_ACC', parent: 'CRM_ACCOUNT', order: 13 },
    },
    {
      path: '/center/crm/changeAccView',
      page: 'change-account-view',
      title: '账户详情',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_CHANGE_ACC_VIEW', parent: 'CRM_ACCOUNT', order: 14 },
    },
    {
      path: '/center/crm/employee/list',
      page: 'employee-list',
      title: '人员管理',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_EMPLOYEE', parent: 'CRM_ROOT', order: 17, grant: { only: ['E101'] } },
    },
    {
      path: '/center/crm/invication',
      page: 'invitation',
      title: '邀请企业',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_INVITE', parent: 'CRM_ROOT', order: 18, grant: { only: ['E101'] } },
    },
    // Correctly spelled alias of the spec's route name; the spec's name stays the real one.
    {
      path: '/center/crm/invitation',
      title: '邀请企业',
      access: 'permission',
      prodCode: 'CRM',
      redirect: '/center/crm/invication',
    },
    {
      path: '/center/crm/log/login',
      page: 'login-log',
      title: '登录日志',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_LOGIN_LOG', parent: 'CRM_ROOT', order: 19 },
    },
    {
      path: '/center/crm/log/operation',
      page: 'operation-log',
      title: '操作日志',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_OPERATION_LOG', parent: 'CRM_ROOT', order: 20, grant: { only: ['E101'] } },
    },
    {
      path: '/center/crm/session',
      page: 'devices',
      title: '登录设备',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'CRM_SESSIONS', parent: 'CRM_ROOT', order: 21 },
    },

    // Message centre: the second tree (product code CRM).
    {
      path: '/center/crm/message/list',
      page: 'message-list',
      title: '站内信',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'MSG_LIST', parent: 'MSG_ROOT', order: 31 },
    },
    {
      path: '/center/crm/message/detail/:id',
      page: 'message-detail',
      title: '站内信详情',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'MSG_DETAIL', parent: 'MSG_ROOT', order: 32 },
    },
    {
      path: '/center/crm/affiche/list',
      page: 'affiche-list',
      title: '公告',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'AFFICHE_LIST', parent: 'MSG_ROOT', order: 33 },
    },
    {
      path: '/center/crm/affiche/detail/:id',
      page: 'affiche-detail',
      title: '公告详情',
      access: 'permission',
      prodCode: 'CRM',
      resource: { code: 'AFFICHE_DETAIL', parent: 'MSG_ROOT', order: 34 },
    },
  ],
  menus: [
    { code: 'CRM_ROOT', name: '客户关系', parent: '0', order: 10, prodCode: 'CRM' },
    { code: 'CRM_ACCOUNT', name: '账户管理', parent: 'CRM_ROOT', order: 11, prodCode: 'CRM' },
    { code: 'MSG_ROOT', name: '消息中心', parent: '0', order: 30, prodCode: 'CRM' },
  ],
} as const;
