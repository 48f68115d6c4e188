/**
 * What operators and developers rely on: /api/ready says whether an instance may take traffic
 * (database reachable, every migration applied), and the API reference page /api/docs is there
 * for developers but off in production unless API_DOCS=1. Requests are logged at the level
 * operators choose, not at info in production by default.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type LogLevel } from '../../server/config';
import { databases, useTestEnv } from './helpers/test-app';

describe.each(databases())('readiness on %s', (kind) => {
  const env = useTestEnv(kind);

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, body: { db: 'up', migrations: 'applied' } });
  });

  it('answers 503 with the missing migration when the schema is behind this version', async () => {
    const [last] = await env.db.query<{ name: string; applied_at: number }>(
      'SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    if (!last) throw new Error('no migration recorded');
    await env.db.query('DELETE FROM schema_migrations WHERE name = $1', [last.name]);
    try {
      const res = await env.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      const body = res.json() as { ok: boolean; msg: string; body: { pending: string[] } };
      expect(body.ok).toBe(false);
      expect(body.msg).toContain('迁移未执行');
      expect(body.body.pending).toEqual([last.name]);
      // Liveness is a different question: the process is up.
      expect((await env.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await env.db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [
        last.name,
        last.applied_at,
      ]);
    }
  });

  it('answers 503 with a clear message when the database does not answer', async () => {
    const app = await env.newApp();
    const failing = { ...env.db, query: async () => Promise.reject(new Error('connection refused')) };
    app.scf.db = failing as typeof env.db;
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, status: 503, msg: '服务未就绪：数据库无法连接' });
    app.scf.db = env.db;
  });
});

describe('API reference page /api/docs', () => {
  const env = useTestEnv('pglite');

  it('is on outside production and off in production unless API_DOCS=1', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: '0' }).apiDocs).toBe(false);
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => loadConfig({ ...production, API_DOCS: 'yes' })).toThrow(/API_DOCS must be 1 or 0/);
  });

  it('serves Swagger UI over the portal’s OpenAPI document, with its own CSP', async () => {
    const app = await env.newApp({ apiDocs: true });
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    // Only same-origin script files: no inline script needs a nonce.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect((spec.json() as { paths: Record<string, unknown> }).paths).toHaveProperty('/api/ready');
  });

  it('is absent when switched off (the production default)', async () => {
    const app = await env.newApp({ apiDocs: false });
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('request log', () => {
  const env = useTestEnv('pglite');

  /** The lines one request leaves in a log at level info when requests are logged at `level`. */
  async function linesFor(
    level: LogLevel,
  ): Promise<Array<{ level: number; msg: string; url?: string; statusCode?: number }>> {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({
      config: { ...env.config, requestLogLevel: level },
      db: env.db,
      loggerInstance: pino({ level: 'info' }, sink),
    });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    return lines.map((l) => JSON.parse(l) as { level: number; msg: string });
  }

  it('writes one line per answered request at the chosen level', async () => {
    const lines = (await linesFor('info')).filter((l) => l.msg.startsWith('request'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', url: '/api/health', statusCode: 200 });
  });

  it('keeps requests out of an info log when they are logged at debug (the production default)', async () => {
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.example.com', SMS_WEBHOOK_URL: 'https://s.example.com' })
        .requestLogLevel,
    ).toBe('debug');
    expect(loadConfig({ NODE_ENV: 'development' }).requestLogLevel).toBe('info');
    expect((await linesFor('debug')).filter((l) => l.msg.startsWith('request'))).toEqual([]);
  });

  it('refuses a level that does not exist, in both languages', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });
});
