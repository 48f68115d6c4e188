-- 保理融资 (product ZNX): a holder finances a held voucher (or a part of it) at a funder's
-- discount (docs/decisions/financing.md). Money in fen, rates in basis points.

-- The funder's product settings, edited by its administrator (E101 in ZNX).
CREATE TABLE znx_settings (
  funder_comp_id integer PRIMARY KEY REFERENCES companies (id),
  ratio_bp integer NOT NULL CHECK (ratio_bp BETWEEN 1 AND 10000),
  annual_rate_bp integer NOT NULL CHECK (annual_rate_bp BETWEEN 0 AND 3600),
  fee_rate_bp integer NOT NULL CHECK (fee_rate_bp BETWEEN 0 AND 1000),
  fixed_fee_fen bigint NOT NULL CHECK (fixed_fee_fen BETWEEN 0 AND 100000000),
  -- Financing amounts above this also need the funder's risk reviews (E110 → E111).
  risk_threshold_fen bigint NOT NULL CHECK (risk_threshold_fen >= 0),
  updated_by integer REFERENCES employees (id),
  updated_at bigint NOT NULL
);

CREATE SEQUENCE znx_app_no_seq START 1;

-- One application: the applied part of a voucher (reserved on it while alive), the terms and the
-- calculation it was made with, who decided each step, and the disbursement.
CREATE TABLE znx_applications (
  id serial PRIMARY KEY,
  app_no text NOT NULL UNIQUE,
  voucher_id bigint NOT NULL REFERENCES credit_vouchers (id),
  applicant_comp_id integer NOT NULL REFERENCES companies (id),
  funder_comp_id integer NOT NULL REFERENCES companies (id),
  applied_fen bigint NOT NULL CHECK (applied_fen > 0),
  ratio_bp integer NOT NULL,
  annual_rate_bp integer NOT NULL,
  fee_rate_bp integer NOT NULL,
  fixed_fee_fen bigint NOT NULL,
  needs_risk boolean NOT NULL,
  financing_fen bigint NOT NULL,
  interest_fen bigint NOT NULL,
  fee_fen bigint NOT NULL,
  net_fen bigint NOT NULL CHECK (net_fen > 0),
  days integer NOT NULL,
  quoted_on date NOT NULL,
  contract_no text NOT NULL,
  status smallint NOT NULL,
  maker_id integer NOT NULL REFERENCES employees (id),
  submitter_id integer REFERENCES employees (id),
  loan_first_id integer REFERENCES employees (id),
  loan_second_id integer REFERENCES employees (id),
  risk_first_id integer REFERENCES employees (id),
  risk_second_id integer REFERENCES employees (id),
  reason text NOT NULL DEFAULT '',
  disbursed_on date,
  disbursed_fen bigint,
  bank_ref text,
  payer_id integer REFERENCES employees (id),
  child_voucher_id bigint REFERENCES credit_vouchers (id),
  idem_key text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (applicant_comp_id, idem_key),
  CHECK (financing_fen = net_fen + interest_fen + fee_fen AND financing_fen <= applied_fen)
);
CREATE INDEX znx_applications_applicant ON znx_applications (applicant_comp_id, created_at DESC, id DESC);
CREATE INDEX znx_applications_funder ON znx_applications (funder_comp_id, status, created_at DESC, id DESC);
CREATE INDEX znx_applications_voucher ON znx_applications (voucher_id);

-- The trade documents: each invoice of an application. An invoice (seller, number) is in at
-- most one live or disbursed application (active), so it is never financed twice, and the
-- applied amount never exceeds the sum of its invoices.
CREATE TABLE znx_invoices (
  application_id integer NOT NULL REFERENCES znx_applications (id),
  seq smallint NOT NULL,
  seller_comp_id integer NOT NULL REFERENCES companies (id),
  invoice_no text NOT NULL,
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  invoice_date date NOT NULL,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (application_id, seq)
);
CREATE UNIQUE INDEX znx_invoices_once ON znx_invoices (seller_comp_id, invoice_no) WHERE active;

-- The operation record of an application.
CREATE TABLE znx_steps (
  id bigserial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES znx_applications (id),
  step text NOT NULL,
  comp_id integer NOT NULL REFERENCES companies (id),
  employee_id integer REFERENCES employees (id),
  actor_name text NOT NULL,
  result text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX znx_steps_app ON znx_steps (application_id, id);
