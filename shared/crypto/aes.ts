/**
 * Text encryption (docs/requirements.md#validation): AES (128-bit with a 16-character key), CBC mode, zero padding,
 * Base64 output. Through WebCrypto, as the signature's HMAC and the key's RSA step: crypto-js
 * (about 6 KB gzip of AES, its cipher core and key derivation) is then on no page at all.
 * WebCrypto's AES-CBC always pads with PKCS#7: text zero-padded to whole blocks gets one more
 * block of padding at the end, which is dropped. CBC's earlier blocks do not depend on it, so
 * what is left is the zero-padded ciphertext the server decrypts.
 *
 * The default key and IV ship in the bundle and are therefore not secret: they only keep
 * casual readers out of locally stored values. Anything that matters uses a per-use pair
 * from `randomKey()` (see request signing). The page never decrypts: what the server sends
 * back is plain JSON over HTTPS.
 */
import { bytesToBase64, CryptoUnavailableError, subtle } from './rsa';

export const DEFAULT_AES_KEY = 'ScfPortalKey2026';
export const DEFAULT_AES_IV = 'ScfPortalIvs2026';

const BLOCK = 16;

/** A key or IV must be exactly 16 bytes of UTF-8 (AES-128, one block of IV). */
function isBlock(value: unknown): value is string {
  return typeof value === 'string' && new TextEncoder().encode(value).length === BLOCK;
}

/**
 * Encrypts UTF-8 text. Resolves to '' for a non-string input or a key/IV that is not 16 bytes,
 * never to a ciphertext under an unintended key; rejects with `CryptoUnavailableError` where the
 * browser has no WebCrypto (not https, not localhost).
 */
export async function aesEncrypt(
  plain: unknown,
  key: unknown = DEFAULT_AES_KEY,
  iv: unknown = DEFAULT_AES_IV,
): Promise<string> {
  if (typeof plain !== 'string' || !isBlock(key) || !isBlock(iv)) return '';
  const crypto = subtle();
  if (!crypto) throw new CryptoUnavailableError();
  const enc = new TextEncoder();
  const text = enc.encode(plain);
  // Zero padding: up to whole blocks, nothing added to text that fills its last block.
  const padded = new Uint8Array(Math.ceil(text.length / BLOCK) * BLOCK);
  padded.set(text);
  if (padded.length === 0) return '';
  const aesKey = await crypto.importKey('raw', enc.encode(key), { name: 'AES-CBC' }, false, ['encrypt']);
  const sealed = new Uint8Array(await crypto.encrypt({ name: 'AES-CBC', iv: enc.encode(iv) }, aesKey, padded));
  return bytesToBase64(sealed.subarray(0, padded.length));
}
