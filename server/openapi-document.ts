/**
 * The OpenAPI document the route schemas describe, built in-process without a database: the
 * same document the running server serves at GET /api/openapi.json. The client's API types are
 * generated from it (scripts/api-types.ts).
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
  answeredWithin: () => false,
};

/**
 * The document as parsed JSON. Development configuration, so the dev-only calls are in it too;
 * no load shedding: on a busy machine the one request would otherwise be refused with 503.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'development', DATA_DIR: ':memory:', SHED_DELAY_MS: '0' }),
    db: noDb,
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
    return JSON.parse(res.body) as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
