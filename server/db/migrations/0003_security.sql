-- The seed now has two parts: reference data (seed_state id 1) and demo data (id 2). A
-- database seeded before the split holds both, so it is marked as having the demo part too.
INSERT INTO seed_state (id, seeded_at) SELECT 2, seeded_at FROM seed_state WHERE id = 1 ON CONFLICT (id) DO NOTHING;

-- Refresh grace window: who used a refresh token, for what, and the pair it produced (sealed
-- with a key derived from the used token, so the database alone cannot open it).
ALTER TABLE refresh_tokens ADD COLUMN used_by text;
ALTER TABLE refresh_tokens ADD COLUMN used_for text;
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;
