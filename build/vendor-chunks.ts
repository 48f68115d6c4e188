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
import { createHash } from 'node:crypto';
import type { Consumer } from './library-groups';
import { eagerTwin, isPageConsumer, lazyConsumer, SHELL, SHELL_LAZY, SPLIT_BY_FIRST_SCREEN } from './library-groups';
import type { ParcelName } from './parcels';

interface GraphView {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[]; code?: string | null } | null;
}

/**
 * Who reaches a module that `c` imports only dynamically (`@scf/shared/ui`'s portal extras: antd's
 * App, loaded when first wanted): a parcel whose libraries are split by first screen reaches it
 * later (`index-lazy`), so the code does not join its first paint; the centre keeps one group.
 * What the shell loads later (`import()` in @scf/shared's core) is `shell-lazy`, one chunk that
 * no page loads before its first call: the modules of the request machinery, reached by every
 * parcel too, otherwise made a big set of their own that other pages' leftovers joined.
 */
function dynamicReach(c: Consumer): Consumer | null {
  if (c === SHELL || c === SHELL_LAZY) return SHELL_LAZY;
  return (SPLIT_BY_FIRST_SCREEN as readonly Consumer[]).includes(c) ? lazyConsumer(c as ParcelName) : c;
}

/**
 * A consumer set whose modules add up to less than this (source bytes, before minifying) does not
 * get a file of its own: its modules go to the smallest bigger chunk whose consumers include all
 * of its own (some pages then load a few kilobytes they do not run, but no page loads one more file).
 * 96 KB until the centre was split by page: its pages' sets are many and small, and at 96 KB
 * their merges put the centre's tables and selects into the sign-in pages' chunks (/login
 * 338 → 381 KB gzip by network idle); at 64 KB a centre page loads at most 30 files.
 */
export const MIN_CHUNK_SOURCE = 64 * 1024;
/**
 * The same for a set of pages of a parcel split by page (`center~user`, …): lower, because a page's
 * leftovers otherwise join a chunk many other pages load (the user page's slider went with the
 * tables of every list page); a page then loads a file or two more in the same round trip.
 */
export const MIN_PAGE_CHUNK_SOURCE = 16 * 1024;
const minFor = (consumers: ReadonlySet<Consumer>, min: number): number =>
  [...consumers].every(isPageConsumer) ? Math.min(min, MIN_PAGE_CHUNK_SOURCE) : min;

/**
 * Consumer sets of every module reached from the entries, following static imports, and dynamic
 * ones as the consumers' later selves (dynamicReach). Without the dynamic edges a module that a
 * shared entry loads lazily on every page was placed by the one facade that also imports it
 * statically: antd's App pulled the centre's whole chunk (135 KB gzip) into every public page
 * after hydration. Pure.
 */
export function moduleConsumers(entries: Map<string, Set<Consumer>>, graph: GraphView): Map<string, Set<Consumer>> {
  const reach = new Map<string, Set<Consumer>>();
  const walk = (start: string, consumers: ReadonlySet<Consumer>): void => {
    const stack = [start];
    while (stack.length) {
      const id = stack.pop() as string;
      const have = reach.get(id) ?? new Set<Consumer>();
      const before = have.size;
      for (const c of consumers) have.add(c);
      reach.set(id, have);
      if (have.size === before && before > 0 && id !== start) continue;
      const info = graph.getModuleInfo(id);
      for (const next of info?.importedIds ?? []) {
        const seen = reach.get(next);
        if (!seen || [...consumers].some((c) => !seen.has(c))) stack.push(next);
      }
      const later = new Set([...consumers].map(dynamicReach).filter((c): c is Consumer => c !== null));
      if (later.size === 0) continue;
      for (const next of info?.dynamicallyImportedIds ?? []) {
        const seen = reach.get(next);
        if (!seen || [...later].some((c) => !seen.has(c))) walk(next, later);
      }
    }
  };
  for (const [entry, consumers] of entries) walk(entry, consumers);
  return reach;
}

/** Longest chunk name spelled out; a longer one (many pages of the centre) is shortened with a hash. */
const MAX_NAME = 80;

/**
 * The chunk a module goes to: `shell` when the shell reaches it, `shell-lazy` when the shell
 * reaches it later, else its consumers' names.
 */
export function chunkNameFor(consumers: Set<Consumer> | undefined): string | null {
  if (!consumers || consumers.size === 0) return null;
  if (consumers.has(SHELL)) return SHELL;
  if (consumers.has(SHELL_LAZY)) return SHELL_LAZY;
  // `index-lazy` or `center~user` beside `index` or `center` says nothing more: the name leaves it out.
  const names = [...consumers].filter((c) => c === eagerTwin(c) || !consumers.has(eagerTwin(c))).sort();
  const name = `lib-${names.join('_')}`;
  if (name.length <= MAX_NAME) return name;
  const hash = createHash('sha256').update(names.join('_')).digest('hex').slice(0, 8);
  return `lib-${names[0]}-and-${names.length - 1}-more-${hash}`;
}

const keyOf = (consumers: ReadonlySet<Consumer>): string => [...consumers].sort().join('_');

/**
 * How many consumers a chunk's name shows (chunkNameFor): pages beside their parcel's entry do not
 * count, as they load nothing the entry does not. Counting them sent the centre entry's own
 * leftovers to the header's chunk, which /404 loads, rather than to the centre's.
 */
const visible = (consumers: ReadonlySet<Consumer>): number =>
  [...consumers].filter((c) => c === eagerTwin(c) || !consumers.has(eagerTwin(c))).length;

/**
 * Consumer sets after merging the small ones: each small set becomes the smallest big set that
 * contains it, or the shell when none does. Pure; sizes in source bytes per set.
 */
export function mergeSmallSets(
  sizes: Map<string, { consumers: Set<Consumer>; bytes: number }>,
  min = MIN_CHUNK_SOURCE,
): Map<string, Set<Consumer>> {
  const isBig = (s: { consumers: Set<Consumer>; bytes: number }): boolean =>
    s.bytes >= minFor(s.consumers, min) || s.consumers.has(SHELL) || s.consumers.has(SHELL_LAZY);
  const big = [...sizes.values()].filter(isBig);
  const out = new Map<string, Set<Consumer>>();
  for (const [key, set] of sizes) {
    if (isBig(set)) {
      out.set(key, set.consumers);
      continue;
    }
    // A lazy consumer (`index-lazy`) is held by a chunk its parcel loads first only when no chunk
    // of lazy code can hold it: that moves the code earlier, never later than it is needed.
    const stand = (b: { consumers: Set<Consumer> }): number =>
      [...set.consumers].reduce(
        (n, c) => (b.consumers.has(c) ? n : b.consumers.has(eagerTwin(c)) ? n + 1 : Number.POSITIVE_INFINITY),
        0,
      );
    // A public page's first screen (a parcel split by first screen) never takes another's
    // leftovers when a chunk without it can hold them: the service widget's chunk, which every
    // page loads, once carried 250 KB of the sign-in forms' source this way (issue 36).
    // Leftovers of a centre page reached by a public page's later code only (the form hooks that
    // the sign-in pages' lazy parts share) do not join that page's first screen either.
    const pages = [...set.consumers].some(isPageConsumer);
    const strangers = (b: { consumers: Set<Consumer> }): number =>
      [...b.consumers].filter(
        (c) =>
          (SPLIT_BY_FIRST_SCREEN as readonly Consumer[]).includes(c) &&
          !set.consumers.has(c) &&
          (pages || !set.consumers.has(lazyConsumer(c as ParcelName))),
      ).length;
    const holders = big.filter(
      (b) => Number.isFinite(stand(b)) && !b.consumers.has(SHELL) && !b.consumers.has(SHELL_LAZY),
    );
    holders.sort(
      (a, b) =>
        strangers(a) - strangers(b) ||
        stand(a) - stand(b) ||
        visible(a.consumers) - visible(b.consumers) ||
        b.bytes - a.bytes,
    );
    out.set(key, holders[0]?.consumers ?? new Set<Consumer>([SHELL]));
  }
  return out;
}

/** A `codeSplitting.groups[].name` function over the entries' consumers (the graph is read once). */
export function consumerChunkNamer(entries: Map<string, Set<Consumer>>): (id: string, ctx: GraphView) => string | null {
  let reach: Map<string, Set<Consumer>> | null = null;
  let merged: Map<string, Set<Consumer>> | null = null;
  return (id, ctx) => {
    if (!reach || !merged) {
      reach = moduleConsumers(entries, ctx);
      const sizes = new Map<string, { consumers: Set<Consumer>; bytes: number }>();
      for (const [mod, consumers] of reach) {
        const key = keyOf(consumers);
        const entry = sizes.get(key) ?? { consumers, bytes: 0 };
        entry.bytes += ctx.getModuleInfo(mod)?.code?.length ?? 0;
        sizes.set(key, entry);
      }
      merged = mergeSmallSets(sizes);
    }
    const own = reach.get(id);
    return chunkNameFor(own ? merged.get(keyOf(own)) : undefined);
  };
}

/**
 * A cycle among the files of a build (each file's static imports), or null. Merging small sets
 * into bigger chunks can make two chunks import each other (a page's leftovers placed with the
 * entry's chunk while their dependencies went to a chunk of pages); browsers run such modules in
 * an order where one reads the other's bindings before they exist, so the vendor build fails on
 * one (scf:chunk-cycles in build/vendor.ts). Pure.
 */
export function importCycle(imports: Record<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports[file] ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next) && Object.hasOwn(imports, next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of Object.keys(imports).sort()) {
    if (state.has(file)) continue;
    const found = visit(file);
    if (found) return found;
  }
  return null;
}
