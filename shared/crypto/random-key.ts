/**
 * Random keys from the 41-letter alphabet (docs/requirements.md#validation): A–Z without I, L, O, U, V and a–z
 * without g, l, o, q, u, v, so a key read aloud or copied by hand has no look-alikes.
 */

export const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz';

/** The largest multiple of 41 below 256: bytes at or above it are redrawn, so no letter is favoured. */
const LIMIT = 256 - (256 % KEY_ALPHABET.length);
const MAX_LENGTH = 4096;

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => void;

function defaultFill(): RandomFill | null {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (!c || typeof c.getRandomValues !== 'function') return null;
  return (bytes) => {
    c.getRandomValues(bytes);
  };
}

/**
 * A key of `length` letters (default 16; garbage → 16, capped at 4096) drawn with
 * `crypto.getRandomValues` by rejection sampling. Returns '' when the platform has no
 * cryptographic random source, so callers never get a predictable key by accident.
 * `fill` is injectable for tests.
 */
export function randomKey(length: unknown = 16, fill: RandomFill | null = defaultFill()): string {
  const n = typeof length === 'number' && Number.isInteger(length) && length > 0 ? Math.min(length, MAX_LENGTH) : 16;
  if (typeof fill !== 'function') return '';
  let out = '';
  const buf = new Uint8Array(Math.max(32, n * 2));
  // A guard against a broken source that never yields an acceptable byte.
  for (let rounds = 0; out.length < n && rounds < 1000; rounds++) {
    fill(buf);
    for (let i = 0; i < buf.length && out.length < n; i++) {
      const b = buf[i] as number;
      if (b < LIMIT) out += KEY_ALPHABET[b % KEY_ALPHABET.length];
    }
  }
  return out.length === n ? out : '';
}
