-- The paged lists of SETTLE (server/features/settle/settle-list.repo.ts). Each is a partial index
-- whose predicate is the list's fixed condition, written with the same constants in the same
-- order as the repository's query (PostgreSQL uses a partial index only when the query states
-- its predicate), keyed by the company and the due date so that a page is read in order and cut
-- by LIMIT, and the per-day totals and the summary read the index alone.

-- 待兑付: the issuer's unpaid, issued roots (status not 待复核, 已退回, 已作废, 已拒签, 已兑付).
CREATE INDEX credit_vouchers_settle_due ON credit_vouchers (issuer_comp_id, due_date, id) INCLUDE (amount_fen)
  WHERE parent_id IS NULL AND issue_date IS NOT NULL AND status NOT IN (10, 15, 30, 35, 80);

-- 待收款: the parts a holder waits to be paid for (持有中, 转让中, 已转让, 待兑付, 已逾期, with something of its own).
CREATE INDEX credit_vouchers_settle_receivable ON credit_vouchers (holder_comp_id, due_date, id) INCLUDE (available_fen, reserved_fen)
  WHERE status IN (55, 40, 60, 70, 85) AND available_fen + reserved_fen > 0;
