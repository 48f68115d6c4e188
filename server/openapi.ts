/**
 * Prints the OpenAPI document generated from the route schemas, without a database:
 * `npx tsx server/openapi.ts > openapi.json` (the running server serves the same at
 * GET /api/openapi.json).
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db/db';

const noDb: Db = {
  kind: 'pglite',
  query: async () => {
    throw new Error('no database: only the document is generated');
  },
  exec: async () => undefined,
  transaction: async () => {
    throw new Error('no database');
  },
  notify: async () => undefined,
  listen: async () => ({ healthy: () => false, close: async () => undefined }),
  close: async () => undefined,
};

const app = await buildApp({ config: loadConfig({ NODE_ENV: 'development', DATA_DIR: ':memory:' }), db: noDb });
const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
process.stdout.write(`${JSON.stringify(JSON.parse(res.body), null, 2)}\n`);
await app.close();
