-- Invitation codes are kept only as their hash (code_hash): the code itself is shown once, to
-- the administrator who sends or resends it, and goes to the invited mobile by SMS. A database
-- copy or a list call no longer hands out live codes. Invitations already sent keep working
-- with their code; to share one's link again, resend it (a new code, shown once).
ALTER TABLE invitations DROP COLUMN invite_code;
