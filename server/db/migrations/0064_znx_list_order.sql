-- 融资列表's 全部 tab of a funder reads its newest applications first without a status: an index in
-- that order (the funder index leads with the status, so it served only the per-step tabs).
-- The list's summary sums applied and financed amounts of what the filters find: INCLUDE them.
CREATE INDEX znx_applications_funder_time ON znx_applications (funder_comp_id, created_at DESC, id DESC) INCLUDE (status, applied_fen, financing_fen);
