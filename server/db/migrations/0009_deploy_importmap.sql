-- The live import map, shared by every server instance, its history and the deploy tokens.

-- One row per version of the map. The newest version is the live map; each row holds the whole
-- map (imports, scopes, integrity) so that a rollback is a copy of an older row, and what changed
-- (specifier, old URL, new URL) so the history reads without diffing.
CREATE TABLE importmap_versions (
  version integer PRIMARY KEY,
  created_at bigint NOT NULL,
  -- Who: a deploy token's name, "本机构建" for a build adopted from dist/, or an operator.
  actor text NOT NULL,
  -- build | deploy | rollback
  action text NOT NULL,
  map text NOT NULL,
  changes text NOT NULL,
  -- The version a rollback went back to.
  rollback_to integer,
  ip text NOT NULL DEFAULT ''
);

-- The module graph of every file the map has pointed at: a module URL and its static imports
-- (URLs or bare specifiers). Written from each build's manifests; URLs are content-hashed, so a
-- row never changes and old rows serve a rollback.
CREATE TABLE importmap_modules (
  url text PRIMARY KEY,
  imports text NOT NULL,
  created_at bigint NOT NULL
);

-- The last dist/importmap.json adopted into the map (one row), so that a newer build on disk
-- changes exactly the entries it rebuilt.
CREATE TABLE importmap_source (
  id smallint PRIMARY KEY CHECK (id = 1),
  map text NOT NULL,
  file_mtime bigint NOT NULL
);

-- Deploy tokens: only the SHA-256 of the token is stored; scopes is a JSON array of the
-- specifiers (or prefixes ending in "/" or "*") the token may change.
CREATE TABLE deploy_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  scopes text NOT NULL,
  created_at bigint NOT NULL,
  revoked_at bigint,
  last_used_at bigint
);

-- Deploys are written to the operation log too; they are made by a token, not by a person of a
-- company, so those two columns may be empty (the company pages filter by company and never
-- show such rows).
ALTER TABLE operation_logs ALTER COLUMN comp_id DROP NOT NULL;
ALTER TABLE operation_logs ALTER COLUMN actor_person_id DROP NOT NULL;
