-- After an administrator resets a person's password, the person must set a new one at the next
-- login before doing anything else. A flag of its own, not "no password": people an
-- administrator added may have no password yet and are not obliged to anything.
ALTER TABLE persons ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- The code of an invitation, kept so that its administrators can share the registration link
-- again (copy, QR code). The code only works for the invited mobile; it is cleared once the
-- invitation is accepted or revoked. Invitations sent before this column have none (a resend
-- gives them one).
ALTER TABLE invitations ADD COLUMN invite_code text;
