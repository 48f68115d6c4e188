-- An invitation names the company it is for by its unified social credit code (统一社会信用代码),
-- unique per company, instead of by its name, which two companies may share: only the company
-- with that code (or, for invitations sent before this column, the invited mobile) may accept.
ALTER TABLE invitations ADD COLUMN credit_code text;
CREATE INDEX invitations_credit_code ON invitations (credit_code) WHERE credit_code IS NOT NULL;
