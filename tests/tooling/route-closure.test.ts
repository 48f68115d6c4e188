/**
 * A first visit fetches few files: the static import closure of each route (the root config, the
 * route's application and its page, through the built import map and the builds' module graphs,
 * exactly what the host page preloads) stays within 30 JavaScript files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleGraph } from '../../server/host/preload-closure';
import { readModuleGraph, RoutePreloads } from '../../server/host/route-preloads';
import { readImportMap, type ImportMap } from '../../scripts/import-map';
import { DIST } from '../../vite.config';
import { ensureBuild } from '../../scripts/build-state.mjs';

const MAX_FILES = 30;
const ROUTES = ['/index/index', '/login', '/center/crm/user', '/register/account', '/resetpwd/account', '/404'];

describe('files of a first visit', () => {
  let map: ImportMap;
  let graph: ModuleGraph;
  beforeAll(async () => {
    (ensureBuild as () => void)();
    map = readImportMap(DIST);
    graph = await readModuleGraph(DIST);
  }, 600_000);

  it.each(ROUTES)(`%s needs at most ${MAX_FILES} JS files, every one of them built`, (route) => {
    const files = new RoutePreloads(map, graph).forPath(route);
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MAX_FILES);
    // The closure is the real graph: it reaches the vendor and every file exists.
    expect(files.some((f) => f.startsWith('/assets/vendor/'))).toBe(true);
    for (const f of files) expect(existsSync(path.join(DIST, f)), f).toBe(true);
  });

  it('names the page of a route whose page loads on demand, so it is fetched with the rest', () => {
    const files = new RoutePreloads(map, graph).forPath('/center/crm/user');
    expect(
      files.some((f) => /\/parcels\/center\/user\.page-[\w-]+\.js$/.test(f)),
      files.join('\n'),
    ).toBe(true);
    // Another page of the same application is not fetched for this one.
    expect(files.some((f) => /employee-list\.page-/.test(f))).toBe(false);
  });
});
