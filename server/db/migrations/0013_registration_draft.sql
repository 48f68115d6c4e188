-- What the reader of a registration has typed but not yet submitted, per step
-- ({"permit": {...}, "verification": {...}}), so a reload or another tab shows it again. The
-- submitted values keep their own columns; only those are used when the application is created.
ALTER TABLE registrations ADD COLUMN draft jsonb;

-- Further tickets of one registration: resuming it in another tab or on another device (with
-- the mobile's SMS code) issues a new ticket, and tabs holding earlier ones keep working.
CREATE TABLE registration_tickets (
  ticket_hash text PRIMARY KEY,
  reg_id integer NOT NULL REFERENCES registrations (id),
  created_at bigint NOT NULL
);
CREATE INDEX registration_tickets_reg ON registration_tickets (reg_id);
CREATE INDEX registrations_mobile ON registrations (mobile, id);
