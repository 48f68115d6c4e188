/**
 * The public pages this parcel links to by name. Every value is a path of the route table
 * (tests/unit/public/public-paths.test.ts checks it), so a renamed route breaks a test, not
 * a link.
 */
export const PUBLIC_PATHS = {
  home: '/index/index',
  product: '/index/product',
  newsList: '/index/news/list',
  newsDetail: '/index/news/detail/:id/:name',
  help: '/index/help',
  about: '/index/about',
} as const;
