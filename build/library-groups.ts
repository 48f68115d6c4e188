/**
 * Library facades: the antd components and icons each consumer uses, served as one import-map
 * entry per consumer (`@scf/lib/center`, `@scf/lib/login`, `@scf/lib/index-lazy`, …), so that a
 * first visit fetches one small file for its libraries instead of one per component and icon,
 * or one per set of parcels sharing them.
 *
 * The consumers are the root config (the shell every page loads) and each parcel. Where the code
 * of a component lives is decided apart from the facades: the vendor build puts every module in
 * the chunk of the exact set of consumers that reach it (build/vendor-chunks.ts), so a page loads
 * only code it needs, and a component the centre and the login page share is one copy in one
 * chunk that both facades re-export. The vendor build writes `library-groups.json`: each
 * consumer's facade, and for builds outside the portal (a product team's parcel, mounted by the
 * centre) one facade per component, the centre's first.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_NAME, NAMED_IMPORT, antdComponentDirs, parseSpecifiers, type GroupIndex } from './library-imports';
import { PARCELS, parcelSpecifier, type ParcelName } from './parcels';
import { ROOT } from './paths';

/** The shell: the root config, loaded on every page. */
export const SHELL = 'shell';
/**
 * What the shell loads later, by a dynamic import of @scf/shared's own (the request machinery:
 * axios and the pipeline, loaded on a page's first call): one chunk of its own.
 */
export const SHELL_LAZY = 'shell-lazy';
/** What a server-rendered parcel uses only on pages it loads later (`index-lazy`). */
export type LazyConsumer = `${ParcelName}-lazy`;
/** What one page of a parcel split by page (or a few pages together) adds: `center~user`. */
export type PageConsumer = `${ParcelName}~${string}`;
export type Consumer = ParcelName | LazyConsumer | PageConsumer | typeof SHELL | typeof SHELL_LAZY;

/**
 * Parcels whose libraries are split by when they are needed. The server renders these pages, so
 * their first paint waits for no script, and what the first screen does not import (the news
 * list's pagination, the company picker's select) can come with the page that uses it: without
 * the split, `theme` on the home page shared a group with the news list's `Pagination`, which
 * pulled the select, the form store and its validator into every first visit. The centre is
 * split by page instead (SPLIT_BY_PAGE): it has no first screen without a page. The element build is
 * split too: every page loads it for the service widget, and the header and the message
 * sidebar (their menus, forms and dialogs) come only when such an element renders.
 */
export const SPLIT_BY_FIRST_SCREEN: readonly ParcelName[] = [
  'index',
  'login',
  'register',
  'resetpwd',
  'not-found',
  'elements',
];
export const lazyConsumer = (parcel: ParcelName): LazyConsumer => `${parcel}-lazy`;
/** The eager consumer of a lazy or page one (`index` for `index-lazy`, `center` for `center~user`), else itself. */
export const eagerTwin = (c: Consumer): Consumer =>
  c.includes('~')
    ? (c.slice(0, c.indexOf('~')) as ParcelName)
    : c.endsWith('-lazy')
      ? (c.slice(0, -'-lazy'.length) as ParcelName)
      : c;
export const isPageConsumer = (c: Consumer): c is PageConsumer => c.includes('~');

/**
 * Parcels whose pages get their libraries apart. All the centre's pages load on demand and the
 * host page preloads the route's page with the centre (decision 0006), so a page's components
 * can come with its file: one facade for what the centre's entry reaches (the layout), one for
 * the small parts most pages share (`center-lazy`), and one per page (`center~user`) for what
 * only that page, or only a few pages together, use. With one facade for the whole centre every
 * page downloaded every page's components (the tables, the date pickers, the upload, the slider:
 * /center/crm/user 607 KB gzip, issue 36).
 */
export const SPLIT_BY_PAGE: readonly ParcelName[] = ['center'];

/**
 * Entries of @scf/shared that bring a large library along (antd's Table, the date pickers,
 * DOMPurify). A part several pages share that imports one stays with those pages instead of
 * joining the parts every page loads (build/parcel.ts's page-parts chunk).
 */
export const HEAVY_SHARED_ENTRIES: readonly string[] = [
  '@scf/shared/list',
  '@scf/shared/date-picker',
  '@scf/shared/sanitize',
];

const PAGE_FILE = /([\w-]+)\.page\.tsx?$/;

export const GROUP_PREFIX = '@scf/lib/';
export const GROUPS_FILE = 'library-groups.json';

export interface ConsumerUsage {
  antd: Set<string>;
  icons: Set<string>;
  /** Every other bare specifier its source imports (react, @scf/shared/ui, …). */
  bare: Set<string>;
}

/** What one facade re-exports. */
export interface FacadeContents {
  antd: string[];
  icons: string[];
}

export interface LibraryGroups extends GroupIndex {
  /** facade specifier → the consumer that imports it (one each) */
  consumers: Record<string, Consumer[]>;
  /** consumer → what its facade re-exports */
  facades: Partial<Record<Consumer, FacadeContents>>;
}

const SOURCE = /\.[cm]?[jt]sx?$/;
const BARE_IMPORT = /(?:\bfrom|\bimport)\s*['"]([^'".][^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** The source folder of each consumer. */
export const consumerDirs = (): Record<Consumer, string> => {
  const dirs = { [SHELL]: path.join(ROOT, 'root-config') } as Record<Consumer, string>;
  for (const [name, entry] of Object.entries(PARCELS) as [ParcelName, string][])
    dirs[name] = path.join(ROOT, path.dirname(entry));
  return dirs;
};

/** Static relative imports (`import … from './x'`, `export … from`, `import './x'`); not `import()`, not types. */
const STATIC_RELATIVE = /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/** The source files a parcel's entry reaches through static imports: its first screen's code. */
export function staticFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_RELATIVE)) {
      const base = path.resolve(path.dirname(file), m[1] as string);
      const hit = RESOLVE_SUFFIXES.map((x) => base + x).find((f) => existsSync(f) && statSync(f).isFile());
      if (hit) stack.push(hit);
    }
  }
  return seen;
}

const emptyUsage = (): ConsumerUsage => ({ antd: new Set(), icons: new Set(), bare: new Set() });

/** Whether a source file imports one of HEAVY_SHARED_ENTRIES. */
const importsHeavyEntry = (file: string): boolean => {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(BARE_IMPORT)].some((m) => HEAVY_SHARED_ENTRIES.includes(m[1] as string));
};

/**
 * For a parcel split by page: the consumer of each file its entry does not reach statically.
 * A file only one page reaches is that page's (`center~user`); one several pages reach is a
 * part (`center-lazy`), unless it imports a heavy entry: then it belongs to those pages together
 * (`center~login-log~operation-log`). The parcel's build puts the parts in one chunk and leaves
 * the rest to the pages that import them, so each page loads its own facade, the parts' and the
 * entry's. Files no page reaches are parts.
 */
export function pageFileConsumers(parcel: ParcelName, dir: string, entry: string): Map<string, Consumer> {
  const eager = staticFiles(entry);
  const reachedBy = new Map<string, string[]>();
  const files = sourceFiles(dir);
  for (const file of files) {
    const page = PAGE_FILE.exec(path.basename(file))?.[1];
    if (!page) continue;
    for (const f of staticFiles(file)) if (!eager.has(f)) reachedBy.set(f, [...(reachedBy.get(f) ?? []), page]);
  }
  const out = new Map<string, Consumer>();
  for (const file of files) {
    if (eager.has(file)) continue;
    const pages = [...new Set(reachedBy.get(file) ?? [])].sort();
    const part = pages.length !== 1 && (pages.length === 0 || !importsHeavyEntry(file));
    out.set(file, part ? lazyConsumer(parcel) : (`${parcel}~${pages.join('~')}` as PageConsumer));
  }
  return out;
}

/** The parts of a parcel split by page: the files of `<parcel>-lazy` (see pageFileConsumers). */
export const pageParts = (parcel: ParcelName, dir: string, entry: string): Set<string> =>
  new Set(
    [...pageFileConsumers(parcel, dir, entry)].filter(([, c]) => c === lazyConsumer(parcel)).map(([file]) => file),
  );

/**
 * What each consumer's source imports, read from the files (the same scan the rewrite relies on).
 * A parcel of SPLIT_BY_FIRST_SCREEN is two consumers: what its entry reaches statically, and
 * (as `<parcel>-lazy`) what only its lazily loaded files add.
 */
export function libraryUsage(
  dirs: Record<Consumer, string> = consumerDirs(),
  split: readonly ParcelName[] = SPLIT_BY_FIRST_SCREEN,
  byPage: readonly ParcelName[] = SPLIT_BY_PAGE,
): Map<Consumer, ConsumerUsage> {
  const usage = new Map<Consumer, ConsumerUsage>();
  for (const [consumer, dir] of Object.entries(dirs) as [Consumer, string][]) {
    const parcel = consumer as ParcelName;
    if (Object.hasOwn(PARCELS, consumer) && byPage.includes(parcel)) {
      for (const [c, u] of pageUsage(parcel, dir)) usage.set(c, u);
      continue;
    }
    const entry = Object.hasOwn(PARCELS, consumer) && split.includes(parcel) ? path.join(ROOT, PARCELS[parcel]) : null;
    const eager = entry && existsSync(entry) ? staticFiles(entry) : null;
    const u = emptyUsage();
    const later = emptyUsage();
    for (const file of sourceFiles(dir)) scanFile(file, eager && !eager.has(file) ? later : u);
    usage.set(consumer, u);
    if (!eager) continue;
    // What the first screen loads anyway is not asked for again later.
    for (const key of ['antd', 'icons', 'bare'] as const) for (const name of u[key]) later[key].delete(name);
    if (later.antd.size + later.icons.size + later.bare.size > 0) usage.set(lazyConsumer(parcel), later);
  }
  return usage;
}

/**
 * A parcel split by page: what its entry reaches (the parcel), what its parts add
 * (`<parcel>-lazy`) and what each page adds (`<parcel>~<page>`). What the entry loads anyway is
 * not asked for again.
 */
function pageUsage(parcel: ParcelName, dir: string): Map<Consumer, ConsumerUsage> {
  const entry = path.join(ROOT, PARCELS[parcel]);
  const byFile = pageFileConsumers(parcel, dir, entry);
  const usage = new Map<Consumer, ConsumerUsage>([[parcel, emptyUsage()]]);
  for (const file of sourceFiles(dir)) {
    const c = byFile.get(file) ?? parcel;
    if (!usage.has(c)) usage.set(c, emptyUsage());
    scanFile(file, usage.get(c) as ConsumerUsage);
  }
  const eager = usage.get(parcel) as ConsumerUsage;
  for (const [c, u] of usage) {
    if (c === parcel) continue;
    for (const key of ['antd', 'icons', 'bare'] as const) for (const name of eager[key]) u[key].delete(name);
    if (u.antd.size + u.icons.size + u.bare.size === 0) usage.delete(c);
  }
  return usage;
}

/** Adds what one source file imports to `u`. */
function scanFile(file: string, u: ConsumerUsage): void {
  const antd = antdComponentDirs();
  const code = readFileSync(file, 'utf8');
  // JSX compiles to imports of the automatic runtime.
  if (/\.[jt]sx$/.test(file)) u.bare.add('react/jsx-runtime');
  for (const m of code.matchAll(NAMED_IMPORT)) {
    if (m[1]) continue;
    for (const s of parseSpecifiers(m[2] as string)) {
      if (s.typeOnly) continue;
      if (m[3] === 'antd' && antd.has(s.imported)) u.antd.add(s.imported);
      if (m[3] === '@ant-design/icons' && ICON_NAME.test(s.imported)) u.icons.add(s.imported);
    }
  }
  for (const m of code.matchAll(BARE_IMPORT)) {
    const spec = m[1] as string;
    if (spec !== 'antd' && spec !== '@ant-design/icons' && !spec.startsWith('node:')) u.bare.add(spec);
  }
}

/** The import-map specifier of a consumer's facade. */
export const facadeSpecifier = (consumer: Consumer): string => GROUP_PREFIX + consumer;

/**
 * Who serves a component to a build outside the portal: the centre (which mounts product
 * parcels, so its facade is already loaded), then the shell, the centre's parts, any other
 * consumer, and last a page of the centre, the one with the fewest names first (its facade
 * brings the least code along).
 */
const outsidePreference =
  (usage: Map<Consumer, ConsumerUsage>) =>
  (a: Consumer, b: Consumer): number => {
    const rank = (c: Consumer): number =>
      c === 'center' ? 0 : c === SHELL ? 1 : c === 'center-lazy' ? 2 : isPageConsumer(c) ? 4 : 3;
    const names = (c: Consumer): number => (isPageConsumer(c) ? (usage.get(c)?.antd.size ?? 0) : 0);
    return rank(a) - rank(b) || names(a) - names(b) || a.localeCompare(b);
  };

/** Each consumer's facade, and the facade a build outside the portal imports each name from. Pure. */
export function computeLibraryGroups(usage: Map<Consumer, ConsumerUsage>): LibraryGroups {
  const groups: LibraryGroups = { antd: {}, icons: {}, consumers: {}, facades: {} };
  for (const consumer of [...usage.keys()].sort(outsidePreference(usage))) {
    const u = usage.get(consumer) as ConsumerUsage;
    if (u.antd.size + u.icons.size === 0) continue;
    const spec = facadeSpecifier(consumer);
    groups.facades[consumer] = { antd: [...u.antd].sort(), icons: [...u.icons].sort() };
    groups.consumers[spec] = [consumer];
    for (const name of u.antd) groups.antd[name] ??= spec;
    for (const name of u.icons) groups.icons[name] ??= spec;
  }
  return groups;
}

/**
 * The specifiers one consumer's build imports each name from: its own facade, and for a parcel
 * whose libraries are split by first screen, its lazy facade for what only its later pages use.
 */
export function consumerGroupIndex(groups: Pick<LibraryGroups, 'facades'>, consumer: Consumer): GroupIndex {
  const index: GroupIndex = { antd: {}, icons: {} };
  const eager = eagerTwin(consumer);
  const lazy = consumer === eager && consumer !== SHELL ? (`${consumer}-lazy` as LazyConsumer) : null;
  // A page's files: the page's facade, then the entry's (a page consumer lists only what the entry lacks).
  const order = isPageConsumer(consumer) ? [consumer, eager] : lazy ? [lazy, consumer] : [consumer];
  for (const c of order) {
    const facade = groups.facades[c];
    if (!facade) continue;
    // The eager facade last: a name both use comes from the one the first screen loaded.
    for (const name of facade.antd) index.antd[name] = facadeSpecifier(c);
    for (const name of facade.icons) index.icons[name] = facadeSpecifier(c);
  }
  return index;
}

/** The module a facade is built from: the named exports of its components and icons. */
export function groupEntrySource(groups: LibraryGroups, spec: string): string {
  const dirs = antdComponentDirs();
  const consumer = groups.consumers[spec]?.[0];
  const facade = consumer === undefined ? undefined : groups.facades[consumer];
  const lines: string[] = [];
  for (const name of facade?.antd ?? []) lines.push(`export { default as ${name} } from 'antd/es/${dirs.get(name)}';`);
  for (const name of facade?.icons ?? [])
    lines.push(`export { default as ${name} } from '@ant-design/icons/es/icons/${name}';`);
  return lines.join('\n') + '\n';
}

/**
 * Which consumers load each vendor specifier: the shell and parcels import them by name; a
 * group's consumers are in its name. The vendor build's chunking reads this.
 */
export function specifierConsumers(
  usage: Map<Consumer, ConsumerUsage>,
  groups: LibraryGroups,
): Map<string, Set<Consumer>> {
  const out = new Map<string, Set<Consumer>>();
  const add = (spec: string, c: Consumer): void => void out.set(spec, (out.get(spec) ?? new Set()).add(c));
  for (const [consumer, u] of usage) for (const spec of u.bare) add(spec, consumer);
  for (const [spec, consumers] of Object.entries(groups.consumers)) for (const c of consumers) add(spec, c);
  // The shell imports every application by name; each application's own specifier is its own.
  for (const name of Object.keys(PARCELS) as ParcelName[]) out.delete(parcelSpecifier(name));
  return out;
}

export function writeLibraryGroups(outDir: string, groups: LibraryGroups): void {
  writeFileSync(path.join(outDir, GROUPS_FILE), JSON.stringify(groups, null, 2) + '\n');
}

const readGroupsFile = (dirs: string[]): Partial<LibraryGroups> | null => {
  for (const dir of dirs) {
    const file = path.join(dir, GROUPS_FILE);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Partial<LibraryGroups>;
  }
  return null;
};

/**
 * For a build outside the portal: one facade per component the deployed vendor build serves;
 * none (per-component entries) when there is no build yet.
 */
export function readLibraryGroups(...dirs: string[]): GroupIndex {
  const raw = readGroupsFile(dirs);
  return { antd: raw?.antd ?? {}, icons: raw?.icons ?? {} };
}

/** For the portal's own build of `consumer`: its facades in the deployed vendor build. */
export function readConsumerGroups(consumer: Consumer, ...dirs: string[]): GroupIndex {
  return consumerGroupIndex({ facades: readGroupsFile(dirs)?.facades ?? {} }, consumer);
}

/**
 * For the build of a parcel split by page: the facades each of its files imports from (its
 * page's, the parts' or the entry's; see pageFileConsumers). Other parcels: one index for all.
 */
export function readFileGroups(parcel: ParcelName, ...dirs: string[]): (file: string) => GroupIndex {
  const facades = readGroupsFile(dirs)?.facades ?? {};
  const whole = consumerGroupIndex({ facades }, parcel);
  if (!SPLIT_BY_PAGE.includes(parcel)) return () => whole;
  const entry = path.join(ROOT, PARCELS[parcel]);
  const byFile = pageFileConsumers(parcel, path.dirname(entry), entry);
  const cache = new Map<Consumer, GroupIndex>();
  return (file) => {
    const c = byFile.get(file);
    // The entry's files and the parts: a name both facades hold comes from the entry's.
    if (!c || !isPageConsumer(c)) return whole;
    if (!cache.has(c)) cache.set(c, consumerGroupIndex({ facades }, c));
    return cache.get(c) as GroupIndex;
  };
}
