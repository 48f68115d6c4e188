-- 结算服务 (product SETTLE): payment of a root voucher at maturity and its clearing (清分) to the
-- holders of every part (docs/decisions/settlement.md).

CREATE SEQUENCE settle_no_seq START 1;

-- One row per part paid: which voucher of the tree, to whom, how much. A part is paid once
-- (UNIQUE voucher_id), under the root's row lock; the parts of a root add up to its face amount.
CREATE TABLE settlements (
  id bigserial PRIMARY KEY,
  settle_no text NOT NULL UNIQUE,
  root_id bigint NOT NULL REFERENCES credit_vouchers (id),
  voucher_id bigint NOT NULL UNIQUE REFERENCES credit_vouchers (id),
  issuer_comp_id integer NOT NULL REFERENCES companies (id),
  payee_comp_id integer NOT NULL REFERENCES companies (id),
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  financed boolean NOT NULL,
  paid_on date NOT NULL,
  bank_ref text NOT NULL,
  confirmed_by integer NOT NULL REFERENCES employees (id),
  created_at bigint NOT NULL
);
CREATE INDEX settlements_root ON settlements (root_id);
CREATE INDEX settlements_payee ON settlements (payee_comp_id, created_at DESC);
CREATE INDEX settlements_issuer ON settlements (issuer_comp_id, created_at DESC);

-- The daily overdue reminder is sent once per root and day, whichever instance sweeps.
CREATE TABLE settle_reminders (
  root_id bigint NOT NULL REFERENCES credit_vouchers (id),
  day date NOT NULL,
  PRIMARY KEY (root_id, day)
);
