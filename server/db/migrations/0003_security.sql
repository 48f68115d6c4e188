-- The seed now has two parts: reference data (seed_state id 1) and demo data (id 2). A
-- database seeded before the split holds both, so it is marked as having the demo part too.
INSERT INTO seed_state (id, seeded_at) SELECT 2, seeded_at FROM seed_state WHERE id = 1 ON CONFLICT (id) DO NOTHING;
