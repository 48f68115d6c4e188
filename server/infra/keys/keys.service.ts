/**
 * The RSA-3072 key pair for password and request-key encryption (RSA-OAEP, SHA-256). It lives
 * in the database so that every instance uses the same pair; the first instance to start
 * creates it, the others read the winner.
 *
 * Decryption is the most expensive thing an anonymous caller can ask for, so it is guarded:
 * - it runs in worker threads (rsa-pool.ts), never on the event loop;
 * - each IP may cause only so many decryptions a minute, counted in memory BEFORE the work
 *   (a database write per attempt would be the load we are avoiding);
 * - request keys (X-Scf-Key) are remembered by the hash of their ciphertext for the signing
 *   window, so the same ciphertext sent again costs nothing. Password ciphertexts are never
 *   remembered: a plain password should live in memory no longer than its request.
 */
import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/db';
import { randomToken, sha256Hex } from '../../core/crypto';
import { fail, formatWait } from '../../core/envelope';
import type { Clock } from '../../core/time';
import { createMemoryLimiter } from '../throttle/memory-limiter';
import { createRsaPool, type RsaPool } from './rsa-pool';
import { currentKey, insertCurrentKeyIfAbsent } from './keys.repo';

const generate = promisify(generateKeyPair);

/** RSA-3072 ciphertext size in bytes. */
const CIPHER_BYTES = 384;
/** Request keys are only usable within the signing window (±5 minutes): remember them 10. */
const REQUEST_KEY_TTL_MS = 10 * 60_000;
const REQUEST_KEY_CACHE_MAX = 10_000;
const RSA_THROTTLED_MSG = '请求过于频繁，请{wait}后再试';

export interface KeyServiceOptions {
  /** RSA decryptions one IP may cause per minute (cached request keys do not count). */
  perIpPerMinute: number;
  /** Worker threads; default one per spare core. */
  poolSize?: number;
}

export interface KeyService {
  current(): Promise<{ kid: string; publicKey: string }>;
  /**
   * Decrypts base64 RSA-OAEP-SHA256 ciphertext (a password field); null when it is not
   * decryptable. Throws the 429 envelope when the IP has used up its decryptions.
   */
  decrypt(base64: string, kid: string | undefined, ip: string): Promise<Buffer | null>;
  /** The same for an X-Scf-Key, answered from the cache when that ciphertext was seen. */
  decryptRequestKey(base64: string, kid: string, ip: string): Promise<Buffer | null>;
  /** How many RSA decryptions this instance has started (tests and the bench read it). */
  decryptions(): number;
  close(): Promise<void>;
}

const DEFAULTS: KeyServiceOptions = { perIpPerMinute: 600 };

export function createKeyService(db: Db, clock: Clock, options: KeyServiceOptions = DEFAULTS): KeyService {
  // A cache of a database value: every instance reads the same row, so nothing is lost.
  let cached: { kid: string; publicKey: string; privatePem: string } | null = null;
  let pool: RsaPool | null = null;
  let count = 0;
  const limiter = createMemoryLimiter({ limit: options.perIpPerMinute, windowMs: 60_000 });
  const requestKeys = new LRUCache<string, Promise<Buffer | null>>({
    max: REQUEST_KEY_CACHE_MAX,
    ttl: REQUEST_KEY_TTL_MS,
  });

  async function load() {
    if (cached) return cached;
    let row = await currentKey(db);
    if (!row) {
      const pair = await generate('rsa', {
        modulusLength: 3072,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await insertCurrentKeyIfAbsent(
        db,
        { kid: `k${randomToken(9)}`, public_pem: pair.publicKey, private_pem: pair.privateKey },
        clock(),
      );
      row = await currentKey(db);
    }
    if (!row) throw new Error('server key missing');
    cached = { kid: row.kid, publicKey: row.public_pem, privatePem: row.private_pem };
    return cached;
  }

  /** Counts the decryption against the IP first; over the limit nothing is decrypted. */
  async function guardedDecrypt(buf: Buffer, ip: string): Promise<Buffer | null> {
    const k = await load();
    const r = limiter.hit(ip, clock());
    if (!r.allowed) throw fail.throttled(r.retryAfter, RSA_THROTTLED_MSG.replace('{wait}', formatWait(r.retryAfter)));
    pool ??= createRsaPool(k.privatePem, options.poolSize);
    count++;
    return pool.decrypt(buf);
  }

  function parse(base64: string): Buffer | null {
    const buf = Buffer.from(base64, 'base64');
    return buf.length === CIPHER_BYTES ? buf : null;
  }

  return {
    async current() {
      const k = await load();
      return { kid: k.kid, publicKey: k.publicKey };
    },
    async decrypt(base64, kid, ip) {
      const k = await load();
      if (kid !== undefined && kid !== k.kid) return null;
      const buf = parse(base64);
      return buf ? guardedDecrypt(buf, ip) : null;
    },
    async decryptRequestKey(base64, kid, ip) {
      const k = await load();
      if (kid !== k.kid) return null;
      const buf = parse(base64);
      if (!buf) return null;
      const hash = sha256Hex(`${kid}:${base64}`);
      const known = requestKeys.get(hash);
      if (known) return known;
      // The promise is remembered at once, so identical ciphertexts arriving together share
      // one decryption; a refusal (429) or a pool failure is not remembered.
      const work = guardedDecrypt(buf, ip);
      requestKeys.set(hash, work);
      work.catch(() => requestKeys.delete(hash));
      return work;
    },
    decryptions: () => count,
    async close() {
      await pool?.close();
      pool = null;
    },
  };
}
