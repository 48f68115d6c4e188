/** The CMS sections and items (SQL only); only enabled ones are ever read. */
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import { pageWithTotal } from '../../db/page';
import type { CmsHurdle } from './cms.schemas';

export interface CmsRow {
  id: number;
  biz_code: string;
  title: string;
  summary: string;
  content: string;
  image_url: string;
  link_url: string;
  publish_time: number;
  order_num: number;
}

const COLS = 'id, biz_code, title, summary, content, image_url, link_url, publish_time, order_num';
/** A section's own order: the editors' order, then the newest first. */
const ORDER = 'ORDER BY order_num, publish_time DESC, id DESC';

export function enabledHurdles(db: Db): Promise<Static<typeof CmsHurdle>[]> {
  return db.query<Static<typeof CmsHurdle>>(
    'SELECT biz_code AS "bizCode", name, order_num AS "orderNum" FROM cms_hurdles WHERE enabled = 1 ORDER BY order_num',
  );
}

/** Every item of a section (at most 200). */
export function sectionItems(db: Db, bizCode: string): Promise<CmsRow[]> {
  return db.query<CmsRow>(`SELECT ${COLS} FROM cms_items WHERE biz_code = $1 AND enabled = 1 ${ORDER} LIMIT 200`, [
    bizCode,
  ]);
}

/** A page of a section, the newest first, and the section's item count. */
export async function sectionPage(
  db: Db,
  bizCode: string,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: CmsRow[]; total: number }> {
  return pageWithTotal<CmsRow>(db, {
    columns: COLS,
    from: 'FROM cms_items WHERE biz_code = $1 AND enabled = 1',
    orderBy: 'publish_time DESC, id DESC',
    params: [bizCode],
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  });
}

/** The item with that id in the section, or (without id) the section's first item. */
export async function sectionItem(db: Db, bizCode: string, id: number | undefined): Promise<CmsRow | null> {
  const rows =
    id === undefined
      ? await db.query<CmsRow>(`SELECT ${COLS} FROM cms_items WHERE biz_code = $1 AND enabled = 1 ${ORDER} LIMIT 1`, [
          bizCode,
        ])
      : await db.query<CmsRow>(`SELECT ${COLS} FROM cms_items WHERE biz_code = $1 AND id = $2 AND enabled = 1`, [
          bizCode,
          id,
        ]);
  return rows[0] ?? null;
}
