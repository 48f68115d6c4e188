/**
 * The credit-line list as .xlsx: the lines the list's filters find (the same visibility as the
 * list), with the columns it shows; answers the file's name and bytes for the route to send.
 */
import type { Static } from 'typebox';
import type { AppContext, AuthContext } from '../../core/context';
import { exportSheet, type Column, type ExportFile } from '../excel/workbook';
import type { ExportQuery } from './credit.schemas';
import { listLines } from './credit.service';

type LineRow = Awaited<ReturnType<typeof listLines>>['list'][number];

const CREDIT_LINE_COLUMNS: readonly Column<LineRow>[] = [
  { header: '授信编号', width: 16, value: (r) => r.lineNo },
  { header: '申请方', width: 28, value: (r) => r.applicantName },
  { header: '资金方', width: 28, value: (r) => r.funderName },
  { header: '授信额度（元）', width: 18, value: (r) => r.amount },
  { header: '已用额度（元）', width: 18, value: (r) => r.used },
  { header: '可用额度（元）', width: 18, value: (r) => r.available },
  { header: '期限（月）', width: 10, value: (r) => String(r.termMonths) },
  { header: '生效日', width: 12, value: (r) => r.validFrom },
  { header: '到期日', width: 12, value: (r) => r.validTo },
  { header: '申请人', width: 10, value: (r) => r.appliedBy },
  { header: '申请时间', width: 20, value: (r) => r.appliedAt },
  { header: '状态', width: 10, value: (r) => r.statusName },
];

export async function exportLines(
  ctx: AppContext,
  auth: AuthContext,
  q: Static<typeof ExportQuery>,
): Promise<ExportFile> {
  const { status, ...filters } = q;
  const statuses = status === undefined ? undefined : [status];
  return exportSheet('授信列表', CREDIT_LINE_COLUMNS, async (limit) => {
    return (await listLines(ctx, auth, { ...filters, status: statuses, pageNum: 1, pageSize: limit })).list;
  });
}
