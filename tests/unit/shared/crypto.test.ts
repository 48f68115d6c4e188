/**
 * docs/requirements.md#validation text encryption, the random-key alphabet,
 * RSA-OAEP and HMAC, against independent implementations.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  constants,
} from 'node:crypto';
import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aesEncrypt, DEFAULT_AES_IV, DEFAULT_AES_KEY } from '../../../shared/crypto/aes';
import { KEY_ALPHABET, randomKey } from '../../../shared/crypto/random-key';
import { CryptoUnavailableError, pemToDer, rsaEncrypt } from '../../../shared/crypto/rsa';
import { hmacSha256Hex } from '../../../shared/crypto/hmac';

/** Node's AES-128-CBC with manual zero padding: how the server encrypts. */
function nodeEncrypt(plain: string, key: string, iv: string): string {
  const b = Buffer.from(plain, 'utf8');
  const padded = Buffer.concat([b, Buffer.alloc((16 - (b.length % 16)) % 16)]);
  const c = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  c.setAutoPadding(false);
  return Buffer.concat([c.update(padded), c.final()]).toString('base64');
}

function nodeDecrypt(b64: string, key: string, iv: string): string {
  const d = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  d.setAutoPadding(false);
  const plain = Buffer.concat([d.update(Buffer.from(b64, 'base64')), d.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  return plain.subarray(0, end).toString('utf8');
}

const textWithoutTrailingNul = fc.string({ unit: 'grapheme', maxLength: 200 }).filter((s) => !s.endsWith('\u0000'));
const key16 = fc.string({ unit: fc.constantFrom(...KEY_ALPHABET.split('')), minLength: 16, maxLength: 16 });

describe('AES-CBC, zero padding, Base64 (docs/requirements.md#validation)', () => {
  it('matches fixed vectors (computed once with Node aes-128-cbc)', async () => {
    expect(await aesEncrypt('SCF-SIGN-1', 'ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst')).toBe('uZn0jjjyTi5rKt/Pr0oMhQ==');
    expect(await aesEncrypt('{"hello":"世界"}')).toBe('ZwZ4hD6eA6ltrO8Punxxzrl67V6/B71z5P0bkr6RWNQ=');
    // Exactly one block: zero padding adds nothing (PKCS#7 would add a block).
    expect(await aesEncrypt('0123456789abcdef', 'ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst')).toBe(
      'n0uqGTytPpVt9O0og9RDeA==',
    );
    // No text, no blocks.
    expect(await aesEncrypt('')).toBe('');
  });

  it('uses a 16-character default key and IV', async () => {
    expect(DEFAULT_AES_KEY).toHaveLength(16);
    expect(DEFAULT_AES_IV).toHaveLength(16);
    expect(await aesEncrypt('x')).toBe(await aesEncrypt('x', DEFAULT_AES_KEY, DEFAULT_AES_IV));
  });

  it('equals the full crypto-js (CBC, ZeroPadding) and Node for any text and key pair', async () => {
    await fc.assert(
      fc.asyncProperty(textWithoutTrailingNul, key16, key16, async (text, k, iv) => {
        const ours = await aesEncrypt(text, k, iv);
        const reference = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(k), {
          iv: CryptoJS.enc.Utf8.parse(iv),
          mode: CryptoJS.mode.CBC,
          padding: CryptoJS.pad.ZeroPadding,
        }).ciphertext.toString(CryptoJS.enc.Base64);
        expect(ours).toBe(reference);
        expect(ours).toBe(nodeEncrypt(text, k, iv));
        // The server's decryption gives the text back.
        expect(nodeDecrypt(ours, k, iv)).toBe(text);
      }),
      { numRuns: 150 },
    );
  });

  it('a body of many blocks (a large form) is encrypted whole', async () => {
    const text = JSON.stringify({ rows: Array.from({ length: 3000 }, (_, i) => `第${i}行`) });
    const sealed = await aesEncrypt(text, 'ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst');
    expect(sealed).toBe(nodeEncrypt(text, 'ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst'));
  });

  it('turns garbage into "" instead of throwing, and says so where the browser has no WebCrypto', async () => {
    expect(await aesEncrypt(123)).toBe('');
    expect(await aesEncrypt(null)).toBe('');
    expect(await aesEncrypt('x', 'short', DEFAULT_AES_IV)).toBe('');
    expect(await aesEncrypt('x', DEFAULT_AES_KEY, '十六个字符的向量十六个字符的向量')).toBe('');
    const real = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      await expect(aesEncrypt('x')).rejects.toBeInstanceOf(CryptoUnavailableError);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: real, configurable: true });
    }
  });
});

describe('randomKey (docs/requirements.md#validation)', () => {
  it('has the 41-letter alphabet without I L O U V and g l o q u v', () => {
    expect(KEY_ALPHABET).toHaveLength(41);
    expect(new Set(KEY_ALPHABET).size).toBe(41);
    for (const banned of 'ILOUVgloquv') expect(KEY_ALPHABET).not.toContain(banned);
    for (const c of 'ABCDEFGHJKMNPQRSTWXYZ') expect(KEY_ALPHABET).toContain(c);
    for (const c of 'abcdefhijkmnprstwxyz') expect(KEY_ALPHABET).toContain(c);
    expect(KEY_ALPHABET).toMatch(/^[A-Za-z]+$/);
  });

  it('is 16 letters of the alphabet by default and the requested length otherwise', () => {
    for (let i = 0; i < 200; i++) {
      const k = randomKey();
      expect(k).toHaveLength(16);
      expect(k).toMatch(/^[ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz]{16}$/);
    }
    expect(randomKey(24)).toHaveLength(24);
    for (const bad of [0, -1, 1.5, NaN, '16', null]) expect(randomKey(bad)).toHaveLength(16);
  });

  it('draws from crypto.getRandomValues and redraws bytes ≥ 246 (no modulo bias)', () => {
    // A source that yields 245, 246 … 255, 0 … : 246–255 must be skipped.
    let next = 245;
    const fill = (b: Uint8Array<ArrayBuffer>) => {
      for (let i = 0; i < b.length; i++) b[i] = next++ % 256;
    };
    const k = randomKey(3, fill);
    // 245 % 41 = 40 → 'z'; then 246..255 skipped; 0 → 'A', 1 → 'B'.
    expect(k).toBe('zAB');
  });

  it('is uniform over the alphabet (chi-square, generous bound)', () => {
    const counts = new Map<string, number>();
    const n = 41 * 600;
    let drawn = 0;
    while (drawn < n) {
      for (const c of randomKey(64)) {
        counts.set(c, (counts.get(c) ?? 0) + 1);
        drawn++;
      }
    }
    const expected = drawn / 41;
    let chi = 0;
    for (const c of KEY_ALPHABET) chi += ((counts.get(c) ?? 0) - expected) ** 2 / expected;
    // 40 degrees of freedom: p = 0.0001 at ≈ 80.
    expect(chi).toBeLessThan(80);
  });

  it('gives "" without a cryptographic source rather than a predictable key', () => {
    expect(randomKey(16, null)).toBe('');
  });
});

describe('RSA-OAEP SHA-256 through WebCrypto', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  it('produces what the server decrypts with oaepHash sha256', async () => {
    const b64 = await rsaEncrypt(pem, 'Scf@2026 密码');
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('Scf@2026 密码');
  });

  it('rejects (never throws synchronously) for a bad key or input', async () => {
    await expect(rsaEncrypt('not a key', 'x')).rejects.toBeInstanceOf(CryptoUnavailableError);
    await expect(rsaEncrypt(pem, 42)).rejects.toBeInstanceOf(CryptoUnavailableError);
    await expect(rsaEncrypt(null, 'x')).rejects.toBeInstanceOf(CryptoUnavailableError);
    expect(pemToDer('-----BEGIN PUBLIC KEY-----\n@@@\n-----END PUBLIC KEY-----')).toBeNull();
  });
});

describe('HMAC-SHA256 hex', () => {
  it('matches RFC 4231 test case 2 and Node', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 200 }), async (k, m) => {
        expect(await hmacSha256Hex(k, m)).toBe(
          createHmac('sha256', Buffer.from(k, 'utf8')).update(m, 'utf8').digest('hex'),
        );
      }),
      { numRuns: 50 },
    );
  });
});
