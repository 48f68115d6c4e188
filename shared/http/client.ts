/**
 * The portal's one axios instance (base `/api`, timeout 60 s, docs/requirements.md#api) and the typed
 * helper the api modules call. Creating the instance has no effect outside memory, so
 * importing @scf/shared stays side-effect free.
 */
import axios, { type AxiosInstance, type CreateAxiosDefaults, type GenericAbortSignal } from 'axios';
import { rsaEncrypt } from '../crypto/rsa';
import { ApiError, isApiError } from './api-error';
import { installInterceptors, RSA_KEY_PATH } from './interceptors';
import type { CallKind, ScfRequestOptions } from './request-options';
import { ensureRsaKeys } from './rsa-keys';
import { TokenExchangeError } from './token-exchange';
import { sessionSignal } from '../session/session-generation';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;

/** A fresh instance with the portal pipeline (tests pass an adapter). */
export function createHttpClient(defaults: CreateAxiosDefaults = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: API_BASE,
    timeout: REQUEST_TIMEOUT_MS,
    // Success is HTTP 200 only (docs/requirements.md#api); everything else goes through the error path.
    validateStatus: (status) => status === 200,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...defaults,
  });
  installInterceptors(instance, {
    loadRsaKeys: async () => {
      const res = await instance.post(RSA_KEY_PATH, undefined, { scf: { kind: 'silent', loading: false } });
      return (res.data as { body?: unknown }).body;
    },
  });
  return instance;
}

/** The shared instance every api module uses. */
export const http: AxiosInstance = createHttpClient();

/**
 * Points the client at another API base (the custom elements on a foreign site use the
 * portal's absolute URL). Only http(s) URLs and absolute paths are accepted.
 */
export function configureHttp(options: { baseURL?: unknown } | null | undefined): void {
  const base = options?.baseURL;
  if (typeof base !== 'string') return;
  if (/^\/(?!\/)[^\s\\]*$/.test(base) || /^https?:\/\/[^\s\\]+$/i.test(base)) {
    http.defaults.baseURL = base.replace(/\/+$/, '') || '/';
  } else {
    console.warn('[scf] configureHttp: ignored an invalid baseURL', base);
  }
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
  try {
    const res = await http.request({
      method,
      url,
      params: cleanQuery(input.query),
      data: input.body,
      signal: withSessionSignal(overrides?.signal),
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
