import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ImportMap {
  imports: Record<string, string>;
  scopes: Record<string, Record<string, string>>;
}

export function readImportMap(dir: string): ImportMap {
  const raw = JSON.parse(readFileSync(path.join(dir, 'importmap.json'), 'utf8')) as Partial<ImportMap>;
  return { imports: raw.imports ?? {}, scopes: raw.scopes ?? {} };
}

/** Written atomically: a server reading the map mid-deploy sees the old or the new one, never half. */
export function writeImportMap(dir: string, map: ImportMap): void {
  const file = path.join(dir, 'importmap.json');
  const sorted: ImportMap = {
    imports: Object.fromEntries(Object.entries(map.imports).sort(([a], [b]) => a.localeCompare(b))),
    scopes: map.scopes,
  };
  writeFileSync(`${file}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(`${file}.tmp`, file);
}
