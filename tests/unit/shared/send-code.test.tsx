/**
 * `useSendCode`: the button of every code field. A send records where and when the code went
 * (a new time on every resend) and starts the server's cooldown; a failure goes to the form
 * and a throttled answer counts its wait down.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSendCode } from '../../../shared/sign-in/hooks/use-send-code.hook';

describe('useSendCode', () => {
  it('records each send with its time, counts the cooldown and then offers 重新获取', async () => {
    let now = Date.parse('2026-01-02T03:04:05Z');
    const { result } = renderHook(() => useSendCode(() => now));
    expect(result.current.label).toBe('获取验证码');
    await act(() =>
      result.current.send(
        'a@example.com',
        async () => ({ cooldown: 60 }),
        () => ({ retryAfter: null }),
      ),
    );
    expect(result.current.sent?.to).toBe('a@example.com');
    const first = result.current.sent?.at.getTime();
    expect(result.current.label).toBe('60秒后重新获取');

    now += 61_000;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(result.current.remaining).toBe(0);
    expect(result.current.label).toBe('重新获取');

    await act(() =>
      result.current.send(
        'a@example.com',
        async () => ({ cooldown: 60 }),
        () => ({ retryAfter: null }),
      ),
    );
    expect(result.current.sent?.at.getTime()).toBe(first === undefined ? Number.NaN : first + 61_000);
    expect(result.current.label).toBe('60秒后重新获取');

    act(() => result.current.reset());
    expect(result.current.sent).toBeNull();
  });

  it('hands a failure to the form and counts down a throttled wait', async () => {
    const { result } = renderHook(() => useSendCode());
    const seen: unknown[] = [];
    let ok = true;
    await act(async () => {
      ok = await result.current.send(
        '13800000000',
        async () => {
          throw new Error('too often');
        },
        (err) => {
          seen.push(err);
          return { retryAfter: 42 };
        },
      );
    });
    expect(ok).toBe(false);
    expect(seen).toHaveLength(1);
    expect(result.current.sent).toBeNull();
    expect(result.current.sending).toBe(false);
    expect(result.current.label).toBe('42秒后重新获取');
  });
});
