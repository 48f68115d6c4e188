/**
 * Giving a pending application's reserved amount back to its voucher: used by a withdrawn or
 * refused transfer, a lapsed one at maturity, and a rejected financing application.
 */
import { VOUCHER } from '../../core/status';
import type { Db } from '../../db/db';
import { setBalances, type VoucherRow } from './voucher.repo';
import { heldStatus, release } from './voucher-rules';

/** Gives a pending application's reservation back to the voucher (under its lock). */
export async function releaseReservation(tx: Db, v: VoucherRow, sumFen: number, now: number): Promise<void> {
  const after = release(
    { amountFen: v.amount_fen, availableFen: v.available_fen, reservedFen: v.reserved_fen },
    sumFen,
  );
  const held = [VOUCHER.held, VOUCHER.transferring, VOUCHER.transferred].includes(v.status as 55 | 40 | 60);
  await setBalances(tx, v.id, after.availableFen, after.reservedFen, held ? heldStatus(after) : v.status, now);
}
