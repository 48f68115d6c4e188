/**
 * The typed helper the api modules call. The request machinery behind it (axios and the
 * pipeline: shared/http/axios-instance.ts) loads on the first call, or ahead on a sign that one
 * is near (`prepareRequests`): a news reader's page makes no call and does not download it
 * (issue 36). Importing @scf/shared stays side-effect free.
 */
import type { AxiosInstance, GenericAbortSignal } from 'axios';
import { rsaEncrypt } from '../crypto/rsa';
import { RSA_KEY_PATH } from './api-base';
import { ApiError, isApiError } from './api-error';
import { decideResponse, MSG } from './catalogue';
import { applyEffects } from './effects';
import { resolveOptions, type CallKind, type ScfRequestOptions } from './request-options';
import { importMachinery } from './request-machinery';
import { ensureRsaKeys } from './rsa-keys';
import { TokenExchangeError } from './token-exchange';
import { sessionSignal } from '../session/session-generation';

let machinery: Promise<AxiosInstance> | null = null;

/**
 * The portal's axios instance, loaded with its pipeline once; a failed download is tried again
 * on the next call.
 */
export function loadHttp(): Promise<AxiosInstance> {
  machinery ??= importMachinery().then(
    (m) => m.http,
    (err: unknown) => {
      machinery = null;
      throw err;
    },
  );
  return machinery;
}

/** Loads the request machinery ahead of a call that is likely soon (a sign-in link hovered, typing). */
export function prepareRequests(): void {
  loadHttp().catch(() => undefined);
}

/**
 * A call whose machinery could not be downloaded fails as a call without an answer does: the
 * catalogue's decision for a lost connection, with its message where the call shows one.
 */
function unreachable(scf: ScfRequestOptions): ApiError {
  const opts = resolveOptions(scf);
  const decision = decideResponse({ httpStatus: null, body: null, kind: opts.kind, transport: 'network' });
  if (decision.action !== 'reject') return new ApiError({ kind: 'network', message: MSG.network });
  applyEffects(decision.effects, { navigate: opts.navigate, callerNavigates: opts.callerNavigates });
  return new ApiError(decision.error);
}

/** What a page may override per call. */
export interface CallOptions {
  kind?: CallKind;
  loading?: boolean;
  background?: boolean;
  navigate?: boolean | 'caller';
  signal?: GenericAbortSignal;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallInput {
  query?: Query;
  body?: unknown;
}

/** Drops empty query values so `?x=` never reaches the server for an absent parameter. */
function cleanQuery(q: Query | undefined): Record<string, string | number | boolean> | undefined {
  if (!q) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || (typeof v === 'number' && !Number.isFinite(v))) continue;
    out[k] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The caller's signal (a page that unmounts) joined with the session's (a session that ends):
 * either aborts the request.
 */
function withSessionSignal(own: GenericAbortSignal | undefined): GenericAbortSignal {
  const session = sessionSignal();
  if (!own) return session;
  if (typeof AbortSignal.any === 'function' && own instanceof AbortSignal) return AbortSignal.any([own, session]);
  return own;
}

/**
 * One call: resolves to the envelope's `body` (typed by the api module, which is the one
 * place a server payload meets its TypeScript type), rejects with `ApiError`.
 */
export async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  input: CallInput,
  defaults: ScfRequestOptions,
  overrides: CallOptions = {},
): Promise<T> {
  const scf: ScfRequestOptions = { ...defaults };
  for (const k of ['kind', 'loading', 'background', 'navigate'] as const) {
    if (overrides && overrides[k] !== undefined) (scf as Record<string, unknown>)[k] = overrides[k];
  }
  // Taken before the machinery loads: a session that ends meanwhile cancels this call.
  const signal = withSessionSignal(overrides?.signal);
  let http: AxiosInstance;
  try {
    http = await loadHttp();
  } catch {
    throw unreachable(scf);
  }
  try {
    const res = await http.request({
      method,
      url,
      params: cleanQuery(input.query),
      data: input.body,
      signal,
      scf,
    });
    return (res.data as { body: T }).body;
  } catch (err) {
    if (isApiError(err)) throw err;
    if (err instanceof TokenExchangeError) {
      const ended = err.status === 401 || err.status === 403;
      throw new ApiError({
        kind: ended ? 'session' : 'business',
        message: err.message,
        status: err.status,
        redirectTo: ended ? 'login' : null,
      });
    }
    throw new ApiError({ kind: 'network', message: err instanceof Error ? err.message : '请求失败！' });
  }
}

function fetchRsaKeysBody(): Promise<unknown> {
  return call<unknown>('POST', RSA_KEY_PATH, {}, { kind: 'silent', loading: false });
}

/**
 * `base64(RSA-OAEP-SHA256(publicKey, utf8(password)))` with the key from `/rsa/secretKey`
 * (fetched once when needed), as every password field requires (docs/api.md, "Rules shared with the client").
 */
export async function encryptPassword(password: unknown): Promise<string> {
  return (await encryptSecret(password)).value;
}

/** The encrypted value with the `kid` of the key used, for calls that name the key. */
export async function encryptSecret(secret: unknown): Promise<{ value: string; kid: string }> {
  if (typeof secret !== 'string') throw new ApiError({ kind: 'crypto', message: '密码不能为空' });
  const keys = await ensureRsaKeys(fetchRsaKeysBody);
  try {
    return { value: await rsaEncrypt(keys.publicKey, secret), kid: keys.kid };
  } catch (err) {
    throw new ApiError({
      kind: 'crypto',
      message: err instanceof Error && err.message ? err.message : '密码加密失败，请刷新页面后重试',
    });
  }
}
