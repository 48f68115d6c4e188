/**
 * The module files a route's page preloads: the closure (server/host/preload-closure.ts) of the
 * root config and of the application the route table gives the path, over the live import map
 * and the module graphs the builds wrote to dist/manifests/. Computed once per version of the
 * map and the manifests, so a one-line redeploy is preloaded from the next request on.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parcelSpecifier, ROOT_CONFIG_SPECIFIER } from '../../build/parcels';
import { resolveRoute } from '../../shared/routes/match-route';
import type { AppName } from '../../shared/routes/route-table';
import { MANIFEST_DIR, preloadClosure, type ImportMapLike, type ModuleGraph } from './preload-closure';

/** The application that paints a path: its own, the one its redirect lands on, or the 404 page. */
export function appOfPath(pathname: string): AppName {
  let resolution = resolveRoute(pathname);
  for (let hop = 0; hop < 5 && resolution.kind === 'redirect'; hop++) resolution = resolveRoute(resolution.to);
  if (resolution.kind === 'route') return resolution.match.route.app;
  return 'not-found';
}

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

/** A version key of the manifests: their names, sizes and modification times. */
export async function manifestsVersion(distDir: string): Promise<string> {
  const dir = path.join(distDir, MANIFEST_DIR);
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  const parts = await Promise.all(names.map(async (n) => stat(path.join(dir, n)).then((s) => `${n}:${s.size}:${s.mtimeMs}`, () => n)));
  return parts.join('|');
}

/** Closures per application for one (map, graph) pair, computed on first use. */
export class RoutePreloads {
  private readonly byApp = new Map<AppName, string[]>();
  constructor(
    private readonly map: ImportMapLike,
    private readonly graph: ModuleGraph,
  ) {}

  forPath(pathname: string): string[] {
    const app = appOfPath(pathname);
    let urls = this.byApp.get(app);
    if (!urls) {
      urls = preloadClosure(this.map, this.graph, routeRoots(app));
      this.byApp.set(app, urls);
    }
    return urls;
  }
}
