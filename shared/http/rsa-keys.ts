/**
 * The server's RSA public key (`/rsa/secretKey` → `{kid, publicKey}`), kept in the client
 * state (`rsaKeys`, docs/requirements.md#client-state) and fetched once when first needed; concurrent callers share one
 * fetch.
 */
import type { RsaKeys } from '../api/types';
import { setRsaKeys } from '../state/actions';
import { validRsaKeys } from '../state/portal-state';
import { getState } from '../state/store';
import { ApiError } from './api-error';

let inflight: Promise<RsaKeys> | null = null;

/** `load` fetches the envelope body of `/rsa/secretKey`. `force` refetches (after a key rotation). */
export function ensureRsaKeys(load: () => Promise<unknown>, force = false): Promise<RsaKeys> {
  const have = validRsaKeys(getState().rsaKeys);
  if (have && !force) return Promise.resolve(have);
  if (inflight) return inflight;
  const p = (async () => {
    const keys = setRsaKeys(await load());
    if (!keys) throw new ApiError({ kind: 'crypto', message: '获取加密公钥失败，请刷新页面后重试' });
    return keys;
  })();
  inflight = p;
  const clear = () => {
    if (inflight === p) inflight = null;
  };
  p.then(clear, clear);
  return p;
}
