/**
 * The financing applications and disbursements the filters find, as .xlsx (the same visibility
 * as the list; E109 oversees); answers the file's name and bytes for the route to send.
 */
import type { Static } from 'typebox';
import type { AppContext, AuthContext } from '../../core/context';
import { exportSheet, type Column, type ExportFile } from '../excel/workbook';
import type { ExportQuery } from './znx.schemas';
import { type appView, exportFinancing } from './znx.service';

type Line = ReturnType<typeof appView>;
const COLUMNS: readonly Column<Line>[] = [
  { header: '申请编号', width: 16, value: (r) => r.appNo },
  { header: '凭证编号', width: 16, value: (r) => r.voucherNo },
  { header: '申请方', width: 28, value: (r) => r.applicantName },
  { header: '资金方', width: 28, value: (r) => r.funderName },
  { header: '申请金额（元）', width: 16, value: (r) => r.applied },
  { header: '融资金额（元）', width: 16, value: (r) => r.financing },
  { header: '利息（元）', width: 14, value: (r) => r.interest },
  { header: '费用（元）', width: 14, value: (r) => r.fee },
  { header: '实际到账（元）', width: 16, value: (r) => r.net },
  { header: '到期日', width: 12, value: (r) => r.dueDate },
  { header: '状态', width: 12, value: (r) => r.statusName },
  { header: '放款日期', width: 12, value: (r) => r.disbursedOn },
  { header: '放款金额（元）', width: 16, value: (r) => r.disbursed },
  { header: '银行流水号', width: 20, value: (r) => r.bankRef },
  { header: '申请时间', width: 20, value: (r) => r.createTime },
];

export async function exportApplications(
  ctx: AppContext,
  auth: AuthContext,
  q: Static<typeof ExportQuery>,
): Promise<ExportFile> {
  return exportSheet('融资申请', COLUMNS, (limit) => exportFinancing(ctx, auth, q, limit));
}
