/**
 * The invitation code of an invitation link (`/register/account?inviteCode=AB12CD34`): 8
 * letters or digits, as the server accepts. A malformed one is ignored with a notice rather
 * than put into the form, where it would only fail later.
 */

const INVITE_CODE_RE = /^[A-Za-z0-9]{8}$/;

export function parseInviteCode(search: string): { code: string | null; problem: string | null } {
  let raw: string | null = null;
  try {
    raw = new URLSearchParams(search).get('inviteCode');
  } catch {
    raw = null;
  }
  if (raw === null || raw === '') return { code: null, problem: null };
  const value = raw.trim();
  if (!INVITE_CODE_RE.test(value)) return { code: null, problem: '链接中的邀请码无效，已忽略；如有邀请码请手动填写。' };
  return { code: value.toUpperCase(), problem: null };
}
