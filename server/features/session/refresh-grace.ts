/**
 * The grace window of refresh-token rotation. Two tabs of one browser may present the same
 * refresh token at the same moment; the second would count as reuse and sign the person out.
 * So the pair issued for a refresh token is kept, sealed with a key derived from that refresh
 * token (the database alone cannot open it), and a second presentation by the same client
 * within GRACE_MS, asking for the same thing, gets that pair again. Any other reuse still
 * revokes the session.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sha256Hex } from '../../core/crypto';

export const GRACE_MS = 10_000;

export interface SealedPair {
  accessToken: string;
  refreshToken: string;
  compCode: string;
  employeeCode: string;
  /** The session the pair belongs to (a company switch opens a new one). */
  sessionId: string;
}

function keyOf(presentedRefreshToken: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(presentedRefreshToken, 'utf8'), Buffer.alloc(0), 'scf refresh grace v1', 32),
  );
}

/** AES-256-GCM under a key only the holder of the presented refresh token can derive. */
export function sealPair(presentedRefreshToken: string, pair: SealedPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(presentedRefreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openPair(presentedRefreshToken: string, sealed: string): SealedPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(presentedRefreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const v = JSON.parse(text) as Partial<SealedPair>;
    if (typeof v.accessToken !== 'string' || typeof v.refreshToken !== 'string' || typeof v.sessionId !== 'string')
      return null;
    return {
      accessToken: v.accessToken,
      refreshToken: v.refreshToken,
      compCode: String(v.compCode ?? ''),
      employeeCode: String(v.employeeCode ?? ''),
      sessionId: v.sessionId,
    };
  } catch {
    return null;
  }
}

/** Who presented the token: two tabs of one browser share the address and the user agent. */
export function clientFingerprint(ip: string, userAgent: string | undefined): string {
  return sha256Hex(`${ip}\n${userAgent ?? ''}`);
}

/** What the refresh asked for (a plain refresh, or a switch to a company or role). */
export function refreshPurpose(target: { employeeCode?: string; compBizCode?: string; compRoleCode?: string }): string {
  return sha256Hex(`${target.employeeCode ?? ''}\n${target.compBizCode ?? ''}\n${target.compRoleCode ?? ''}`);
}
