/**
 * The invitation link the centre hands out is the one the registration page reads, and a call
 * refused because an administrator reset the password leads to 设置新密码 with the session kept.
 */
import { describe, expect, it } from 'vitest';
import { invitationLink } from '../../../shared/routes/invite-link';
import { parseInviteCode } from '../../../parcels/register/invite-code';
import { decideResponse } from '../../../shared/http/catalogue';
import { PASSWORD_CHANGE_REQUIRED } from '../../../shared/rules/status-codes';
import { newPasswordUrl } from '../../../shared/navigation/navigate';
import { matchRoute } from '../../../shared/routes/match-route';
import { NEW_PASSWORD_PATH } from '../../../shared/routes/route-table';

describe('invitation link', () => {
  it('is read back by the registration page', () => {
    const link = invitationLink('https://portal.example.com', 'AB12CD34');
    const u = new URL(link);
    expect(u.origin).toBe('https://portal.example.com');
    expect(matchRoute(u.pathname)?.route.page).toBe('register/account');
    expect(parseInviteCode(u.search)).toEqual({ code: 'AB12CD34', problem: null });
  });
});

describe('password change required', () => {
  it('rejects with a redirect to 设置新密码 and keeps the tokens', () => {
    const d = decideResponse({
      httpStatus: 200,
      kind: 'list',
      body: { status: PASSWORD_CHANGE_REQUIRED, ok: false, msg: '管理员已重置您的密码，请先设置新密码', body: null },
    });
    expect(d.action).toBe('reject');
    if (d.action !== 'reject') return;
    expect(d.error).toMatchObject({ kind: 'password-change', redirectTo: 'new-password' });
    expect(d.effects).toMatchObject({ clearTokens: false, redirect: 'new-password' });
  });

  it('goes on to the target afterwards; never back to the sign-in pages', () => {
    expect(newPasswordUrl('/center/crm/user')).toBe(
      `${NEW_PASSWORD_PATH}?redirect=${encodeURIComponent('/center/crm/user')}`,
    );
    expect(newPasswordUrl('/login')).toBe(NEW_PASSWORD_PATH);
    expect(newPasswordUrl('https://evil.example.com/x')).toBe(NEW_PASSWORD_PATH);
    expect(matchRoute(NEW_PASSWORD_PATH)?.route).toMatchObject({
      app: 'login',
      access: 'session',
      page: 'login/new-password',
    });
  });
});
