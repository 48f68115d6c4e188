/** The tables of the live import map: its versions, the module graph and the adopted build. */
import type { Db } from '../../db/db';
import { pageWithTotal } from '../../db/page';

export interface VersionRow {
  version: number;
  created_at: number;
  actor: string;
  action: string;
  map: string;
  changes: string;
  rollback_to: number | null;
  ip: string;
}

/** One lock for every writer of the map, so two deploys at once get consecutive versions. */
const MAP_LOCK = 727_274_017;

export async function lockMap(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MAP_LOCK]);
}

export async function latestVersionNumber(db: Db): Promise<number> {
  const rows = await db.query<{ v: number | null }>('SELECT max(version) AS v FROM importmap_versions');
  return Number(rows[0]?.v ?? 0);
}

export async function readVersion(db: Db, version: number): Promise<VersionRow | null> {
  const rows = await db.query<VersionRow>(
    `SELECT version, created_at, actor, action, map, changes, rollback_to, ip
       FROM importmap_versions WHERE version = $1`,
    [version],
  );
  return rows[0] ?? null;
}

export async function readLatest(db: Db): Promise<VersionRow | null> {
  const rows = await db.query<VersionRow>(
    `SELECT version, created_at, actor, action, map, changes, rollback_to, ip
       FROM importmap_versions ORDER BY version DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function insertVersion(tx: Db, row: VersionRow): Promise<void> {
  await tx.query(
    `INSERT INTO importmap_versions (version, created_at, actor, action, map, changes, rollback_to, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.version, row.created_at, row.actor, row.action, row.map, row.changes, row.rollback_to, row.ip],
  );
}

/** Newest first; the whole map is left out (the history lists changes). */
export async function listVersions(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: Omit<VersionRow, 'map'>[]; total: number }> {
  return pageWithTotal<Omit<VersionRow, 'map'>>(db, {
    columns: 'version, created_at, actor, action, changes, rollback_to, ip',
    from: 'FROM importmap_versions',
    orderBy: 'version DESC',
    params: [],
    limit,
    offset,
  });
}

/** Adds module graph rows; a URL already known keeps its row (same URL, same content). */
export async function addModules(
  tx: Db,
  graph: Readonly<Record<string, readonly string[]>>,
  now: number,
): Promise<void> {
  const entries = Object.entries(graph);
  // In slices, so a vendor build of hundreds of modules is a few statements, not hundreds.
  for (let i = 0; i < entries.length; i += 500) {
    const part = entries.slice(i, i + 500);
    await tx.query(
      `INSERT INTO importmap_modules (url, imports, created_at)
       SELECT u, i, $3 FROM unnest($1::text[], $2::text[]) AS t (u, i)
       ON CONFLICT (url) DO NOTHING`,
      [part.map(([u]) => u), part.map(([, imports]) => JSON.stringify(imports)), now],
    );
  }
}

export async function readModules(db: Db): Promise<{ url: string; imports: string }[]> {
  return db.query<{ url: string; imports: string }>('SELECT url, imports FROM importmap_modules');
}

export async function readSource(db: Db): Promise<{ map: string; file_mtime: number } | null> {
  const rows = await db.query<{ map: string; file_mtime: number }>(
    'SELECT map, file_mtime FROM importmap_source WHERE id = 1',
  );
  return rows[0] ?? null;
}

export async function writeSource(tx: Db, map: string, fileMtime: number): Promise<void> {
  await tx.query(
    `INSERT INTO importmap_source (id, map, file_mtime) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET map = EXCLUDED.map, file_mtime = EXCLUDED.file_mtime`,
    [map, fileMtime],
  );
}

export interface IntegrityRow {
  entry_url: string;
  module_url: string;
  integrity: string;
  specifier: string;
  version: number;
  created_at: number;
}

/** Records the closure of deployed entries; a row already there (same entry, same module) stays as it was. */
export async function recordIntegrity(tx: Db, rows: readonly IntegrityRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    await tx.query(
      `INSERT INTO importmap_integrity (entry_url, module_url, integrity, specifier, version, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::bigint[])
       ON CONFLICT (entry_url, module_url) DO NOTHING`,
      [
        part.map((r) => r.entry_url),
        part.map((r) => r.module_url),
        part.map((r) => r.integrity),
        part.map((r) => r.specifier),
        part.map((r) => r.version),
        part.map((r) => r.created_at),
      ],
    );
  }
}

/** What deployments recorded for these module URLs (as any entry's module), oldest first. */
export async function integrityOfModules(db: Db, moduleUrls: readonly string[]): Promise<IntegrityRow[]> {
  if (moduleUrls.length === 0) return [];
  return db.query<IntegrityRow>(
    `SELECT entry_url, module_url, integrity, specifier, version, created_at
       FROM importmap_integrity WHERE module_url = ANY($1::text[]) ORDER BY version, module_url`,
    [moduleUrls],
  );
}

/** The module URLs of the recorded closures of these entry URLs. */
export async function closureModules(db: Db, entryUrls: readonly string[]): Promise<Set<string>> {
  if (entryUrls.length === 0) return new Set();
  const rows = await db.query<{ module_url: string }>(
    'SELECT DISTINCT module_url FROM importmap_integrity WHERE entry_url = ANY($1::text[])',
    [entryUrls],
  );
  return new Set(rows.map((r) => r.module_url));
}
