-- Built files of parcels uploaded through the deploy API (PUT /api/deploy/assets), so that every
-- instance serves them from the shared database and nothing is copied to the machines by hand.
-- The key is the URL path (/assets/parcels/center/center-3kQ9x1Zt.js); file names carry a content
-- hash, so a row never changes: uploading the same bytes again is a no-op, other bytes under the
-- same path are refused. The gzip and brotli forms are made once, at upload.
CREATE TABLE deploy_assets (
  path text PRIMARY KEY,
  -- "sha384-<base64>", the same form as the import map's integrity section.
  sha384 text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  gzip bytea,
  br bytea,
  -- The deploy token that uploaded it (kept when the token is revoked, for the record).
  token_id integer,
  created_at bigint NOT NULL
);
