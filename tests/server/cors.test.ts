/**
 * The provider's other sites call the API from their own origin (embedded <scf-header>): only
 * the configured origins get CORS headers, with credentials (the refresh cookie), others none.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { useTestEnv } from './helpers/test-app';

const PARTNER = 'https://trade.partner.example';

describe('CORS for embedding sites', () => {
  const env = useTestEnv('pglite', { embedOrigins: [PARTNER] });

  it('answers the preflight of an allowed origin with the headers the elements send', async () => {
    const res = await env.app.inject({
      method: 'OPTIONS',
      url: '/api/web/portal/api/message/getIsUnreadNumbers?receiveCompCode=X',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-scf-background',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-scf-background');
    // Credentials are allowed for listed origins: the elements' refresh call carries the HttpOnly refresh cookie.
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives no CORS headers to an origin that is not listed', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/rsa/secretKey',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds the header to real answers for a listed origin', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/rsa/secretKey',
      headers: { origin: PARTNER, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('reads EMBED_ORIGINS strictly and refuses * in production', () => {
    expect(loadConfig({ EMBED_ORIGINS: `${PARTNER}, https://www.partner.example` }).embedOrigins).toEqual([
      PARTNER,
      'https://www.partner.example',
    ]);
    expect(loadConfig({ EMBED_ORIGINS: '*', NODE_ENV: 'test' }).embedOrigins).toBe('*');
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://x.example/path' })).toThrow(/not an origin/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'javascript:alert(1)' })).toThrow(/not an origin/);
    expect(() =>
      loadConfig({ EMBED_ORIGINS: '*', NODE_ENV: 'production', SMTP_URL: 'smtp://x', SMS_WEBHOOK_URL: 'https://x' }),
    ).toThrow(/not allowed in production/);
  });
});
