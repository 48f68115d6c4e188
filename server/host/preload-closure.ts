/**
 * Which module files a page needs before its first paint: the static import closure of the root
 * config and of the application that owns the route. A pure function of the live import map,
 * the builds' module graphs and the route, so that whoever holds the map (a file today) can
 * compute it, and a redeployed parcel is preloaded from its new files at once.
 */

/** Folder of dist/ where each build writes its module graph (`<build>.json`). */
export const MANIFEST_DIR = 'manifests';

/** What one build wrote: module URL → its static imports (other URLs or bare specifiers). */
export type ModuleGraph = Record<string, readonly string[]>;

/**
 * A parcel's build also names, per page of the route table, the file of that page (its pages
 * load on demand, so no static import leads there): `page:<entry URL>:<page key>` → [file].
 * Keyed by the entry file, so a parcel redeployed alone (a new entry) is never offered the old
 * build's page files.
 */
export const pageEntryKey = (entryUrl: string, pageKey: string): string => `page:${entryUrl}:${pageKey}`;

export interface ImportMapLike {
  imports: Record<string, string>;
}

const isUrl = (s: string): boolean => s.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(s);

/**
 * Every URL reached from the specifiers through static imports: bare specifiers are resolved
 * through the map, URLs through the graph. The roots' own files come first, then breadth-first,
 * so the first entries are the ones the browser asks for first. A specifier the map does not
 * serve, or a URL no graph knows, ends that branch (the browser will report it, not the preload).
 */
export function preloadClosure(map: ImportMapLike, graph: ModuleGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (ref: string): void => {
    const url = isUrl(ref) ? ref : Object.hasOwn(map.imports, ref) ? map.imports[ref] : undefined;
    if (url === undefined || seen.has(url)) return;
    seen.add(url);
    queue.push(url);
  };
  roots.forEach(visit);
  for (let i = 0; i < queue.length; i++) {
    const url = queue[i] as string;
    for (const ref of Object.hasOwn(graph, url) ? (graph[url] ?? []) : []) visit(ref);
  }
  return queue;
}
