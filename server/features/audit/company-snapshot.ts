/** The editable company fields as labelled values, and which of them a change touched (for the operation log). */
import { maskMobile } from '../../core/rules';
import type { Db } from '../../db/db';
import { companyLogRow } from '../company/company.repo';

export type Fields = Record<string, string>;

export async function companyFieldsForLog(db: Db, compId: number): Promise<Fields> {
  const c = await companyLogRow(db, compId);
  if (!c) return {};
  return {
    企业名称: c.comp_name,
    地址: c.address ?? '',
    联系人: c.contact_name ?? '',
    联系电话: maskMobile(c.contact_phone ?? ''),
    邮箱: c.email ?? '',
    企业简介: c.introduction ?? '',
  };
}

/** Only the fields whose value differs, before and after. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const b: Fields = {};
  const a: Fields = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      b[key] = before[key] ?? '';
      a[key] = after[key] ?? '';
    }
  }
  return { before: b, after: a };
}
