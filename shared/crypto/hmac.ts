/**
 * HMAC-SHA256 as lowercase hex, the request signature of SCF-SIGN-1. WebCrypto rather than
 * crypto-js: signing already waits for the RSA step, and it keeps ~2 KB gzip of crypto-js
 * (sha256 + hmac) out of @scf/shared.
 */
import { CryptoUnavailableError } from './rsa';

/** The key must not be empty (WebCrypto refuses zero-length HMAC keys; signing always uses 16 characters). */
export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const subtle = (globalThis as { crypto?: Crypto }).crypto?.subtle;
  if (!subtle) throw new CryptoUnavailableError();
  const enc = new TextEncoder();
  const k = await subtle.importKey('raw', enc.encode(String(key)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await subtle.sign('HMAC', k, enc.encode(String(message))));
  let hex = '';
  for (const b of sig) hex += b.toString(16).padStart(2, '0');
  return hex;
}
