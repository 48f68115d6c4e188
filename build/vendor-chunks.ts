/**
 * How the vendor build cuts its modules into files. Left alone, the bundler makes one chunk per
 * distinct set of entries that share a module; with an entry per antd component that is more
 * than a hundred small files, which a browser discovers level by level.
 *
 * Instead a module goes to the chunk of the consumers (the shell and the parcels) that reach it
 * through the specifiers they import: everything the shell needs is one chunk, everything only
 * the centre and the login page need is another, and so on. A page then loads its entries (one
 * small file per import-map specifier) and a handful of chunks. A module's dependencies are
 * reached by at least the same consumers, so the chunks import each other without cycles.
 */
import type { Consumer } from './library-groups';
import { SHELL } from './library-groups';

interface GraphView {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Consumer sets of every module reached from the entries, following static imports. Pure. */
export function moduleConsumers(entries: Map<string, Set<Consumer>>, graph: GraphView): Map<string, Set<Consumer>> {
  const reach = new Map<string, Set<Consumer>>();
  for (const [entry, consumers] of entries) {
    const stack = [entry];
    while (stack.length) {
      const id = stack.pop() as string;
      const have = reach.get(id) ?? new Set<Consumer>();
      const before = have.size;
      for (const c of consumers) have.add(c);
      reach.set(id, have);
      if (have.size === before && before > 0 && id !== entry) continue;
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
        const seen = reach.get(next);
        if (!seen || [...consumers].some((c) => !seen.has(c))) stack.push(next);
      }
    }
  }
  return reach;
}

/** The chunk a module goes to: `shell` when the shell reaches it, else its consumers' names. */
export function chunkNameFor(consumers: Set<Consumer> | undefined): string | null {
  if (!consumers || consumers.size === 0) return null;
  if (consumers.has(SHELL)) return SHELL;
  return `lib-${[...consumers].sort().join('_')}`;
}

/** A `codeSplitting.groups[].name` function over the entries' consumers (the graph is read once). */
export function consumerChunkNamer(entries: Map<string, Set<Consumer>>): (id: string, ctx: GraphView) => string | null {
  let reach: Map<string, Set<Consumer>> | null = null;
  return (id, ctx) => {
    reach ??= moduleConsumers(entries, ctx);
    return chunkNameFor(reach.get(id));
  };
}
