/**
 * The RSA-3072 key pair for password and request-key encryption (RSA-OAEP, SHA-256). It lives
 * in the database so that every instance uses the same pair; the first instance to start
 * creates it, the others read the winner.
 */
import { constants, generateKeyPair, privateDecrypt, createPrivateKey, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../db/db';
import { randomToken } from '../../core/crypto';
import type { Clock } from '../../core/time';

const generate = promisify(generateKeyPair);

export interface KeyService {
  current(): Promise<{ kid: string; publicKey: string }>;
  /** Decrypts base64 RSA-OAEP-SHA256 ciphertext; null when it is not decryptable. */
  decrypt(base64: string, kid?: string): Promise<Buffer | null>;
}

interface KeyRow {
  kid: string;
  public_pem: string;
  private_pem: string;
}

export function createKeyService(db: Db, clock: Clock): KeyService {
  // A cache of a database value: every instance reads the same row, so nothing is lost.
  let cached: { kid: string; publicKey: string; privateKey: KeyObject } | null = null;

  async function load() {
    if (cached) return cached;
    let rows = await db.query<KeyRow>("SELECT kid, public_pem, private_pem FROM server_keys WHERE slot = 'current'");
    if (rows.length === 0) {
      const pair = await generate('rsa', {
        modulusLength: 3072,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await db.query(
        "INSERT INTO server_keys (slot, kid, public_pem, private_pem, created_at) VALUES ('current', $1, $2, $3, $4) ON CONFLICT (slot) DO NOTHING",
        [`k${randomToken(9)}`, pair.publicKey, pair.privateKey, clock()],
      );
      rows = await db.query<KeyRow>("SELECT kid, public_pem, private_pem FROM server_keys WHERE slot = 'current'");
    }
    const row = rows[0];
    if (!row) throw new Error('server key missing');
    cached = { kid: row.kid, publicKey: row.public_pem, privateKey: createPrivateKey(row.private_pem) };
    return cached;
  }

  return {
    async current() {
      const k = await load();
      return { kid: k.kid, publicKey: k.publicKey };
    },
    async decrypt(base64, kid) {
      const k = await load();
      if (kid !== undefined && kid !== k.kid) return null;
      const buf = Buffer.from(base64, 'base64');
      if (buf.length !== 384) return null; // RSA-3072 ciphertext size
      try {
        return privateDecrypt({ key: k.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, buf);
      } catch {
        return null;
      }
    },
  };
}
