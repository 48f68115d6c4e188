/**
 * The request and response interceptors of the portal's axios instance: bearer token,
 * background header, loading count, SCF-SIGN-1, the single refresh with queued replays, and
 * the error catalogue (decided in catalogue.ts, carried out in effects.ts).
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { getAccessExpiry, getAccessToken } from '../cookies/portal-cookies';
import { CryptoUnavailableError } from '../crypto/rsa';
import { showMessage, MESSAGE_DURATION_MS } from '../notify/notifier';
import { endSession } from '../session/end-session';
import { isStaleGeneration, sessionGeneration } from '../session/session-generation';
import { BACKGROUND_HEADER, REFRESH_PATH } from './api-base';
import { ApiError, isApiError } from './api-error';
import { decideResponse, MSG, type Decision, type ResponseFacts } from './catalogue';
import { applyEffects } from './effects';
import { isTransientError } from './transient-error';
import { beginLoading } from './loading';
import { requestsHeld } from './paint-gate';
import { resolveOptions, type ResolvedOptions, type ScfRequestOptions } from './request-options';
import { ensureRsaKeys } from './rsa-keys';
import { signRequest, SigningError } from './signing';
import { pendingExchange, refreshAccessToken, TokenExchangeError } from './token-exchange';

/** What a request looked like before the interceptors changed it, for an exact replay. */
interface RequestSource {
  method: string | undefined;
  url: string | undefined;
  baseURL: string | undefined;
  params: unknown;
  data: unknown;
  headers: Record<string, string>;
  timeout: number | undefined;
  signal: InternalAxiosRequestConfig['signal'];
}

interface InternalState {
  source: RequestSource;
  endLoading: (() => void) | null;
  replayed: boolean;
  /** The session generation the request was made under (session-generation.ts). */
  generation: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Per-call options of the portal pipeline (request-options.ts). */
    scf?: ScfRequestOptions;
    /** Internal bookkeeping of the pipeline; never set by callers. */
    scfInternal?: InternalState;
  }
}

/**
 * A token this close to its end is renewed before the request is sent: the server would
 * refuse it with a 401 (a red line in the browser console) and the request would be sent twice.
 */
const REFRESH_AHEAD_MS = 10_000;

/** HTTP 400 message of a signature the server could not verify (docs/api.md, "Request signing and encryption"). */
const SIGNATURE_REJECTED = '请求签名校验失败';

function plainHeaders(h: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const json =
    h instanceof AxiosHeaders ? h.toJSON() : typeof h === 'object' && h !== null ? (h as Record<string, unknown>) : {};
  for (const [k, v] of Object.entries(json)) {
    if (typeof v === 'string' && !/^(authorization|x-scf-)/i.test(k)) out[k] = v;
  }
  return out;
}

function snapshot(config: InternalAxiosRequestConfig): RequestSource {
  const { method, url, baseURL, params, data, timeout, signal } = config;
  return { method, url, baseURL, params, data, timeout, signal, headers: plainHeaders(config.headers) };
}

function bearerOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const h = config?.headers?.get?.('Authorization');
  return typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7) : null;
}

function transportOf(err: AxiosError): ResponseFacts['transport'] {
  if (err.code === AxiosError.ERR_CANCELED) return 'canceled';
  if (err.code === 'ECONNABORTED' || err.code === AxiosError.ETIMEDOUT) return 'timeout';
  return 'network';
}

/** The request target as the browser will send it (WHATWG URL serialisation), for signing. */
function wireTarget(
  instance: AxiosInstance,
  config: InternalAxiosRequestConfig,
): { url: string; pathWithQuery: string } {
  const full = instance.getUri(config);
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  const u = new URL(full, base);
  const pathWithQuery = u.pathname + u.search;
  const sameOrigin = typeof location !== 'undefined' && u.origin === location.origin;
  return { url: sameOrigin ? pathWithQuery : u.origin + pathWithQuery, pathWithQuery };
}

export interface InterceptorDeps {
  /** Fetches the body of `/rsa/secretKey`. */
  loadRsaKeys: () => Promise<unknown>;
}

export function installInterceptors(instance: AxiosInstance, deps: InterceptorDeps): void {
  // The refresh token is an HttpOnly cookie the browser sends by itself: the body stays empty.
  const exchange = async (): Promise<unknown> => {
    const res = await instance.post(REFRESH_PATH, {}, { scf: { kind: 'silent', isRefresh: true, loading: false } });
    return (res.data as { body?: unknown }).body;
  };

  async function sign(config: InternalAxiosRequestConfig, forceKeys: boolean): Promise<void> {
    const data: unknown = config.data;
    if (typeof FormData !== 'undefined' && data instanceof FormData) return; // uploads are never encrypted
    const keys = await ensureRsaKeys(deps.loadRsaKeys, forceKeys);
    const target = wireTarget(instance, config);
    // Send exactly the target that was signed.
    config.url = target.url;
    config.baseURL = '';
    config.params = undefined;
    const signed = await signRequest({
      method: config.method ?? 'get',
      pathWithQuery: target.pathWithQuery,
      body: data,
      keys,
    });
    for (const [k, v] of Object.entries(signed.headers)) config.headers.set(k, v);
    config.data = signed.body;
    if (signed.body) config.headers.set('Content-Type', 'application/json');
  }

  instance.interceptors.request.use(async (config) => {
    // A request made while a newly entered page is about to be painted leaves after that frame.
    const held = requestsHeld();
    if (held) await held;
    const opts = resolveOptions(config.scf);
    const internal: InternalState = config.scfInternal ?? {
      source: snapshot(config),
      endLoading: null,
      replayed: false,
      generation: sessionGeneration(),
    };
    config.scfInternal = internal;
    if (opts.loading && !internal.endLoading) internal.endLoading = beginLoading();
    try {
      if (!opts.isRefresh) {
        // A request that would meet the expired token waits for the refresh in flight.
        const pending = pendingExchange();
        if (pending) await pending.catch(() => undefined);
        // Renew ahead of expiry. A failure here is left to the usual answer (401 → refresh or login).
        const current = getAccessToken();
        const expiry = getAccessExpiry();
        if (current && expiry !== null && Date.now() >= expiry - REFRESH_AHEAD_MS) {
          await refreshAccessToken(current, exchange).catch(() => undefined);
        }
      }
      // The refresh call carries the HttpOnly refresh_token cookie, also when the API is on
      // another origin of the provider (the custom elements on its other sites).
      if (opts.isRefresh) config.withCredentials = true;
      const token = opts.isRefresh ? null : getAccessToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      else config.headers.delete('Authorization');
      if (opts.background) config.headers.set(BACKGROUND_HEADER, '1');
      if (opts.encrypt) await sign(config, false);
      return config;
    } catch (err) {
      internal.endLoading?.();
      internal.endLoading = null;
      if (isApiError(err)) throw err;
      const message =
        err instanceof CryptoUnavailableError || err instanceof SigningError
          ? err.message
          : '请求加密失败，请刷新页面后重试';
      if (opts.kind === 'update' || opts.kind === 'list') showMessage('error', message, MESSAGE_DURATION_MS);
      throw new ApiError({ kind: 'crypto', message, notified: opts.kind === 'update' || opts.kind === 'list' });
    }
  });

  function settle(
    decision: Exclude<Decision, { action: 'refresh' }>,
    opts: ResolvedOptions,
    res: AxiosResponse | null,
  ): AxiosResponse {
    if (opts.isRefresh) {
      // The refresh call reports to the refresh logic only; its caller applies one set of effects.
      if (decision.action === 'resolve' && res) return res;
      const e = decision.action === 'reject' ? decision.error : { kind: 'session' as const, message: MSG.sessionEnded };
      const outage =
        decision.action === 'reject' && isTransientError(new ApiError(decision.error)) ? decision.error : null;
      throw new TokenExchangeError(e.message, e.status ?? null, outage);
    }
    applyEffects(decision.effects, { navigate: opts.navigate, callerNavigates: opts.callerNavigates });
    if (decision.action === 'resolve' && res) return res;
    if (decision.action === 'reject') throw new ApiError(decision.error);
    throw new ApiError({ kind: 'business', message: MSG.listFailed });
  }

  function replay(
    internal: InternalState,
    opts: ResolvedOptions,
    extra: Partial<ScfRequestOptions> = {},
  ): Promise<AxiosResponse> {
    const s = internal.source;
    return instance.request({
      method: s.method,
      url: s.url,
      baseURL: s.baseURL,
      params: s.params,
      data: s.data,
      headers: s.headers,
      timeout: s.timeout,
      signal: s.signal,
      scf: { ...opts, ...extra },
      scfInternal: { source: s, endLoading: null, replayed: true, generation: internal.generation },
    });
  }

  /**
   * The answer to a request of a session that has ended since (logout, expiry): whatever it
   * says, it changes nothing and navigates nowhere; its caller sees a cancellation.
   */
  function endedSessionAnswer(): ApiError {
    return new ApiError({ kind: 'canceled', message: MSG.canceled });
  }

  /** The session cannot be renewed: tokens go, one message (when the server gave one), login. */
  function sessionLost(err: unknown, opts: ResolvedOptions): ApiError {
    const serverSaid =
      err instanceof TokenExchangeError && (err.status === 401 || err.status === 403) ? err.message : null;
    endSession('expired');
    applyEffects(
      {
        message: serverSaid ? { level: 'warning', text: serverSaid, durationMs: MESSAGE_DURATION_MS } : null,
        clearTokens: false,
        redirect: 'login',
      },
      { navigate: opts.navigate, callerNavigates: opts.callerNavigates },
    );
    return new ApiError({
      kind: 'session',
      message: serverSaid ?? MSG.sessionEnded,
      redirectTo: 'login',
      notified: serverSaid !== null,
    });
  }

  instance.interceptors.response.use(
    (res) => {
      const config = res.config;
      const opts = resolveOptions(config.scf);
      try {
        if (!opts.isRefresh && isStaleGeneration(config.scfInternal?.generation)) throw endedSessionAnswer();
        return settle(
          decideResponse({ httpStatus: res.status, body: res.data, kind: opts.kind }) as Exclude<
            Decision,
            { action: 'refresh' }
          >,
          opts,
          res,
        );
      } finally {
        config.scfInternal?.endLoading?.();
        if (config.scfInternal) config.scfInternal.endLoading = null;
      }
    },
    async (err: unknown) => {
      if (isApiError(err) || err instanceof TokenExchangeError) throw err;
      const axiosErr = err instanceof AxiosError ? err : null;
      const config = axiosErr?.config;
      const opts = resolveOptions(config?.scf);
      const internal = config?.scfInternal;
      try {
        if (!opts.isRefresh && isStaleGeneration(internal?.generation)) throw endedSessionAnswer();
        const facts: ResponseFacts = axiosErr?.response
          ? { httpStatus: axiosErr.response.status, body: axiosErr.response.data, kind: opts.kind }
          : { httpStatus: null, body: null, kind: opts.kind, transport: axiosErr ? transportOf(axiosErr) : 'network' };
        const decision = decideResponse(facts);

        if (decision.action === 'refresh') {
          if (opts.isRefresh || !internal || internal.replayed) {
            // An expired token right after a refresh (or on the refresh itself): give up.
            if (opts.isRefresh) throw new TokenExchangeError(MSG.sessionEnded, 401);
            throw sessionLost(null, opts);
          }
          try {
            await refreshAccessToken(bearerOf(config), exchange);
          } catch (refreshErr) {
            // No connection or the server down: the session may well be alive; the call fails
            // as any call does in an outage, and the tokens stay.
            if (refreshErr instanceof TokenExchangeError && refreshErr.outage) throw new ApiError(refreshErr.outage);
            throw sessionLost(refreshErr, opts);
          }
          return await replay(internal, opts);
        }

        // A stale key (rotated on the server) fails the signature: fetch the key again, retry once.
        if (
          decision.action === 'reject' &&
          opts.encrypt &&
          internal &&
          !internal.replayed &&
          facts.httpStatus === 400 &&
          decision.error.message === SIGNATURE_REJECTED
        ) {
          await ensureRsaKeys(deps.loadRsaKeys, true).catch(() => undefined);
          return await replay(internal, opts);
        }
        return settle(decision, opts, null);
      } finally {
        internal?.endLoading?.();
        if (internal) internal.endLoading = null;
      }
    },
  );
}
