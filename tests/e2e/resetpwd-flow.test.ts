/**
 * Password reset in a real browser against the real server, on an account of the test's own
 * (the demo accounts keep their passwords for the files that run beside this one):
 * the steps cannot be skipped, a wrong code is refused next to its field,
 * the new password follows the registration rules, the completion says every session ended
 * — and a session opened before the reset is indeed refused — and the new password works.
 * Also: an unknown number gets the same answers (no account enumeration), and a reset ticket
 * the server no longer knows sends the reader back to the first step with a notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, settled, url, type Browser, useBrowser } from './helpers/browser';
import { ApiCallError, api, DEMO_PASSWORD, loginInBrowser, outboxCode } from './helpers/login';
import { createOwnAccount } from './helpers/own-account';
import {
  cookie,
  expectAccessible,
  fieldError,
  foldServiceWidget,
  loginThroughForm,
  nextCaptcha,
  pathOf,
  waitForPath,
} from './helpers/signin-ui';
import { PORTAL_API as P } from '../kit/api';

let ACCOUNT = '';
/** The mobile as the pages show it: the first three and last four digits. */
const masked = () => `${ACCOUNT.slice(0, 3)}******${ACCOUNT.slice(-4)}`;
const NEW_PASSWORD = 'Reset2026ok';

describe('password reset', () => {
  let before: Browser;
  let b: Browser;
  let oldAccessToken = '';

  beforeAll(async () => {
    // A session opened before the reset, in another browser.
    ACCOUNT = (await createOwnAccount('找回密码')).mobile;
    before = await launch();
    oldAccessToken = (await loginInBrowser(before.context, ACCOUNT)).accessToken;
    await before.page.goto(url('/center/product/product'));
    await settled(before.page);
    b = await launch();
  });
  afterAll(async () => {
    await before?.close();
    await b?.close();
  });

  it('cannot skip to the new-password step without a verified mobile', async () => {
    const { page } = b;
    await page.goto(url('/resetpwd/reset'));
    await waitForPath(page, '/resetpwd/account');
    await page.getByRole('alert').filter({ hasText: '请先验证手机号' }).waitFor();
    await page.goto(url('/resetpwd/complete'));
    await waitForPath(page, '/resetpwd/account');
  });

  it('verifies the mobile with captcha and SMS code; a wrong code is refused next to its field', async () => {
    const { page } = b;
    const { answer } = await nextCaptcha(page, () => page.goto(url('/resetpwd')));
    await waitForPath(page, '/resetpwd/account');
    await page.getByRole('heading', { level: 1, name: '验证身份' }).waitFor();
    await expectAccessible(page, 'resetpwd / account');
    await page.getByLabel('手机号', { exact: true }).fill(ACCOUNT);
    await page.getByLabel('图形验证码', { exact: true }).fill(answer);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `验证码已发送至 ${masked()}` })
      .waitFor();
    const code = await outboxCode('sms', ACCOUNT);
    await page.getByLabel('短信验证码', { exact: true }).fill(code === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: '下一步：设置新密码' }).click();
    expect(await fieldError(page, '短信验证码')).toContain('验证码错误');
    await page.getByLabel('短信验证码', { exact: true }).fill(code);
    await page.getByRole('button', { name: '下一步：设置新密码' }).click();
    await waitForPath(page, '/resetpwd/reset');
  });

  it('sets a new password with the registration rules, and says every session was signed out', async () => {
    const { page } = b;
    await page.getByRole('heading', { level: 1, name: '重置密码' }).waitFor();
    await page.getByText(`手机号 ${masked()} 已验证`, { exact: false }).waitFor();
    await expectAccessible(page, 'resetpwd / reset');
    await page.getByLabel('新密码', { exact: true }).fill('onlyletters');
    await page.getByLabel('确认密码', { exact: true }).fill('onlyletters');
    await page.getByRole('button', { name: '确认重置' }).click();
    expect(await fieldError(page, '新密码')).toContain('密码须为8-20位，包含字母和数字，不能有空格');
    // Whitespace is removed as it is typed (the rule forbids it).
    await page.getByLabel('新密码', { exact: true }).fill(`${NEW_PASSWORD.slice(0, 4)} ${NEW_PASSWORD.slice(4)}`);
    expect(await page.getByLabel('新密码', { exact: true }).inputValue()).toBe(NEW_PASSWORD);
    await page.getByText('密码强度：', { exact: false }).waitFor();
    await page.getByLabel('确认密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '确认重置' }).click();
    await waitForPath(page, '/resetpwd/complete');
    await page.getByText('该账号在所有设备上的登录均已退出', { exact: false }).waitFor();
    await expectAccessible(page, 'resetpwd / complete');
  });

  it('the session opened before the reset is refused', async () => {
    await expect(api(`${P}/loginInfo/view`, { token: oldAccessToken })).rejects.toBeInstanceOf(ApiCallError);
    await before.page.goto(url('/center/crm/user'));
    await waitForPath(before.page, '/login');
    expect(await cookie(before.page, 'access_token')).toBeNull();
  });

  it('the old password no longer works and the new one does', async () => {
    const { page } = b;
    await loginThroughForm(page, ACCOUNT, DEMO_PASSWORD);
    expect(await fieldError(page, '密码')).toContain('账号或密码错误');
    await loginThroughForm(page, ACCOUNT, NEW_PASSWORD);
    await waitForPath(page, '/center/product/product');
  });
});

describe('password reset edge cases', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('an unknown number gets the same answers as a known one (mobile width)', async () => {
    const { page } = b;
    const { answer } = await nextCaptcha(page, () => page.goto(url('/resetpwd/account')));
    await settled(page);
    await expectAccessible(page, 'resetpwd / account, mobile');
    await foldServiceWidget(page);
    await page.getByLabel('手机号', { exact: true }).fill('13900000000');
    await page.getByLabel('图形验证码', { exact: true }).fill(answer);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('status').filter({ hasText: '验证码已发送至 139******0000' }).waitFor();
    await page.getByLabel('短信验证码', { exact: true }).fill('123456');
    await page.getByRole('button', { name: '下一步：设置新密码' }).click();
    expect(await fieldError(page, '短信验证码')).toContain('验证码已失效');
    expect(pathOf(page)).toBe('/resetpwd/account');
  });

  it('a reset ticket the server no longer knows goes back to the first step with a notice', async () => {
    const { page } = b;
    await page.evaluate(() =>
      sessionStorage.setItem(
        'scf.resetpwd.ticket',
        JSON.stringify({ ticket: 'x'.repeat(43), expiresAt: Date.now() + 600_000, mobile: '138******0005' }),
      ),
    );
    await page.goto(url('/resetpwd/reset'));
    await settled(page);
    await page.getByLabel('新密码', { exact: true }).fill('Another2026');
    await page.getByLabel('确认密码', { exact: true }).fill('Another2026');
    await page.getByRole('button', { name: '确认重置' }).click();
    await waitForPath(page, '/resetpwd/account');
    await page.getByRole('alert').filter({ hasText: '重置凭证已失效，请重新验证身份' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('scf.resetpwd.ticket'))).toBeNull();
  });
});
