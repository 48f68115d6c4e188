-- The electronic credit voucher (电子债权凭证) of the products BILL (票据服务) and ENDORSE (背书转让),
-- and the extension points of CREDIT / ZNX / SETTLE (docs/decisions/voucher-domain.md).
-- Money is integer fen (bigint); dates of the business (issue, due) are calendar days in
-- Asia/Shanghai (date); times are epoch milliseconds from the server's clock (bigint).
-- Status codes and their names: shared/rules/status-codes.ts (VOUCHER, VOUCHER_APP).

-- Who may receive a voucher from whom: a company's own counterparties (directional: the rows
-- of comp_id are the companies it may issue or transfer to). Seeded; an administrator adds one
-- by the other company's credit code.
CREATE TABLE trade_relations (
  id serial PRIMARY KEY,
  comp_id integer NOT NULL REFERENCES companies (id),
  partner_comp_id integer NOT NULL REFERENCES companies (id),
  created_by integer REFERENCES employees (id),
  created_at bigint NOT NULL,
  UNIQUE (comp_id, partner_comp_id),
  CHECK (comp_id <> partner_comp_id)
);

-- Voucher numbers: 12 digits, zero-padded (voucher_no = lpad(nextval, 12, '0')).
CREATE SEQUENCE credit_voucher_no_seq START 1;

-- One row per voucher: a root issued by a core enterprise, or a child split off by a transfer
-- (or, later, by financing). A child keeps the root's number, issuer and due date.
-- Balances: amount = available + reserved + the amounts of the live children (not refused,
-- not voided); reserved is what pending applications hold.
CREATE TABLE credit_vouchers (
  id bigserial PRIMARY KEY,
  voucher_no text NOT NULL UNIQUE CHECK (voucher_no ~ '^[0-9]{12}$'),
  root_id bigint REFERENCES credit_vouchers (id),
  root_no text NOT NULL,
  parent_id bigint REFERENCES credit_vouchers (id),
  depth smallint NOT NULL DEFAULT 0,
  issuer_comp_id integer NOT NULL REFERENCES companies (id),
  -- The company that gave it (the issuer for a root, the transferring holder for a child).
  from_comp_id integer NOT NULL REFERENCES companies (id),
  -- The holder once signed for; the receiver while it waits for the sign-for.
  holder_comp_id integer NOT NULL REFERENCES companies (id),
  amount_fen bigint NOT NULL CHECK (amount_fen > 0 AND amount_fen <= 10000000000),
  available_fen bigint NOT NULL CHECK (available_fen >= 0),
  reserved_fen bigint NOT NULL DEFAULT 0 CHECK (reserved_fen >= 0),
  issue_date date,
  due_date date NOT NULL,
  status smallint NOT NULL,
  contract_no text NOT NULL DEFAULT '',
  invoice_nos text[] NOT NULL DEFAULT '{}',
  -- [{ "fileToken": …, "fileName": … }] of files stored through the upload (files.token).
  attachments jsonb NOT NULL DEFAULT '[]',
  remark text NOT NULL DEFAULT '',
  -- ZNX (issue 35): the part a funder bought; shown with 融 in the tree.
  financed boolean NOT NULL DEFAULT false,
  -- CREDIT (issue 35): the credit line a root voucher uses; nothing references it here yet.
  credit_line_id bigint,
  created_by integer NOT NULL REFERENCES employees (id),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CHECK (available_fen + reserved_fen <= amount_fen)
);
-- The list's tabs (我开立的 / 我持有的 / all visible), newest first, with the amount for the summary.
CREATE INDEX credit_vouchers_issuer ON credit_vouchers (issuer_comp_id, created_at DESC, id DESC) INCLUDE (amount_fen, status, parent_id);
CREATE INDEX credit_vouchers_holder ON credit_vouchers (holder_comp_id, created_at DESC, id DESC) INCLUDE (amount_fen, status);
CREATE INDEX credit_vouchers_from ON credit_vouchers (from_comp_id, created_at DESC, id DESC) INCLUDE (amount_fen, status);
CREATE INDEX credit_vouchers_root ON credit_vouchers (root_id);
CREATE INDEX credit_vouchers_parent ON credit_vouchers (parent_id);
-- The maturity sweep: held vouchers by due date.
CREATE INDEX credit_vouchers_due ON credit_vouchers (status, due_date);

-- Maker–checker applications on a voucher: issue (开立), signFor (签收/拒签), transfer (转让/拆分),
-- void (作废). The maker prepares, a checker of the same company decides; never the same person.
CREATE SEQUENCE voucher_app_no_seq START 1;
CREATE TABLE voucher_applications (
  id bigserial PRIMARY KEY,
  app_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('issue', 'signFor', 'transfer', 'void')),
  voucher_id bigint NOT NULL REFERENCES credit_vouchers (id),
  -- The acting company (the maker's and so the checker's).
  comp_id integer NOT NULL REFERENCES companies (id),
  status smallint NOT NULL,
  -- signFor: 'accept' or 'refuse'.
  decision text CHECK (decision IS NULL OR decision IN ('accept', 'refuse')),
  -- transfer: the sum of its parts (reserved on the voucher while it is pending).
  amount_fen bigint NOT NULL DEFAULT 0 CHECK (amount_fen >= 0),
  -- The maker's reason (refusal, void).
  reason text NOT NULL DEFAULT '',
  maker_employee_id integer NOT NULL REFERENCES employees (id),
  made_at bigint NOT NULL,
  checker_employee_id integer REFERENCES employees (id),
  checked_at bigint,
  -- The checker's reason when returning it.
  return_reason text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX voucher_applications_voucher ON voucher_applications (voucher_id, id DESC);
CREATE INDEX voucher_applications_open ON voucher_applications (comp_id, status, kind);
CREATE INDEX voucher_applications_comp ON voucher_applications (comp_id, kind, created_at DESC, id DESC);

-- The parts of a transfer: each becomes a child voucher for its receiver when the holder's
-- checker approves.
CREATE TABLE voucher_transfer_parts (
  application_id bigint NOT NULL REFERENCES voucher_applications (id),
  seq smallint NOT NULL,
  receiver_comp_id integer NOT NULL REFERENCES companies (id),
  amount_fen bigint NOT NULL CHECK (amount_fen > 0),
  child_voucher_id bigint REFERENCES credit_vouchers (id),
  PRIMARY KEY (application_id, seq)
);
CREATE INDEX voucher_transfer_parts_receiver ON voucher_transfer_parts (receiver_comp_id);
CREATE INDEX voucher_transfer_parts_child ON voucher_transfer_parts (child_voucher_id);

-- The operation record of a voucher (步骤, 操作人, 时间, 结果, 原因), written in the transaction
-- of the step; employee_id is null for the system (maturity).
CREATE TABLE voucher_records (
  id bigserial PRIMARY KEY,
  voucher_id bigint NOT NULL REFERENCES credit_vouchers (id),
  application_id bigint REFERENCES voucher_applications (id),
  step text NOT NULL,
  comp_id integer REFERENCES companies (id),
  employee_id integer REFERENCES employees (id),
  actor_name text NOT NULL,
  result text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX voucher_records_voucher ON voucher_records (voucher_id, id);

-- The SHA-256 of every voucher PDF the server handed out: the public 验证 looks a number and a
-- hash up here.
CREATE TABLE voucher_documents (
  voucher_id bigint NOT NULL REFERENCES credit_vouchers (id),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at bigint NOT NULL,
  PRIMARY KEY (voucher_id, sha256)
);

-- Idempotency of submits: the first request with a key does the work and stores its answer in
-- the same transaction; a repeat (a double click, a retry) gets that answer and changes nothing.
CREATE TABLE idempotency_keys (
  employee_id integer NOT NULL REFERENCES employees (id),
  idem_key text NOT NULL,
  scope text NOT NULL,
  request_hash text NOT NULL,
  response jsonb NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (employee_id, idem_key)
);

-- A site message that asks someone to act carries the task it belongs to: when the task is
-- done (by anyone), its messages count as read for everyone they were sent to, so the
-- header bell's count goes down.
ALTER TABLE messages ADD COLUMN task_key text;
CREATE INDEX messages_task ON messages (task_key) WHERE task_key IS NOT NULL;
