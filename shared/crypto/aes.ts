/**
 * Text encryption (docs/requirements.md#validation): AES (128-bit with a 16-character key), CBC mode, zero padding,
 * Base64 output. Only the crypto-js parts used are imported: the package index would add
 * ~20 KB gzip to every bundle that includes @scf/shared.
 *
 * The default key and IV ship in the bundle and are therefore not secret: they only keep
 * casual readers out of locally stored values. Anything that matters uses a per-use pair
 * from `randomKey()` (see request signing).
 */
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ZeroPadding from 'crypto-js/pad-zeropadding';

export const DEFAULT_AES_KEY = 'ScfPortalKey2026';
export const DEFAULT_AES_IV = 'ScfPortalIvs2026';

/** A key or IV must be exactly 16 bytes of UTF-8 (AES-128, one block of IV). */
function isBlock(value: unknown): value is string {
  return typeof value === 'string' && new TextEncoder().encode(value).length === 16;
}

/**
 * Encrypts UTF-8 text; CBC is crypto-js's default mode. Returns '' for a non-string input or
 * a key/IV that is not 16 bytes, never a ciphertext under an unintended key.
 */
export function aesEncrypt(plain: unknown, key: unknown = DEFAULT_AES_KEY, iv: unknown = DEFAULT_AES_IV): string {
  if (typeof plain !== 'string' || !isBlock(key) || !isBlock(iv)) return '';
  try {
    const encrypted = AES.encrypt(Utf8.parse(plain), Utf8.parse(key), {
      iv: Utf8.parse(iv),
      padding: ZeroPadding,
    });
    return encrypted.ciphertext.toString(Base64);
  } catch {
    return '';
  }
}

/**
 * Decrypts Base64 produced by `aesEncrypt` (or the server). Zero padding cannot tell padding
 * from trailing NUL characters, so those are dropped: never encrypt text that ends in NUL.
 * Returns '' for garbage (bad Base64, wrong key, not UTF-8 after decryption).
 */
export function aesDecrypt(
  cipherBase64: unknown,
  key: unknown = DEFAULT_AES_KEY,
  iv: unknown = DEFAULT_AES_IV,
): string {
  if (typeof cipherBase64 !== 'string' || cipherBase64 === '' || !isBlock(key) || !isBlock(iv)) return '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherBase64)) return '';
  try {
    if (Base64.parse(cipherBase64).sigBytes % 16 !== 0) return '';
    // A Base64 string without the OpenSSL "Salted__" prefix is read as the raw ciphertext.
    const decrypted = AES.decrypt(cipherBase64, Utf8.parse(key), {
      iv: Utf8.parse(iv),
      padding: ZeroPadding,
    });
    return Utf8.stringify(decrypted);
  } catch {
    return '';
  }
}
