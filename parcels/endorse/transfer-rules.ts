/**
 * The rules of a transfer application, pure so the form shows them live and tests check them
 * alone: each part at least ¥0.01 with at most two decimals, the parts' sum within the
 * voucher's available balance (exact, in fen), each receiver once and never the holder itself,
 * and no transfer on or after the due date. The server checks the same and reserves the sum.
 */
import { typedYuanToFen, fenToYuan } from '@scf/shared';

export interface PartInput {
  receiverCompId?: number;
  amount?: string;
}

export interface TransferCheck {
  /** Sum of the valid parts, in fen. */
  sumFen: number;
  /** What stays with the holder, in fen (negative when the parts ask too much). */
  remainderFen: number;
  /** Per part, its problem or null. */
  parts: (string | null)[];
  /** A problem of the whole application, or null. */
  problem: string | null;
}

export const MAX_PARTS = 20;

export function checkTransfer(parts: readonly PartInput[], availableFen: number, daysToDue: number): TransferCheck {
  const seen = new Set<number>();
  let sumFen = 0;
  const perPart = parts.map((p) => {
    if (!p?.receiverCompId) return '请选择接收方';
    if (seen.has(p.receiverCompId)) return '同一接收方只能出现一次，请合并金额';
    seen.add(p.receiverCompId);
    const text = (p.amount ?? '').trim();
    if (!text) return '请输入转让金额';
    const fen = typedYuanToFen(text);
    if (fen === null) return '金额须为数字，最多两位小数';
    if (fen < 1) return '每笔转让金额不能小于 0.01 元';
    sumFen += fen;
    return null;
  });
  let problem: string | null = null;
  if (daysToDue <= 0) problem = '凭证已到期，不能再转让';
  else if (parts.length === 0) problem = '请至少添加一个接收方';
  else if (parts.length > MAX_PARTS) problem = `一次最多转让给 ${MAX_PARTS} 个接收方`;
  else if (sumFen > availableFen)
    problem = `转让合计 ${fenToYuan(sumFen)} 元，超过可用余额 ${fenToYuan(availableFen)} 元`;
  return { sumFen, remainderFen: availableFen - sumFen, parts: perPart, problem };
}
