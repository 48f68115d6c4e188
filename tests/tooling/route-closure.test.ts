/**
 * A first visit fetches few files: the static import closure of each route (the root config plus
 * the route's application, through the built import map and the builds' module graphs, exactly
 * what the host page preloads) stays within 30 JavaScript files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadClosure, type ModuleGraph } from '../../server/host/preload-closure';
import { appOfPath, readModuleGraph, routeRoots } from '../../server/host/route-preloads';
import { readImportMap, type ImportMap } from '../../scripts/import-map';
import { DIST } from '../../vite.config';
// @ts-expect-error plain ESM helper without types
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
    const files = preloadClosure(map, graph, routeRoots(appOfPath(route)));
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MAX_FILES);
    // The closure is the real graph: it reaches the vendor and every file exists.
    expect(files.some((f) => f.startsWith('/assets/vendor/'))).toBe(true);
    for (const f of files) expect(existsSync(path.join(DIST, f)), f).toBe(true);
  });
});
