-- The SHA-256 of every disbursement (RZ…) and settlement (JS…) record PDF the server handed out:
-- the public 验证 looks a number and a hash up here, as it does for vouchers.
CREATE TABLE finance_documents (
  doc_no text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at bigint NOT NULL,
  PRIMARY KEY (doc_no, sha256)
);
