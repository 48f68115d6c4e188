/**
 * The module files a route's page preloads: the closure (server/host/preload-closure.ts) of the
 * root config and of the application the route table gives the path, over the live import map
 * and the module graphs the builds wrote to dist/manifests/. Computed once per version of the
 * map and the manifests, so a one-line redeploy is preloaded from the next request on.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parcelSpecifier, ROOT_CONFIG_SPECIFIER } from '../../build/parcels';
import { resolveRoute } from '../../shared/routes/match-route';
import type { AppName } from '../../shared/routes/route-table';
import { MANIFEST_DIR, pageEntryKey, preloadClosure, type ImportMapLike, type ModuleGraph } from './preload-closure';

/**
 * The application that paints a path (its own, the one its redirect lands on, or the 404 page),
 * and the page the route names.
 */
function routeOfPath(pathname: string): { app: AppName; page: string | null } {
  let resolution = resolveRoute(pathname);
  for (let hop = 0; hop < 5 && resolution.kind === 'redirect'; hop++) resolution = resolveRoute(resolution.to);
  if (resolution.kind === 'route')
    return { app: resolution.match.route.app, page: resolution.match.route.page ?? null };
  return { app: 'not-found', page: null };
}

export const appOfPath = (pathname: string): AppName => routeOfPath(pathname).app;

/** The specifiers a page of this application imports first: the root config, then the application. */
export const routeRoots = (app: AppName): string[] => [ROOT_CONFIG_SPECIFIER, parcelSpecifier(app)];

/** Every build's module graph merged (file URLs are content-hashed, so they never collide). */
export async function readModuleGraph(distDir: string): Promise<ModuleGraph> {
  const dir = path.join(distDir, MANIFEST_DIR);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const graph: Record<string, readonly string[]> = {};
  for (const name of names) {
    try {
      const part = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as unknown;
      if (!part || typeof part !== 'object') continue;
      for (const [url, imports] of Object.entries(part as Record<string, unknown>)) {
        if (Array.isArray(imports)) graph[url] = imports.filter((i): i is string => typeof i === 'string');
      }
    } catch {
      // A manifest being rewritten right now: the next version key reads it again.
    }
  }
  return graph;
}

/**
 * Closures per route for one (map, graph) pair, computed on first use: the application's, and
 * the file of the route's page with its imports when the build named it (a page loaded on demand
 * would otherwise be asked for only once the application runs, and its imports after that).
 */
export class RoutePreloads {
  private readonly byRoute = new Map<string, string[]>();
  constructor(
    private readonly map: ImportMapLike,
    private readonly graph: ModuleGraph,
  ) {}

  forPath(pathname: string): string[] {
    const { app, page } = routeOfPath(pathname);
    const key = `${app}\n${page ?? ''}`;
    let urls = this.byRoute.get(key);
    if (!urls) {
      const entry = this.map.imports[parcelSpecifier(app)];
      const pageFiles = entry && page ? (this.graph[pageEntryKey(entry, page)] ?? []) : [];
      urls = preloadClosure(this.map, this.graph, [...routeRoots(app), ...pageFiles]);
      this.byRoute.set(key, urls);
    }
    return urls;
  }
}
