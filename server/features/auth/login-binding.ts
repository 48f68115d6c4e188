/**
 * The password of a login is encrypted together with the image-captcha answer of that login:
 * the plaintext is `<captcha answer>\n<password>`. The captcha is single use and bound to one
 * browser id, so a captured ciphertext cannot log in again: a new login needs a new captcha,
 * and the captured ciphertext carries the old answer.
 */
import { fail } from '../../core/envelope';
import { DECRYPT_FAILED } from './password.service';

export const LOGIN_BINDING_SEPARATOR = '\n';

/** The password of a bound plaintext; refuses a plaintext bound to another captcha (a replay). */
export function unbindLoginPassword(plain: string, captcha: string, field: string): string {
  const at = plain.indexOf(LOGIN_BINDING_SEPARATOR);
  if (at <= 0 || plain.slice(0, at).toUpperCase() !== captcha.toUpperCase()) throw fail.bad(DECRYPT_FAILED, field);
  const password = plain.slice(at + 1);
  if (password.length === 0) throw fail.bad(DECRYPT_FAILED, field);
  return password;
}
