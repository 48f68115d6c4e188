/**
 * The public site's pages, declared once (docs/decisions/0002-route-table.md): plain data with
 * no imports, so the shared route table, the server and its seed read it without any of the
 * parcel's code. `page` names the component in index-pages.ts (as `index/<page>`).
 * Any path containing "index" is public (docs/requirements.md#routes).
 */
export const INDEX_ROUTES = {
  app: 'index',
  prefix: '/index',
  routes: [
    { path: '/', title: '首页', access: 'public', redirect: '/index/index' },
    { path: '/index', title: '首页', access: 'public', redirect: '/index/index' },
    { path: '/index/index', page: 'home', title: '首页', access: 'public' },
    { path: '/index/product', page: 'product', title: '产品服务', access: 'public' },
    { path: '/index/news/list', page: 'news-list', title: '新闻动态', access: 'public', query: ['page'] },
    { path: '/index/news/detail/:id/:name', page: 'news-detail', title: '新闻详情', access: 'public' },
    { path: '/index/help', page: 'help', title: '帮助中心', access: 'public' },
    { path: '/index/about', page: 'about', title: '关于我们', access: 'public' },
    { path: '/index/verify', page: 'verify', title: '凭证验证', access: 'public' },
  ],
} as const;
