/**
 * Library groups: antd components and icons gathered by the parcels that use them, so that a
 * first visit fetches a few files instead of one per component and icon.
 *
 * The consumers are the root config (the shell every page loads) and each parcel. A component's
 * group is the exact set of consumers that import it by name (`center_login`, `index`, …), so a
 * page loads only groups it needs. The vendor build makes each group one import-map entry
 * (`@scf/lib/<consumers>`) and writes `library-groups.json` (component → group specifier),
 * which the parcel builds read to point their imports at the group.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_NAME, NAMED_IMPORT, antdComponentDirs, parseSpecifiers, type GroupIndex } from './library-imports';
import { PARCELS, parcelSpecifier, type ParcelName } from './parcels';
import { ROOT } from './paths';

/** The shell: the root config, loaded on every page. */
export const SHELL = 'shell';
export type Consumer = ParcelName | typeof SHELL;

export const GROUP_PREFIX = '@scf/lib/';
export const GROUPS_FILE = 'library-groups.json';

export interface ConsumerUsage {
  antd: Set<string>;
  icons: Set<string>;
  /** Every other bare specifier its source imports (react, @scf/shared/ui, …). */
  bare: Set<string>;
}

export interface LibraryGroups extends GroupIndex {
  /** group specifier → the consumers that use it */
  consumers: Record<string, Consumer[]>;
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
  for (const [name, entry] of Object.entries(PARCELS) as [ParcelName, string][]) dirs[name] = path.join(ROOT, path.dirname(entry));
  return dirs;
};

/** What each consumer's source imports, read from the files (the same scan the rewrite relies on). */
export function libraryUsage(dirs: Record<Consumer, string> = consumerDirs()): Map<Consumer, ConsumerUsage> {
  const antd = antdComponentDirs();
  const usage = new Map<Consumer, ConsumerUsage>();
  for (const [consumer, dir] of Object.entries(dirs) as [Consumer, string][]) {
    const u: ConsumerUsage = { antd: new Set(), icons: new Set(), bare: new Set() };
    for (const file of sourceFiles(dir)) {
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
    usage.set(consumer, u);
  }
  return usage;
}

const groupName = (consumers: Iterable<Consumer>): string => GROUP_PREFIX + [...consumers].sort().join('_');

/** Component and icon → group specifier, by the exact set of consumers that use each. Pure. */
export function computeLibraryGroups(usage: Map<Consumer, ConsumerUsage>): LibraryGroups {
  const users = (pick: (u: ConsumerUsage) => Set<string>): Map<string, Consumer[]> => {
    const by = new Map<string, Consumer[]>();
    for (const [consumer, u] of usage) for (const name of pick(u)) by.set(name, [...(by.get(name) ?? []), consumer]);
    return by;
  };
  const groups: LibraryGroups = { antd: {}, icons: {}, consumers: {} };
  for (const [kind, by] of [['antd', users((u) => u.antd)], ['icons', users((u) => u.icons)]] as const) {
    for (const [name, consumers] of [...by].sort(([a], [b]) => a.localeCompare(b))) {
      const spec = groupName(consumers);
      groups[kind][name] = spec;
      groups.consumers[spec] = [...consumers].sort();
    }
  }
  return groups;
}

/** The module a group entry is built from: the named exports of its components and icons. */
export function groupEntrySource(groups: LibraryGroups, spec: string): string {
  const dirs = antdComponentDirs();
  const lines: string[] = [];
  for (const [name, s] of Object.entries(groups.antd)) if (s === spec) lines.push(`export { default as ${name} } from 'antd/es/${dirs.get(name)}';`);
  for (const [name, s] of Object.entries(groups.icons)) if (s === spec) lines.push(`export { default as ${name} } from '@ant-design/icons/es/icons/${name}';`);
  return lines.join('\n') + '\n';
}

/**
 * Which consumers load each vendor specifier: the shell and parcels import them by name; a
 * group's consumers are in its name. The vendor build's chunking reads this.
 */
export function specifierConsumers(usage: Map<Consumer, ConsumerUsage>, groups: LibraryGroups): Map<string, Set<Consumer>> {
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

/** The groups the deployed vendor build serves; none (per-component entries) when there is no build yet. */
export function readLibraryGroups(...dirs: string[]): GroupIndex {
  for (const dir of dirs) {
    const file = path.join(dir, GROUPS_FILE);
    if (!existsSync(file)) continue;
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<GroupIndex>;
    return { antd: raw.antd ?? {}, icons: raw.icons ?? {} };
  }
  return { antd: {}, icons: {} };
}
