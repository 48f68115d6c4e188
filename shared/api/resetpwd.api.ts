/** The password-reset wizard (docs/api.md §5.8). */
import { encryptSecret } from '../http/client';
import { P, post, type CallOptions } from './request';
import type { ResetAccountInput, ResetPasswordInput, ResetTicket } from './types';

export function verifyResetAccount(input: ResetAccountInput, opts?: CallOptions): Promise<ResetTicket> {
  return post(`${P}/resetpwd/account`, { body: input }, { kind: 'silent', encrypt: true }, opts);
}

/** The new password is encrypted here; every session of the person is revoked by the server. */
export async function resetPassword(input: ResetPasswordInput, opts?: CallOptions): Promise<null> {
  const { value, kid } = await encryptSecret(input.password);
  return post(
    `${P}/resetpwd/reset`,
    { body: { resetTicket: input.resetTicket, password: value, kid } },
    { kind: 'silent', encrypt: true },
    opts,
  );
}
