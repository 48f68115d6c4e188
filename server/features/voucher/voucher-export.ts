/** The columns of the voucher and transfer exports (.xlsx), as the lists show them. */
import type { Column } from '../excel/workbook';
import type { listTransfers, listVouchers } from './voucher-query.service';

type VoucherLine = Awaited<ReturnType<typeof listVouchers>>['list'][number];
type TransferLine = Awaited<ReturnType<typeof listTransfers>>['list'][number];

export const VOUCHER_COLUMNS_XLSX: readonly Column<VoucherLine>[] = [
  { header: '凭证编号', width: 16, value: (r) => r.voucherNo },
  { header: '原始凭证编号', width: 16, value: (r) => r.rootNo },
  { header: '开立方', width: 28, value: (r) => r.issuerName },
  { header: '持有方', width: 28, value: (r) => r.holderName },
  { header: '金额（元）', width: 16, value: (r) => r.amount },
  { header: '可用余额（元）', width: 16, value: (r) => r.availableAmount },
  { header: '开立日', width: 12, value: (r) => r.issueDate },
  { header: '到期日', width: 12, value: (r) => r.dueDate },
  { header: '状态', width: 10, value: (r) => r.statusName },
];

export const TRANSFER_COLUMNS: readonly Column<TransferLine>[] = [
  { header: '申请编号', width: 18, value: (r) => r.appNo },
  { header: '凭证编号', width: 16, value: (r) => r.voucherNo },
  { header: '转让方', width: 28, value: (r) => r.compName },
  { header: '受让方', width: 40, value: (r) => r.parts.map((p) => `${p.receiverName}（${p.amount}元）`).join('；') },
  { header: '转让金额（元）', width: 16, value: (r) => r.amount },
  { header: '经办人', width: 10, value: (r) => r.makerName },
  { header: '申请时间', width: 20, value: (r) => r.madeTime },
  { header: '状态', width: 10, value: (r) => r.statusName },
];
