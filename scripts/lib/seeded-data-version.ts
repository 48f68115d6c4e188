/**
 * The version of a seeded database: a hash of what decides its contents. Tests start from a
 * database seeded once (the server tests' PGlite snapshot and PostgreSQL template database,
 * tests/server/helpers/test-app.ts; the browser tests' data folder, spawn-server.ts) and reuse it
 * while this hash is the same: a change to the migrations, the seed or the rules builds a new one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chinaDate } from '../../shared/rules/calendar';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function seededDataVersion(): string {
  const h = createHash('sha256');
  const db = path.join(ROOT, 'server', 'db');
  for (const dir of ['migrations', 'seed']) {
    for (const f of readdirSync(path.join(db, dir)).sort()) h.update(f).update(readFileSync(path.join(db, dir, f)));
  }
  h.update(readFileSync(path.join(ROOT, 'server', 'core', 'rules.ts')));
  // The demo data is dated from the day it is seeded (a voucher due today, one issued 90 days
  // ago), in China time: a database seeded yesterday has "today's" voucher due yesterday, and the
  // tests that read today's lists find nothing (settle.test.ts failed so after 16:00 UTC with a
  // template the cluster had kept from the evening before). One version per China day.
  h.update(chinaDate(Date.now()));
  // A PGlite database (snapshot or folder) only opens in the PGlite version that wrote it.
  h.update(readFileSync(path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  return h.digest('hex').slice(0, 16);
}
