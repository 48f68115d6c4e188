-- 融资列表 shows with every page how many applications a tab holds with their applied and financed
-- sums, and the funder's 待我审核 counts. Counting a funder's applications on every page turn cost
-- more than the page itself (20,000 rows: 8 ms of database time per request). The totals per
-- company, side (A applicant, F funder) and status are kept here instead, exact: a trigger adds
-- each change in the transaction that makes it.
--
-- The trigger is deferred to COMMIT, so its row locks are the last a transaction takes (after the
-- voucher and application locks), and it takes them in one order (side, company, status). Every
-- writer changes one application per transaction, so two commits never wait on each other
-- crosswise.
CREATE TABLE znx_app_totals (
  comp_id integer NOT NULL,
  side char(1) NOT NULL CHECK (side IN ('A', 'F')),
  status smallint NOT NULL,
  n integer NOT NULL,
  applied_fen bigint NOT NULL,
  financing_fen bigint NOT NULL,
  PRIMARY KEY (comp_id, side, status)
);

CREATE FUNCTION znx_app_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO znx_app_totals AS t (comp_id, side, status, n, applied_fen, financing_fen)
  SELECT d.comp_id, d.side, d.status, sum(d.n), sum(d.applied_fen), sum(d.financing_fen)
    FROM (
      SELECT NEW.applicant_comp_id, 'A', NEW.status, 1, NEW.applied_fen, NEW.financing_fen
      UNION ALL SELECT NEW.funder_comp_id, 'F', NEW.status, 1, NEW.applied_fen, NEW.financing_fen
      UNION ALL SELECT OLD.applicant_comp_id, 'A', OLD.status, -1, -OLD.applied_fen, -OLD.financing_fen WHERE TG_OP = 'UPDATE'
      UNION ALL SELECT OLD.funder_comp_id, 'F', OLD.status, -1, -OLD.applied_fen, -OLD.financing_fen WHERE TG_OP = 'UPDATE'
    ) AS d (comp_id, side, status, n, applied_fen, financing_fen)
   GROUP BY d.side, d.comp_id, d.status
   ORDER BY d.side, d.comp_id, d.status
  ON CONFLICT (comp_id, side, status) DO UPDATE
    SET n = t.n + EXCLUDED.n, applied_fen = t.applied_fen + EXCLUDED.applied_fen,
        financing_fen = t.financing_fen + EXCLUDED.financing_fen;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER znx_app_totals_insert AFTER INSERT ON znx_applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION znx_app_totals_apply();
CREATE CONSTRAINT TRIGGER znx_app_totals_update AFTER UPDATE ON znx_applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.applied_fen IS DISTINCT FROM NEW.applied_fen
        OR OLD.financing_fen IS DISTINCT FROM NEW.financing_fen OR OLD.applicant_comp_id IS DISTINCT FROM NEW.applicant_comp_id
        OR OLD.funder_comp_id IS DISTINCT FROM NEW.funder_comp_id)
  EXECUTE FUNCTION znx_app_totals_apply();

-- What the table held before the trigger.
INSERT INTO znx_app_totals (comp_id, side, status, n, applied_fen, financing_fen)
SELECT applicant_comp_id, 'A', status, count(*), sum(applied_fen), sum(financing_fen) FROM znx_applications GROUP BY applicant_comp_id, status
UNION ALL
SELECT funder_comp_id, 'F', status, count(*), sum(applied_fen), sum(financing_fen) FROM znx_applications GROUP BY funder_comp_id, status;
