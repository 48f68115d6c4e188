/** The 404 page, declared once (docs/decisions/0002-route-table.md): unknown paths are replaced by it. */
export const NOT_FOUND_ROUTES = {
  app: 'not-found',
  prefix: '/404',
  access: 'public',
  routes: [{ path: '/404', page: 'not-found', title: '页面不存在' }],
} as const;
