/**
 * RSA-OAEP (SHA-256) encryption with the server's public key through WebCrypto. Node 20
 * refuses PKCS#1 v1.5 decryption, so OAEP is the only padding the server reads.
 * WebCrypto exists only in secure contexts (https, localhost): elsewhere the call rejects
 * with `CryptoUnavailableError`, whose message the page can show as is.
 */

export class CryptoUnavailableError extends Error {
  constructor(message = '当前浏览器环境不支持加密，请使用 HTTPS 访问或更换浏览器') {
    super(message);
    this.name = 'CryptoUnavailableError';
  }
}

/** WebCrypto's SubtleCrypto, or null outside a secure context. */
export function subtle(): SubtleCrypto | null {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  return c?.subtle ? c.subtle : null;
}

/** Base64 of bytes, without the size limits of spreading into `String.fromCharCode`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

/** The DER bytes of an SPKI PEM ("-----BEGIN PUBLIC KEY-----"), or null for anything else. */
export function pemToDer(pem: unknown): Uint8Array<ArrayBuffer> | null {
  if (typeof pem !== 'string' || pem.length > 20_000) return null;
  const m = /-----BEGIN PUBLIC KEY-----([\s\S]+?)-----END PUBLIC KEY-----/.exec(pem);
  const body = (m ? m[1] : pem)?.replace(/\s+/g, '') ?? '';
  if (body === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  try {
    const bin = atob(body);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

// Importing a key costs a few milliseconds; the server publishes one key at a time.
const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(pem: string): Promise<CryptoKey> {
  const cached = keyCache.get(pem);
  if (cached) return cached;
  const s = subtle();
  if (!s) return Promise.reject(new CryptoUnavailableError());
  const der = pemToDer(pem);
  if (!der) return Promise.reject(new CryptoUnavailableError('加密公钥无效，请刷新页面后重试'));
  const p = s.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']).catch(() => {
    keyCache.delete(pem);
    throw new CryptoUnavailableError('加密公钥无效，请刷新页面后重试');
  });
  if (keyCache.size > 4) keyCache.clear();
  keyCache.set(pem, p);
  return p;
}

/** Base64 of RSA-OAEP-SHA256(publicKey, utf8(plain)). Rejects (never throws) on bad input. */
export async function rsaEncrypt(publicKeyPem: unknown, plain: unknown): Promise<string> {
  if (typeof publicKeyPem !== 'string') throw new CryptoUnavailableError('加密公钥无效，请刷新页面后重试');
  if (typeof plain !== 'string') throw new CryptoUnavailableError('待加密内容无效');
  const key = await importKey(publicKeyPem);
  const s = subtle();
  if (!s) throw new CryptoUnavailableError();
  try {
    const cipher = await s.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
    return bytesToBase64(new Uint8Array(cipher));
  } catch {
    // Too long for the key (OAEP-SHA256 with RSA-3072 takes at most 318 bytes).
    throw new CryptoUnavailableError('加密失败：内容过长或公钥无效');
  }
}
