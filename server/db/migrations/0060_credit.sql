-- 授信管理 (product CREDIT): credit lines a funding party grants a core enterprise, their review
-- record, and which vouchers use how much of them (docs/decisions/credit-lines.md).

CREATE SEQUENCE credit_line_no_seq START 1;

-- One application and, once approved, the line itself. status: shared/rules/status-codes.ts
-- (CREDIT_LINE). used_fen is the sum of the line's usages in force, kept in the same
-- transaction as every usage change under the line's row lock; the CHECK is the last guard.
CREATE TABLE credit_lines (
  id serial PRIMARY KEY,
  line_no text NOT NULL UNIQUE,
  applicant_comp_id integer NOT NULL REFERENCES companies (id),
  funder_comp_id integer NOT NULL REFERENCES companies (id),
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  used_fen bigint NOT NULL DEFAULT 0,
  term_months integer NOT NULL CHECK (term_months BETWEEN 1 AND 36),
  -- Which vouchers it may back: the longest term (issue to due date) and the largest single amount.
  max_voucher_days integer NOT NULL CHECK (max_voucher_days BETWEEN 1 AND 365),
  single_limit_fen bigint CHECK (single_limit_fen IS NULL OR single_limit_fen > 0),
  purpose text NOT NULL,
  status smallint NOT NULL,
  valid_from date,
  valid_to date,
  applied_by integer NOT NULL REFERENCES employees (id),
  applied_at bigint NOT NULL,
  first_reviewer integer REFERENCES employees (id),
  second_reviewer integer REFERENCES employees (id),
  reason text,
  idem_key text NOT NULL,
  updated_at bigint NOT NULL,
  CHECK (used_fen >= 0 AND used_fen <= amount_fen),
  UNIQUE (applicant_comp_id, idem_key)
);
CREATE INDEX credit_lines_applicant ON credit_lines (applicant_comp_id, status, valid_to);
CREATE INDEX credit_lines_funder ON credit_lines (funder_comp_id, status, applied_at DESC);

-- Every step of an application: who did what, when, with which result and reason.
CREATE TABLE credit_line_steps (
  id bigserial PRIMARY KEY,
  line_id integer NOT NULL REFERENCES credit_lines (id),
  step text NOT NULL,
  comp_id integer NOT NULL REFERENCES companies (id),
  employee_id integer NOT NULL REFERENCES employees (id),
  actor_name text NOT NULL,
  result text NOT NULL,
  reason text,
  created_at bigint NOT NULL
);
CREATE INDEX credit_line_steps_line ON credit_line_steps (line_id, id);

-- What a voucher takes from a line: one row per voucher (a voucher is backed by one line);
-- released_at is set when the voucher is voided or settled and the amount goes back.
CREATE TABLE credit_usages (
  id bigserial PRIMARY KEY,
  line_id integer NOT NULL REFERENCES credit_lines (id),
  voucher_id bigint NOT NULL UNIQUE,
  voucher_no text NOT NULL,
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  taken_at bigint NOT NULL,
  released_at bigint,
  release_reason text
);
CREATE INDEX credit_usages_line ON credit_usages (line_id, taken_at DESC);
