/**
 * SCF-SIGN-1: request signing and body encryption, verified by the server
 * (docs/decisions/shared-request-signing.md, docs/api.md, "Request signing and encryption").
 *
 * Per request: key16 and iv16 from `randomKey(16)`; `X-Scf-Key` carries them RSA-OAEP
 * encrypted for the server; the JSON body travels AES-128-CBC zero-padded under them as
 * `{"data": base64}`; `X-Scf-Sign` is HMAC-SHA256 (key = key16) over method, path with query,
 * timestamp, nonce and the Base64 data, so neither the body nor the target can be changed and
 * the server can reject replays by nonce.
 */
import type { RsaKeys } from '../api/types';
import { aesEncrypt } from '../crypto/aes';
import { hmacSha256Hex } from '../crypto/hmac';
import { randomKey } from '../crypto/random-key';
import { rsaEncrypt } from '../crypto/rsa';

export const SIGN_HEADERS = {
  key: 'X-Scf-Key',
  kid: 'X-Scf-Kid',
  timestamp: 'X-Scf-Timestamp',
  nonce: 'X-Scf-Nonce',
  sign: 'X-Scf-Sign',
} as const;

/** The signed text: METHOD, path with query, timestamp, nonce and data, joined by "\n". */
export function canonicalString(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  data: string,
): string {
  const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return [s(method).toUpperCase(), s(pathWithQuery), s(timestamp), s(nonce), s(data)].join('\n');
}

export interface SignInput {
  method: string;
  /** The request target exactly as sent, starting with `/api/`. */
  pathWithQuery: string;
  /** The JSON body, or undefined/null for none. */
  body: unknown;
  keys: RsaKeys;
  /** Injectable for tests. */
  now?: () => number;
  random?: (length: number) => string;
  encryptKey?: (publicKeyPem: string, plain: string) => Promise<string>;
}

export interface SignedRequest {
  headers: Record<string, string>;
  /** The body to send instead of the plain one; undefined when there is none. */
  body: { data: string } | undefined;
}

export class SigningError extends Error {
  constructor(message = '请求加密失败，请刷新页面后重试') {
    super(message);
    this.name = 'SigningError';
  }
}

export async function signRequest(input: SignInput): Promise<SignedRequest> {
  if (!input || typeof input !== 'object' || !input.keys || typeof input.keys.publicKey !== 'string')
    throw new SigningError();
  const random = input.random ?? ((n: number) => randomKey(n));
  const key16 = random(16);
  const iv16 = random(16);
  const nonce = random(16);
  if (key16.length !== 16 || iv16.length !== 16 || nonce.length !== 16) throw new SigningError();

  let data = '';
  let body: { data: string } | undefined;
  if (input.body !== undefined && input.body !== null) {
    let json: string;
    try {
      json = JSON.stringify(input.body);
    } catch {
      throw new SigningError('请求内容无法加密');
    }
    data = await aesEncrypt(json, key16, iv16);
    if (data === '' && json !== '') throw new SigningError();
    body = { data };
  }

  const timestamp = String(Math.floor((input.now ?? Date.now)()));
  const encryptKey = input.encryptKey ?? rsaEncrypt;
  const wrappedKey = await encryptKey(input.keys.publicKey, key16 + iv16);
  const sign = await hmacSha256Hex(key16, canonicalString(input.method, input.pathWithQuery, timestamp, nonce, data));
  return {
    headers: {
      [SIGN_HEADERS.key]: wrappedKey,
      [SIGN_HEADERS.kid]: input.keys.kid,
      [SIGN_HEADERS.timestamp]: timestamp,
      [SIGN_HEADERS.nonce]: nonce,
      [SIGN_HEADERS.sign]: sign,
    },
    body,
  };
}
