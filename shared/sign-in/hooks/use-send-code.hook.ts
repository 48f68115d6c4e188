/**
 * `useSendCode()`: the state of a "获取验证码" button: whether a send is running, the resend
 * wait (the server's cooldown, or the wait of a throttled answer), and where and when the
 * last code went. Every form that sends an SMS or e-mail code (sign-in, the centre's change
 * of mobile and e-mail) keeps its button this way; the form only says how to send and where
 * a failure goes.
 */
import { useCallback, useState } from 'react';
import { useCountdown } from './use-countdown.hook';

/** The server's resend interval, when an answer does not carry it. */
const DEFAULT_COOLDOWN_S = 60;

export interface SentCode {
  /** The mobile or address the last code went to, as typed. */
  to: string;
  /** When it was sent (a new time on every resend). */
  at: Date;
}

export interface SendCode {
  sending: boolean;
  /** Seconds until another code may be sent; 0 when the button is free. */
  remaining: number;
  /** The last successful send, or null before the first one (and after `reset`). */
  sent: SentCode | null;
  /** The button's text: 获取验证码, N秒后重新获取, or 重新获取 once a code went out. */
  label: string;
  /**
   * Runs `request` for `to`; on success starts the cooldown and records the send. A failure
   * goes to `onError` (which answers the wait of a throttled answer, if any, to count down).
   * Resolves true when the code was sent.
   */
  send: (
    to: string,
    request: () => Promise<unknown>,
    onError: (err: unknown) => { retryAfter: number | null },
  ) => Promise<boolean>;
  /** Forgets the last send (a closed dialog); a running cooldown goes on. */
  reset: () => void;
}

function cooldownOf(answer: unknown): number {
  const seconds =
    typeof answer === 'object' && answer !== null ? (answer as { cooldown?: unknown }).cooldown : undefined;
  return typeof seconds === 'number' ? seconds : DEFAULT_COOLDOWN_S;
}

export function useSendCode(now: () => number = Date.now): SendCode {
  const countdown = useCountdown(now);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentCode | null>(null);
  const { start } = countdown;

  const send = useCallback<SendCode['send']>(
    async (to, request, onError) => {
      setSending(true);
      try {
        const answer = await request();
        start(cooldownOf(answer));
        setSent({ to, at: new Date(now()) });
        return true;
      } catch (err) {
        const { retryAfter } = onError(err);
        if (retryAfter !== null) start(retryAfter);
        return false;
      } finally {
        setSending(false);
      }
    },
    [start, now],
  );
  const reset = useCallback(() => setSent(null), []);

  const waiting = countdown.remaining > 0;
  const label = waiting ? `${countdown.remaining}秒后重新获取` : sent ? '重新获取' : '获取验证码';
  return { sending, remaining: countdown.remaining, sent, label, send, reset };
}
