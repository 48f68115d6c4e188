/**
 * A page preloads the whole static import closure of the root config and of its route's
 * application, followed through the live import map (bare specifiers) and the builds' module
 * graphs (files), nothing more and nothing twice; and the file of the route's page when the
 * build named it.
 */
import { describe, expect, it } from 'vitest';
import { pageEntryKey, preloadClosure, type ModuleGraph } from '../../server/host/preload-closure';
import { appOfPath, RoutePreloads, routeRoots } from '../../server/host/route-preloads';

const map = {
  imports: {
    '@scf/root-config': '/r.js',
    '@scf/login': '/login-1.js',
    react: '/react.js',
    '@scf/shared': '/shared.js',
  },
};
const graph = {
  '/r.js': ['@scf/shared', 'single-spa'],
  '/shared.js': ['react', '/chunk-shell.js'],
  '/chunk-shell.js': [],
  '/login-1.js': ['react', '/login-chunk.js'],
  '/login-chunk.js': ['/chunk-shell.js', '/login-1.js'],
  '/login-2.js': ['/login-2-chunk.js'],
  '/login-2-chunk.js': [],
};

describe('preload closure', () => {
  it('follows bare specifiers through the map and files through the graph, roots first, once each', () => {
    expect(preloadClosure(map, graph, ['@scf/root-config', '@scf/login'])).toEqual([
      '/r.js',
      '/login-1.js',
      '/shared.js',
      '/react.js',
      '/login-chunk.js',
      '/chunk-shell.js',
    ]);
  });

  it('follows the live map: a redeployed parcel is preloaded from its new files', () => {
    const redeployed = { imports: { ...map.imports, '@scf/login': '/login-2.js' } };
    expect(preloadClosure(redeployed, graph, ['@scf/login'])).toEqual(['/login-2.js', '/login-2-chunk.js']);
  });

  it('stops at a specifier the map does not serve or a file no graph knows', () => {
    expect(preloadClosure(map, graph, ['@scf/nothing'])).toEqual([]);
    expect(preloadClosure({ imports: { '@scf/x': '/unknown.js' } }, graph, ['@scf/x'])).toEqual(['/unknown.js']);
  });
});

describe('the page of a route', () => {
  const graph: ModuleGraph = {
    '/r.js': [],
    '/center-1.js': ['/center-shared.js'],
    '/center-shared.js': [],
    '/user.page-1.js': ['/page-parts.js', '@scf/shared/list'],
    '/page-parts.js': [],
    '/list.js': [],
    [pageEntryKey('/center-1.js', 'center/user')]: ['/user.page-1.js'],
  };
  const map = {
    imports: { '@scf/root-config': '/r.js', '@scf/center': '/center-1.js', '@scf/shared/list': '/list.js' },
  };

  it('is preloaded with its imports after the application', () => {
    expect(new RoutePreloads(map, graph).forPath('/center/crm/user')).toEqual([
      '/r.js',
      '/center-1.js',
      '/user.page-1.js',
      '/center-shared.js',
      '/page-parts.js',
      '/list.js',
    ]);
  });

  it(
    'is left out for another page, ' +
      'and for a parcel redeployed alone (its new entry names no page of the old build)',
    () => {
      expect(new RoutePreloads(map, graph).forPath('/center/crm/invitation')).toEqual([
        '/r.js',
        '/center-1.js',
        '/center-shared.js',
      ]);
      const redeployed = { imports: { ...map.imports, '@scf/center': '/center-2.js' } };
      expect(new RoutePreloads(redeployed, graph).forPath('/center/crm/user')).toEqual(['/r.js', '/center-2.js']);
    },
  );
});

describe('route → application', () => {
  it('takes the application from the route table, following redirects, unknown paths to the 404 page', () => {
    expect(appOfPath('/login')).toBe('login');
    expect(appOfPath('/index/index')).toBe('index');
    expect(appOfPath('/')).toBe('index');
    expect(appOfPath('/center/crm/user')).toBe('center');
    expect(appOfPath('/center')).toBe('center');
    expect(appOfPath('/no/such/page')).toBe('not-found');
    expect(routeRoots('center')).toEqual(['@scf/root-config', '@scf/center']);
  });
});
