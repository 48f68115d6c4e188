/**
 * One refresh-token exchange at a time. The server rotates refresh tokens and revokes the
 * whole session when a used one comes back, so two exchanges with the same token (parallel
 * 401s, or a refresh racing a company switch, or two tabs) would log the user out. Within a
 * tab a single promise is shared; across tabs a Web Lock serialises them where the browser
 * has one, and a tab that finds the access-token cookie already renewed by another tab uses
 * it instead of exchanging again. (Where a race still happens, the server answers a second
 * presentation by the same browser within seconds with the same pair.)
 *
 * The refresh token itself is an HttpOnly cookie: this code never sees it; the browser sends
 * it with the refresh call and stores the new one from the answer.
 */
import { setTokens, storedAccessToken } from '../cookies/portal-cookies';
import { isRecord } from '../util/guards';
import type { ApiErrorInit } from './api-error';

const LOCK_NAME = 'scf-token-exchange';

let inflight: Promise<string> | null = null;

export class TokenExchangeError extends Error {
  constructor(
    message: string,
    /** The server's answer when there was one (body status 401 on reuse). */
    readonly status: number | string | null = null,
    /**
     * The failure when the exchange could not reach the server (no connection, HTTP 5xx): the
     * session is not over, only unreachable for now.
     */
    readonly outage: ApiErrorInit | null = null,
  ) {
    super(message);
    this.name = 'TokenExchangeError';
  }
}

type LockManagerLike = { request: (name: string, cb: () => Promise<string>) => Promise<string> };

function withLock(fn: () => Promise<string>): Promise<string> {
  const locks = (globalThis.navigator as unknown as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks && typeof locks.request === 'function') {
    try {
      return locks.request(LOCK_NAME, fn);
    } catch {
      return fn();
    }
  }
  return fn();
}

/** The exchange in flight, if any; requests about to be sent wait for it. */
export function pendingExchange(): Promise<string> | null {
  return inflight;
}

/** The call that exchanges the refresh-token cookie for a token grant. */
export type Exchange = () => Promise<unknown>;

/**
 * Runs an exchange: `exchange()` must resolve to the server's token grant. Stores the new
 * access token and resolves to it. Shared by everyone who asks while it runs.
 */
function run(exchange: Exchange, skipIfRenewedFrom: string | null | undefined): Promise<string> {
  const p = withLock(async () => {
    const current = await storedAccessToken();
    // Another tab (or an earlier exchange here) already renewed the token that failed.
    if (skipIfRenewedFrom !== undefined && current !== null && current !== skipIfRenewedFrom) return current;
    const grant = await exchange();
    if (!isRecord(grant) || !setTokens(grant)) throw new TokenExchangeError('登录状态已过期，请重新登录');
    // The lock is released only once the cookie store holds the new token: the next tab in
    // line reads it from there.
    await storedAccessToken();
    return grant.accessToken as string;
  });
  inflight = p;
  const clear = () => {
    if (inflight === p) inflight = null;
  };
  p.then(clear, clear);
  return p;
}

/**
 * Refreshes after a 401 with status 4011. `failedToken` is the access token the failing
 * request carried: when the cookie holds a different one, it was renewed meanwhile and no
 * exchange is made.
 */
export function refreshAccessToken(failedToken: string | null, exchange: Exchange): Promise<string> {
  if (inflight) return inflight;
  return run(exchange, failedToken);
}

/**
 * A deliberate exchange (company or role switch): waits for any refresh in flight, then runs
 * under the same lock so the two never present the same refresh token.
 */
export async function exchangeTokens(exchange: Exchange): Promise<string> {
  if (inflight) {
    try {
      await inflight;
    } catch {
      // A failed refresh ended the session; the switch below reports that.
    }
  }
  return run(exchange, undefined);
}

/** Tests only. */
export function resetTokenExchangeForTests(): void {
  inflight = null;
}
