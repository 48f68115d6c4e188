-- Integrity belongs to a deployment (issue 31, point 4): the SHA-384 of every module of the
-- closure of a deployed entry URL (the entry itself, its chunks and lazily loaded pages), as the
-- deploy check read them, with the specifier and the map version that recorded them first.
-- A content-addressed URL never changes bytes, so a row never changes either: a later deploy
-- that reads other bytes at a recorded module URL is refused instead of re-hashing it, and the
-- live map's integrity section keeps the hashes of every module its entries can load.
CREATE TABLE importmap_integrity (
  entry_url text NOT NULL,
  module_url text NOT NULL,
  integrity text NOT NULL,
  specifier text NOT NULL,
  version integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (entry_url, module_url)
);
CREATE INDEX importmap_integrity_module ON importmap_integrity (module_url);
