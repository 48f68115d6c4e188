/**
 * The voucher and transfer lists as .xlsx: what the list's filters find (the same visibility as
 * the lists), with the columns the lists show. Each answers the file's name and bytes, for the
 * routes to send (core/download.ts).
 */
import type { Static, TSchema } from 'typebox';
import type { AppContext } from '../../core/context';
import { exportSheet, type Column, type ExportFile } from '../excel/workbook';
import type { VoucherCaller } from './voucher-caller';
import { listTransfers, listVouchers } from './voucher-query.service';
import type { TransferExportQuery, VoucherExportQuery } from './voucher.schemas';

type VoucherLine = Awaited<ReturnType<typeof listVouchers>>['list'][number];
type TransferLine = Awaited<ReturnType<typeof listTransfers>>['list'][number];

const VOUCHER_COLUMNS: readonly Column<VoucherLine>[] = [
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

const TRANSFER_COLUMNS: readonly Column<TransferLine>[] = [
  { header: '申请编号', width: 18, value: (r) => r.appNo },
  { header: '凭证编号', width: 16, value: (r) => r.voucherNo },
  { header: '转让方', width: 28, value: (r) => r.compName },
  { header: '受让方', width: 40, value: (r) => r.parts.map((p) => `${p.receiverName}（${p.amount}元）`).join('；') },
  { header: '转让金额（元）', width: 16, value: (r) => r.amount },
  { header: '经办人', width: 10, value: (r) => r.makerName },
  { header: '申请时间', width: 20, value: (r) => r.madeTime },
  { header: '状态', width: 10, value: (r) => r.statusName },
];

/** An export of the voucher product: the list its query finds, as the caller may see it. */
type VoucherExport<Q extends TSchema> = (ctx: AppContext, c: VoucherCaller, q: Static<Q>) => Promise<ExportFile>;

export const exportVouchers: VoucherExport<typeof VoucherExportQuery> = (ctx, c, q) =>
  exportSheet(
    '凭证列表',
    VOUCHER_COLUMNS,
    async (limit) => (await listVouchers(ctx, c, { ...q, pageNum: 1 }, limit)).list,
  );

export const exportTransfers: VoucherExport<typeof TransferExportQuery> = (ctx, c, q) =>
  exportSheet(
    '转让列表',
    TRANSFER_COLUMNS,
    async (limit) => (await listTransfers(ctx, c, { ...q, pageNum: 1 }, limit)).list,
  );
