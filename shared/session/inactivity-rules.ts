/**
 * The pure part of the inactivity rule (docs/requirements.md#session): more than 30 minutes since the last activity,
 * with a token, on a page that is neither login nor company change → the session expires.
 * Two minutes before, the user is warned (WCAG 2.2.1).
 */
import { matchRoute } from '../routes/match-route';
import { LOGIN_PATH } from '../routes/route-table';

export const IDLE_LIMIT_MS = 1_800_000;
export const IDLE_WARNING_MS = 120_000;

export type IdleStatus = 'exempt' | 'active' | 'warning' | 'expired';

export interface IdleFacts {
  now: number;
  lastActivity: number | null;
  hasToken: boolean;
  pathname: string;
  limitMs?: number;
  warningMs?: number;
}

/** Login and company change are excluded (route flag `skipIdleCheck`, and anything under /login). */
export function isIdleExempt(pathname: unknown): boolean {
  if (typeof pathname !== 'string') return true;
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return true;
  return matchRoute(pathname)?.route.skipIdleCheck === true;
}

export function idleStatus(input: IdleFacts): { status: IdleStatus; remainingMs: number } {
  const f: Partial<IdleFacts> = input && typeof input === 'object' ? input : {};
  const limit = typeof f.limitMs === 'number' && f.limitMs > 0 ? f.limitMs : IDLE_LIMIT_MS;
  const warning = typeof f.warningMs === 'number' && f.warningMs >= 0 ? f.warningMs : IDLE_WARNING_MS;
  if (
    f.hasToken !== true ||
    isIdleExempt(f.pathname) ||
    typeof f.lastActivity !== 'number' ||
    typeof f.now !== 'number' ||
    !Number.isFinite(f.now)
  ) {
    return { status: 'exempt', remainingMs: limit };
  }
  const idle = Math.max(0, f.now - f.lastActivity);
  const remainingMs = limit - idle;
  if (idle > limit) return { status: 'expired', remainingMs: 0 };
  if (remainingMs <= warning) return { status: 'warning', remainingMs };
  return { status: 'active', remainingMs };
}

/** "1分59秒" / "45秒" for the countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m > 0 ? `${m}分${s}秒` : `${s}秒`;
}

/**
 * What a screen reader hears: announced when the warning starts and at 60, 30 and 10 seconds,
 * not every second.
 */
export function countdownAnnouncement(ms: number): string {
  const s = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  const step = s > 60 ? '约2分钟' : s > 30 ? '1分钟' : s > 10 ? '30秒' : '10秒';
  return `长时间未操作，登录状态将在${step}内过期`;
}
