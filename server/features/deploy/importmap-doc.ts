import type { Static } from 'typebox';
import type { Change, ImportMapSchema } from './deploy.schemas';

/** The shape of an import map as stored and served: imports, scopes and integrity (ImportMapSchema). */
export type ImportMapDoc = Static<typeof ImportMapSchema>;

export const EMPTY_MAP: ImportMapDoc = { imports: {}, scopes: {}, integrity: {} };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const strings = (v: unknown): Record<string, string> =>
  isObject(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/** Reads a stored or built map, dropping anything that is not a string entry. */
export function parseMap(text: string): ImportMapDoc {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...EMPTY_MAP };
  }
  if (!isObject(raw)) return { ...EMPTY_MAP };
  const scopes = isObject(raw.scopes)
    ? Object.fromEntries(Object.entries(raw.scopes).map(([k, v]) => [k, strings(v)]))
    : {};
  return { imports: strings(raw.imports), scopes, integrity: strings(raw.integrity) };
}

/** Every URL the map's entries and scopes name. */
export function usedUrls(map: ImportMapDoc): Set<string> {
  const used = new Set(Object.values(map.imports));
  for (const scope of Object.values(map.scopes)) for (const u of Object.values(scope)) used.add(u);
  return used;
}

/**
 * Sorted entries, and integrity only for URLs the map still uses or that belong to the closure
 * of a used entry (`closure`: the module URLs recorded for the used entries' deployments).
 */
export function normaliseMap(map: ImportMapDoc, closure: ReadonlySet<string> = new Set()): ImportMapDoc {
  const imports = Object.fromEntries(Object.entries(map.imports).sort(([a], [b]) => a.localeCompare(b)));
  const used = usedUrls({ ...map, imports });
  for (const u of closure) used.add(u);
  const integrity = Object.fromEntries(
    Object.entries(map.integrity)
      .filter(([u]) => used.has(u))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { imports, scopes: map.scopes, integrity };
}

/** The JSON a page gets: the integrity section only when there is something in it. */
export function serialiseMap(map: ImportMapDoc): string {
  const out: Record<string, unknown> = { imports: map.imports };
  if (Object.keys(map.scopes).length) out.scopes = map.scopes;
  if (Object.keys(map.integrity).length) out.integrity = map.integrity;
  return JSON.stringify(out);
}

export type EntryChange = Static<typeof Change>;

/** What differs between two maps' imports, sorted by specifier. */
export function diffImports(before: Record<string, string>, after: Record<string, string>): EntryChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const out: EntryChange[] = [];
  for (const k of keys) {
    const from = Object.hasOwn(before, k) ? (before[k] as string) : null;
    const to = Object.hasOwn(after, k) ? (after[k] as string) : null;
    if (from !== to) out.push({ specifier: k, from, to });
  }
  return out;
}
