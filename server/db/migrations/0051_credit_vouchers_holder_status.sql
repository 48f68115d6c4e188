-- 待我处理 and 我持有的 look a holder's vouchers up by status (待签收; the held statuses): an index
-- on both, with the amount for the list's summary, so neither reads all of a holder's vouchers.
CREATE INDEX credit_vouchers_holder_status ON credit_vouchers (holder_comp_id, status) INCLUDE (amount_fen);
