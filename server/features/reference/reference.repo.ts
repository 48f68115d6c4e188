/** Regions and dictionaries (SQL only), already in the shape the API answers. */
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import type { AreaNode, DictItem, LinkageItem, Region } from './reference.schemas';

export function regionsOf(db: Db, pid: number): Promise<Static<typeof Region>[]> {
  return db.query<Static<typeof Region>>('SELECT id, code, name, pid FROM regions WHERE pid = $1 ORDER BY code', [pid]);
}

/** The prefectures of a province, each with its counties (one query for the two levels). */
export async function areasOf(db: Db, provinceId: number): Promise<Static<typeof AreaNode>[]> {
  const rows = await db.query<Static<typeof Region>>(
    `SELECT r.id, r.code, r.name, r.pid FROM regions r
     WHERE r.pid = $1 OR r.pid IN (SELECT id FROM regions WHERE pid = $1)
     ORDER BY r.code`,
    [provinceId],
  );
  const areas = rows
    .filter((r) => r.pid === provinceId)
    .map((r) => ({ ...r, children: [] as Static<typeof Region>[] }));
  const byId = new Map(areas.map((a) => [a.id, a]));
  for (const r of rows) if (r.pid !== provinceId) byId.get(r.pid)?.children.push(r);
  return areas;
}

/** The children of a node of the linkage tree, each saying whether it has children itself. */
export function linkageOf(db: Db, pid: number): Promise<Static<typeof LinkageItem>[]> {
  return db.query<Static<typeof LinkageItem>>(
    `SELECT r.id, r.code, r.name, r.pid, EXISTS (SELECT 1 FROM regions c WHERE c.pid = r.id) AS "hasChildren"
     FROM regions r WHERE r.pid = $1 ORDER BY r.code`,
    [pid],
  );
}

/** Every dictionary entry, or those of one code. */
export function dictEntries(db: Db, code: string | null): Promise<Static<typeof DictItem>[]> {
  return db.query<Static<typeof DictItem>>(
    `SELECT code, dict_value AS "dictValue", dict_label AS "dictLabel" FROM dicts
     WHERE ($1::text IS NULL OR code = $1) ORDER BY code, order_num`,
    [code],
  );
}
