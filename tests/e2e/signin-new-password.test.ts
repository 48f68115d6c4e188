/**
 * After an administrator resets a password, the person signs in (SMS code, as the reset SMS
 * says) and is taken to 设置新密码 before anything else: the centre is out of reach until the
 * new password is set, then the person goes on to the centre and the new password works. An
 * account of the test's own (createOwnAccount); axe and screenshots at desktop and phone.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, launch, seriousA11yViolations, settled, url, type Browser } from './helpers/browser';
import { api, apiLogin, outboxCode } from './helpers/login';
import { createOwnAccount, type OwnAccount } from './helpers/own-account';
import { nextCaptcha, sendSmsCode, spaced, waitForPath } from './helpers/signin-ui';
import { PORTAL_API as P } from '../kit/api';

const SHOTS = 'test-results/screens';

describe('设置新密码 after an administrator reset', () => {
  let person: OwnAccount;
  let phonePerson: OwnAccount;
  let b: Browser | null = null;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    person = await createOwnAccount('重置测试');
    // Its own person: one mobile may receive a login code only once a minute.
    phonePerson = await createOwnAccount('重置测试二');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  async function adminResets(who: OwnAccount): Promise<void> {
    const admin = await apiLogin('13800000011');
    await api(`${P}/cust/employee/resetPassword?employeeCode=${who.employeeCode}`, { token: admin.accessToken });
  }

  async function smsLogin(browser: Browser, who: OwnAccount): Promise<void> {
    const { page } = browser;
    await page.goto(url('/login'));
    await settled(page);
    const { answer } = await nextCaptcha(page, () => page.getByRole('tab', { name: '短信登录' }).click());
    await page.getByLabel('手机号', { exact: true }).fill(who.mobile);
    await page.getByLabel('图形验证码', { exact: true }).fill(answer);
    const before = await outboxCode('sms', who.mobile);
    await sendSmsCode(page);
    const code = await outboxCode('sms', who.mobile, before);
    await page.getByLabel('短信验证码', { exact: true }).fill(code);
    await page.getByRole('button', { name: spaced('登录') }).click();
  }

  it('takes the person to 设置新密码 before the centre, then on to the centre (desktop)', async () => {
    await adminResets(person);
    b = await launch({ width: 1280, height: 800 });
    const { page } = b;
    await smsLogin(b, person);
    await waitForPath(page, '/login/newPassword');
    await page.getByRole('heading', { name: '设置新密码' }).first().waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/new-password-1280.png` });

    // The centre is out of reach meanwhile: back to 设置新密码.
    await page.goto(url('/center/crm/user'));
    await waitForPath(page, '/login/newPassword');

    // The shared password rules apply.
    await page.getByLabel('新密码', { exact: true }).fill('short');
    await page.getByLabel('确认密码', { exact: true }).fill('short');
    await page.getByRole('button', { name: '确认并继续' }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.getByLabel('新密码', { exact: true }).fill('Fresh2026x');
    await page.getByLabel('确认密码', { exact: true }).fill('Fresh2026x');
    await page.getByRole('button', { name: '确认并继续' }).click();
    await waitForPath(page, /^\/center\//);
    await settled(page);
    expect(new URL(page.url()).pathname.startsWith('/center/')).toBe(true);
    // The new password opens the account.
    person.password = 'Fresh2026x';
    expect((await apiLogin(person.mobile, { password: 'Fresh2026x' })).accessToken).toBeTruthy();
    await b.close();
    b = null;
  }, 180_000);

  it('shows 设置新密码 at phone width with touch', async () => {
    await adminResets(phonePerson);
    b = await launch({ width: 390, height: 844, touch: true });
    const { page } = b;
    await smsLogin(b, phonePerson);
    await waitForPath(page, '/login/newPassword');
    await page.getByRole('button', { name: '确认并继续' }).waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/new-password-390.png` });
  }, 180_000);
});
