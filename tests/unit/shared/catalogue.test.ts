/** docs/requirements.md#errors, line by line, as decided by the pure catalogue. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideResponse, MSG, type Decision } from '../../../shared/http/catalogue';
import type { CallKind } from '../../../shared/http/request-options';

const env = (status: number | string, ok: boolean, msg = '', body: unknown = null) => ({ status, ok, msg, body });
const kinds: CallKind[] = ['list', 'update', 'silent', 'unread'];

function rejected(d: Decision) {
  if (d.action !== 'reject') throw new Error(`expected reject, got ${d.action}`);
  return d;
}

describe('error catalogue', () => {
  it('HTTP 401 → go to /login, clear stored token (no message), for every kind', () => {
    for (const kind of kinds) {
      const d = rejected(decideResponse({ httpStatus: 401, body: env(401, false, '未登录'), kind }));
      expect(d.effects).toEqual({ message: null, clearTokens: true, redirect: 'login' });
      expect(d.error.kind).toBe('unauthorized');
    }
    // Even without an envelope.
    expect(rejected(decideResponse({ httpStatus: 401, body: '<html>', kind: 'list' })).effects.redirect).toBe('login');
  });

  it('HTTP 401 with body status 4011 (access token expired) → one refresh, not a logout', () => {
    for (const kind of kinds)
      expect(decideResponse({ httpStatus: 401, body: env(4011, false, '访问令牌已过期'), kind })).toEqual({
        action: 'refresh',
      });
  });

  it('other non-200 → rejected silently, with the details for the caller', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((s) => s !== 200 && s !== 401),
        fc.constantFrom(...kinds),
        (status, kind) => {
          const d = rejected(
            decideResponse({ httpStatus: status, body: env(status, false, '请求签名校验失败', { field: 'x' }), kind }),
          );
          expect(d.effects).toEqual({ message: null, clearTokens: false, redirect: null });
          expect(d.error.kind).toBe('http');
          expect(d.error.httpStatus).toBe(status);
          expect(d.error.message).toBe('请求签名校验失败');
          expect(d.error.body).toEqual({ field: 'x' });
        },
      ),
    );
  });

  it('no response (network, timeout, canceled) → rejected silently', () => {
    for (const transport of ['network', 'timeout', 'canceled'] as const) {
      const d = rejected(decideResponse({ httpStatus: null, body: null, kind: 'update', transport }));
      expect(d.effects.message).toBeNull();
      expect(d.error.kind).toBe(transport);
    }
  });

  it('body status 401 or 403 (numbers) → the server message as a warning, token removed, login', () => {
    for (const status of [401, 403])
      for (const kind of kinds) {
        const d = rejected(
          decideResponse({ httpStatus: 200, body: env(status, false, '登录状态已过期，请重新登录'), kind }),
        );
        expect(d.effects).toEqual({
          message: { level: 'warning', text: '登录状态已过期，请重新登录', durationMs: 5000 },
          clearTokens: true,
          redirect: 'login',
        });
        expect(d.error.kind).toBe('session');
        expect(d.error.notified).toBe(true);
      }
    // Without a server message there is still a warning.
    expect(
      rejected(decideResponse({ httpStatus: 200, body: env(403, false), kind: 'list' })).effects.message?.text,
    ).toBe(MSG.sessionEnded);
  });

  it("body status '403' (a string) → product centre, no message", () => {
    for (const kind of kinds) {
      const d = rejected(decideResponse({ httpStatus: 200, body: env('403', false, '贵公司未开通该产品'), kind }));
      expect(d.effects).toEqual({ message: null, clearTokens: false, redirect: 'product-centre' });
      expect(d.error.kind).toBe('product-forbidden');
    }
  });

  it('list fetch with ok:false and a message → warning for 5 s with the message; default "请求失败！"', () => {
    const withMsg = rejected(decideResponse({ httpStatus: 200, body: env(400, false, '参数错误'), kind: 'list' }));
    expect(withMsg.effects.message).toEqual({ level: 'warning', text: '参数错误', durationMs: 5000 });
    const without = rejected(decideResponse({ httpStatus: 200, body: env(400, false, ''), kind: 'list' }));
    expect(without.effects.message).toEqual({ level: 'warning', text: '请求失败！', durationMs: 5000 });
    // A 200 that is not an envelope at all is a failed list too.
    expect(rejected(decideResponse({ httpStatus: 200, body: 'oops', kind: 'list' })).effects.message?.text).toBe(
      '请求失败！',
    );
  });

  it('update success → "操作成功！"', () => {
    const d = decideResponse({ httpStatus: 200, body: env(200, true, '操作成功', null), kind: 'update' });
    expect(d).toEqual({
      action: 'resolve',
      effects: {
        message: { level: 'success', text: '操作成功！', durationMs: 5000 },
        clearTokens: false,
        redirect: null,
      },
    });
  });

  it('update failure → the server message or "操作失败！" for 5 s', () => {
    const a = rejected(decideResponse({ httpStatus: 200, body: env(4030, false, '仅管理员可以操作'), kind: 'update' }));
    expect(a.effects.message).toEqual({ level: 'error', text: '仅管理员可以操作', durationMs: 5000 });
    const b = rejected(decideResponse({ httpStatus: 200, body: env(409, false), kind: 'update' }));
    expect(b.effects.message).toEqual({ level: 'error', text: '操作失败！', durationMs: 5000 });
    expect(b.error.kind).toBe('business');
  });

  it('unread count failure → "查询站内信未读数量错误"', () => {
    const d = rejected(decideResponse({ httpStatus: 200, body: env(500, false, 'db down'), kind: 'unread' }));
    expect(d.effects.message).toEqual({ level: 'error', text: '查询站内信未读数量错误', durationMs: 5000 });
  });

  it('silent calls show nothing for ok:false but keep the field and throttle details', () => {
    const d = rejected(
      decideResponse({ httpStatus: 200, body: env(429, false, '请15分钟后再试', { retryAfter: 900 }), kind: 'silent' }),
    );
    expect(d.effects).toEqual({ message: null, clearTokens: false, redirect: null });
    expect(d.error.status).toBe(429);
    expect(d.error.body).toEqual({ retryAfter: 900 });
  });

  it('success of reads shows nothing', () => {
    for (const kind of ['list', 'silent', 'unread'] as const) {
      expect(decideResponse({ httpStatus: 200, body: env(200, true, 'ok', [1]), kind })).toEqual({
        action: 'resolve',
        effects: { message: null, clearTokens: false, redirect: null },
      });
    }
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.constant(null)),
        fc.anything(),
        fc.constantFrom(...kinds),
        (s, body, kind) => {
          expect(() => decideResponse({ httpStatus: s, body, kind })).not.toThrow();
        },
      ),
    );
  });
});
