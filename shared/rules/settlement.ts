/**
 * 清分 clearing at maturity (product SETTLE): the issuer pays a root voucher's face amount once,
 * and it is split among the current holders of every part of its tree — each node's own part
 * (what it still holds: available plus anything still reserved) goes to its holder; a part a
 * funder bought (融) goes to the funder, who holds it. docs/decisions/settlement.md.
 */

/** Voucher statuses (shared/rules/status-codes.ts VOUCHER) whose own part is paid to the holder. */
export const PAYABLE_STATUSES: readonly number[] = [55, 40, 60, 70, 85];

export interface TreeNode {
  id: number;
  holderCompId: number;
  status: number;
  availableFen: number;
  reservedFen: number;
  financed: boolean;
}

export interface Payout {
  voucherId: number;
  payeeCompId: number;
  amountFen: number;
  financed: boolean;
}

/** The payouts of a tree, or why it cannot be cleared (the parts do not add up to the face amount). */
export function clearingPlan(
  rootAmountFen: number,
  nodes: readonly TreeNode[],
): { payouts: Payout[] } | { problem: string } {
  const payouts: Payout[] = [];
  for (const n of nodes) {
    const own = n.availableFen + n.reservedFen;
    if (!PAYABLE_STATUSES.includes(n.status) || own <= 0) continue;
    payouts.push({ voucherId: n.id, payeeCompId: n.holderCompId, amountFen: own, financed: n.financed });
  }
  const sum = payouts.reduce((s, p) => s + p.amountFen, 0);
  if (sum !== rootAmountFen) return { problem: '凭证各部分尚有未完成的签收或转让，暂不能清分，请稍后再试' };
  return { payouts };
}

/** Due within this many days: the issuer's finance sees it as 待兑付. */
export const SETTLE_WINDOW_DAYS = 30;

/** Who does what in SETTLE. */
export const SETTLE_ROLES = {
  /** 财务付款 of the issuer confirms payment. */
  confirm: ['E108'],
  view: ['E101', 'E102', 'E103', 'E105', 'E108', 'E109'],
} as const;

/**
 * A bank reference (银行流水号) of a payment: of 确认兑付 and of 登记放款. The server's schemas and
 * the forms check it by this rule and say so in these words.
 */
export const BANK_REF = /^[A-Za-z0-9-]{1,40}$/;
export const BANK_REF_MESSAGE = '银行流水号为1-40位字母、数字或-';
