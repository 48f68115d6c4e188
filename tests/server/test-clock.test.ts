/**
 * The movable clock of test servers (TEST_CLOCK=1): refused outside NODE_ENV=test, absent
 * unless switched on, and when on it moves the server's time forward only (browser tests take
 * a voucher to its due date with it, a registration past the one-SMS-a-minute rule), refusing bad
 * input in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { useTestEnv } from './helpers/test-app';

describe('TEST_CLOCK', () => {
  it('is refused outside test servers, off by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK: '1' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TEST_CLOCK: '1',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:1/sms',
      }),
    ).toThrow(/TEST_CLOCK=1 is for test servers only/);
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }).testClock).toBe(true);
  });

  describe('on a server without it', () => {
    const env = useTestEnv('pglite');
    it('has no clock route', async () => {
      const res = await env.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceDays: 1 } });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('on a test server with it', () => {
    const env = useTestEnv('pglite', { testClock: true });
    it('moves the time forward by whole days and refuses what is not', async () => {
      const before = env.clock();
      const res = await env.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceDays: 30 } });
      expect(res.json()).toMatchObject({ ok: true });
      expect(env.clock() - before).toBeGreaterThanOrEqual(30 * 86_400_000);
      for (const bad of [{ advanceDays: -1 }, { advanceDays: 1.5 }, { advanceDays: 401 }, {}]) {
        const refused = await env.app.inject({ method: 'POST', url: '/api/dev/clock', payload: bad });
        const body = refused.json() as { ok: boolean; msg: string };
        expect(body.ok).toBe(false);
        expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
      }
      expect(env.clock() - before).toBeLessThan(31 * 86_400_000);
    });

    it('moves it by seconds on top of the days (a rule of a minute) and refuses bad seconds', async () => {
      const before = env.clock();
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { advanceDays: 0, advanceSeconds: 61 },
      });
      expect(res.json()).toMatchObject({ ok: true });
      expect(env.clock() - before).toBeGreaterThanOrEqual(61_000);
      expect(env.clock() - before).toBeLessThan(86_400_000);
      for (const bad of [
        { advanceSeconds: 61 },
        { advanceDays: 0, advanceSeconds: -1 },
        { advanceDays: 0, advanceSeconds: 0.5 },
      ]) {
        const refused = await env.app.inject({ method: 'POST', url: '/api/dev/clock', payload: bad });
        const body = refused.json() as { ok: boolean; msg: string };
        expect(body.ok).toBe(false);
        expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
      }
    });
  });
});
