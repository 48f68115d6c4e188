/**
 * 邀请企业 tools: the code is shown once, when it is sent or resent (the server keeps only its
 * hash, the list has no codes): 重新发送 shows the new code, 复制链接 puts the registration link
 * with it on the clipboard, 二维码 shows it as a QR code; the invited company (already
 * registered) sees the invitation under 收到的邀请 and accepts it, and the inviter's
 * administrator finds the site message. Companies of the test's own (the demo companies stay as
 * they are); axe and screenshots at desktop and phone.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, launch, seriousA11yViolations, settled, url, type Browser } from './helpers/browser';
import { api, apiLogin, setSessionCookies } from './helpers/login';
import { createOwnCompany, type OwnCompany } from './helpers/own-account';
import { PORTAL_API as P } from '../kit/api';

const SHOTS = 'test-results/screens';
const INVITATIONS = '/center/crm/invication';

/** 重新发送 on the invitation's row, confirmed: the dialog with the new code, and the code. */
async function resend(page: Page, compName: string): Promise<{ code: string; dialog: ReturnType<Page['getByRole']> }> {
  // A table row on a desktop, a card on a phone: the buttons are named for their invitation.
  const resendButton = page.getByRole('button', { name: `重新发送给${compName}`, exact: true }).first();
  await resendButton.waitFor();
  // The list holds no code, so no link to copy before a resend.
  expect(await page.getByRole('button', { name: `复制链接：${compName}` }).count()).toBe(0);
  await resendButton.click();
  await page
    .locator('.ant-modal-confirm')
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '重新发送邀请' });
  await dialog.getByText('邀请已重新发送').waitFor();
  const code = ((await dialog.getByTestId('invite-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  return { code, dialog };
}

describe('invitation link, QR code and acceptance inside the centre', () => {
  let inviter: OwnCompany;
  let invited: OwnCompany;
  /**
   * A second invitation (another mobile, same company):
   * each phone and desktop test resends its own (one resend a minute each).
   */
  const second = { id: 0, compName: '', mobile: '' };
  let b: Browser | null = null;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const tag = String(Date.now()).slice(-6);
    inviter = await createOwnCompany(`邀请方测试企业${tag}有限公司`);
    invited = await createOwnCompany(`受邀方测试企业${tag}有限公司`);
    const t = await apiLogin(inviter.mobile, { password: inviter.password });
    await api<{ inviteCode: string }>(`${P}/cust/invitation/create`, {
      token: t.accessToken,
      body: {
        compName: invited.compName,
        creditCode: invited.creditCode,
        contactName: '王测试',
        mobile: invited.mobile,
        compRole: 'C102',
      },
    });
    second.compName = `${invited.compName}（分公司联系人）`;
    second.mobile = `137${String(Date.now()).slice(-8)}`;
    second.id = (
      await api<{ id: number; inviteCode: string }>(`${P}/cust/invitation/create`, {
        token: t.accessToken,
        body: {
          compName: second.compName,
          creditCode: invited.creditCode,
          contactName: '李测试',
          mobile: second.mobile,
          compRole: 'C102',
        },
      })
    ).id;
  }, 180_000);
  afterAll(async () => {
    await b?.close();
  });

  it('copies the registration link and shows it as a QR code (desktop)', async () => {
    b = await launch({ width: 1280, height: 800 });
    const { page, context } = b;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
    await setSessionCookies(context, await apiLogin(inviter.mobile, { password: inviter.password }));
    await page.goto(url(INVITATIONS));
    await settled(page);
    const { code, dialog: sent } = await resend(page, invited.compName);
    await sent.getByRole('button', { name: `复制链接：${invited.compName}` }).click();
    await expect.poll(() => page.getByText('邀请链接已复制').count()).toBeGreaterThan(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(url('/')).origin}/register/account?inviteCode=${code}`);
    {
      const v = await seriousA11yViolations(page);
      expect(v, describeViolations(v)).toEqual([]);
    }

    await sent.getByRole('button', { name: `二维码：${invited.compName}` }).click();
    const dialog = page.getByRole('dialog', { name: '邀请二维码' });
    await dialog.waitFor();
    expect(await dialog.locator('[data-testid="invite-qr"] canvas').isVisible()).toBe(true);
    expect(await dialog.getByText(copied).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: '下载二维码' }).isVisible()).toBe(true);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/invitation-qr-1280.png` });
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    // Closed, the code is gone: the list never shows it again.
    await sent.getByRole('button', { name: /完\s*成/ }).click();
    await sent.waitFor({ state: 'hidden' });
    expect(await page.getByText(code).count()).toBe(0);
    await b.close();
    b = null;
  }, 120_000);

  it('falls back to a selected read-only field when the clipboard is refused (phone)', async () => {
    b = await launch({ width: 390, height: 844, touch: true });
    const { page, context } = b;
    await setSessionCookies(context, await apiLogin(inviter.mobile, { password: inviter.password }));
    await page.goto(url(INVITATIONS));
    await settled(page);
    // No clipboard permission and the API refusing: the link is offered to copy by hand.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    const { code, dialog: sent } = await resend(page, second.compName);
    await sent.getByRole('button', { name: `复制链接：${second.compName}` }).click();
    const field = page.getByTestId('invite-link-manual');
    await field.waitFor();
    expect(await field.inputValue()).toContain(`inviteCode=${code}`);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(
      await page.evaluate(
        () => window.getSelection()?.toString() || (document.activeElement as HTMLInputElement | null)?.value,
      ),
    ).toContain(code);
    await page.screenshot({ path: `${SHOTS}/invitation-copy-fallback-390.png` });
    await page.getByRole('dialog', { name: '复制邀请链接' }).getByRole('button', { name: '关闭' }).first().click();
    await sent.getByRole('button', { name: `二维码：${second.compName}` }).click();
    const dialog = page.getByRole('dialog', { name: '邀请二维码' });
    await dialog.waitFor();
    expect(await dialog.locator('canvas').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/invitation-qr-390.png` });
    await b.close();
    b = null;
  }, 120_000);

  it('the invited company accepts inside the centre and the inviter gets the site message', async () => {
    // One invitation left for the invited company to see (the second one served the phone test).
    await api(`${P}/cust/invitation/revoke?id=${second.id}`, {
      token: (await apiLogin(inviter.mobile, { password: inviter.password })).accessToken,
      body: {},
    });
    b = await launch({ width: 1280, height: 800 });
    const { page, context } = b;
    await setSessionCookies(context, await apiLogin(invited.mobile, { password: invited.password }));
    await page.goto(url(INVITATIONS));
    await settled(page);
    const received = page.getByTestId('received-invitations');
    await received.getByText(inviter.compName).waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/invitation-received-1280.png` });
    await received.getByRole('button', { name: `接受：${inviter.compName}的邀请` }).click();
    await expect.poll(() => page.getByText(`已接受“${inviter.compName}”的邀请`).count()).toBeGreaterThan(0);
    await expect.poll(() => received.getByText(inviter.compName).count()).toBe(0);

    // The inviter's administrator: the message in 站内信, and the invitation accepted.
    await context.clearCookies();
    await setSessionCookies(context, await apiLogin(inviter.mobile, { password: inviter.password }));
    await page.goto(url('/center/crm/message/list'));
    await settled(page);
    await page.getByText(`${invited.compName}已接受您的邀请`).first().waitFor();
    await b.close();
    b = null;
  }, 120_000);

  it('the code entry refuses a wrong code with a clear message (phone)', async () => {
    b = await launch({ width: 390, height: 844, touch: true });
    const { page, context } = b;
    await setSessionCookies(context, await apiLogin(invited.mobile, { password: invited.password }));
    await page.goto(url(INVITATIONS));
    await settled(page);
    await page.getByRole('button', { name: '填写邀请码' }).click();
    const dialog = page.getByRole('dialog', { name: '填写邀请码' });
    await dialog.getByLabel('邀请码').fill('ZZZZ2222');
    await dialog.getByRole('button', { name: '接受邀请' }).click();
    await dialog.getByText('邀请码不正确').waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/invitation-code-entry-390.png` });
  }, 120_000);
});
