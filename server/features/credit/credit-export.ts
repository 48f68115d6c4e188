/** The columns of the credit-line export (.xlsx), as the list shows them. */
import type { Column } from '../excel/workbook';
import type { listLines } from './credit.service';

type LineRow = Awaited<ReturnType<typeof listLines>>['list'][number];

export const CREDIT_LINE_COLUMNS: readonly Column<LineRow>[] = [
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
