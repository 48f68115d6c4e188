/**
 * The public site's pages, declared once (docs/decisions/0002-route-table.md): plain data with
 * no imports, so the shared route table, the server and its seed read it without any of the
 * parcel's code. `page` names the component in index-pages.ts (as `index/<page>`).
 * Any path containing "index" is public (docs/requirements.md#routes).
 */
export const INDEX_ROUTES = {
  app: 'index',
  prefix: '/index',
  access: 'public',
  routes: [
    { path: '/', title: '首页', redirect: '/index/index' },
    { path: '/index', title: '首页', redirect: '/index/index' },
    { path: '/index/index', page: 'home', title: '首页' },
    { path: '/index/product', page: 'product', title: '产品服务' },
    { path: '/index/news/list', page: 'news-list', title: '新闻动态', query: ['page'] },
    { path: '/index/news/detail/:id/:name', page: 'news-detail', title: '新闻详情' },
    { path: '/index/help', page: 'help', title: '帮助中心' },
    { path: '/index/about', page: 'about', title: '关于我们' },
    { path: '/index/verify', page: 'verify', title: '凭证验证' },
  ],
} as const;
