/** Random values and hashes used for tokens, tickets and codes. */
import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits, base64url: access/refresh tokens, tickets, file tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hashes a token on every authenticated request: the one-shot form, without a Hash object. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}

export function randomFrom(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}

/** Constant-time comparison of two hex digests (or any equal-length strings). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
