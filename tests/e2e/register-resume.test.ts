/**
 * A registration kept on the server: a reload keeps what each step holds; another device
 * continues it with the mobile's SMS code at its step with its data (the first tab keeps
 * working); an invitation link prefills the invited company's name and fixes its role, and the
 * invitation is no longer 已发送 once the application is submitted and approved. Desktop
 * 1280×800 and a 390×844 touch phone, axe on each new screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { withUsccCheck } from '../../server/core/rules';
import { launch, url, useServer, type Browser } from './helpers/browser';
import { api, apiLogin, outboxCode } from './helpers/login';
import { operator } from './helpers/operator';
import {
  ADMIN_ID_NUMBER as ID_NUMBER,
  beginRegistration,
  fillCompanyStep,
  uploadLicence,
} from './helpers/registration';
import { expectAccessible, nextCaptcha, waitForPath } from './helpers/signin-ui';
import { PORTAL_API as P } from '../kit/api';

const PASSWORD = 'Reg2026pass';
const stamp = String(Date.now()).slice(-7);
const RESUME_MOBILE = `136${stamp}1`;
const INVITED_MOBILE = `136${stamp}2`;
const credit = (n: string): string => withUsccCheck(`91330100${stamp}${n}0`.slice(0, 17));
/** One SMS a minute per number: when (on the server's clock) the resume may ask for the next one. */
let resumeCodeAfter = 0;

// A server of this file's own (TEST_CLOCK=1): the resume moves its clock past the one-SMS-a-minute
// rule instead of waiting a minute for it.
let server: RunningServer | null = null;
beforeAll(async () => {
  server = await spawnServer({ TEST_CLOCK: '1' });
  useServer(server.url, server.dataDir);
});
afterAll(async () => {
  useServer(null);
  await server?.stop();
});

/** The server's clock, moved forward until the resume may ask for the next SMS code. */
async function passResendRule(): Promise<void> {
  const seconds = Math.ceil((resumeCodeAfter - Date.now()) / 1000);
  if (seconds <= 0) return;
  const moved = await (
    await fetch(url('/api/dev/clock'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 0, advanceSeconds: seconds }),
    })
  ).json();
  expect(moved).toMatchObject({ ok: true });
  resumeCodeAfter = Date.now();
}

const value = (page: Page, label: string): Promise<string> => page.getByLabel(label, { exact: true }).inputValue();
const savedLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: '已自动保存' }).waitFor({ timeout: 15_000 });

/** A registration started through the API; its mobile may have the next code a minute later. */
async function startRegistration(mobile: string): Promise<string> {
  const { regTicket } = await beginRegistration(mobile, PASSWORD);
  resumeCodeAfter = Date.now() + 62_000;
  return regTicket;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/register-resume-${name}.png`, fullPage: true });
}

describe('registration across reloads, tabs and devices', () => {
  let desk: Browser;
  let phone: Browser;
  beforeAll(async () => {
    desk = await launch({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await desk?.close();
    await phone?.close();
  });

  it('a reload keeps what the company step and the administrator step hold', async () => {
    const { page } = desk;
    const ticket = await startRegistration(RESUME_MOBILE);
    await page.goto(url('/register/account'));
    await page.evaluate((t) => sessionStorage.setItem('scf.register.ticket', t), ticket);
    await page.goto(url('/register/permit'));
    await page.getByLabel('企业名称', { exact: true }).fill(`续填企业${stamp}`);
    await fillCompanyStep(page, { creditCode: credit('A'), role: '供应商', address: '杭州市西湖区续填路8号' });
    await uploadLicence(page);
    await savedLine(page);
    await expectAccessible(page, 'register / permit with the saved line');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: '企业认证' }).waitFor();
    await page.getByLabel('企业名称', { exact: true }).waitFor();
    expect(await value(page, '企业名称')).toBe(`续填企业${stamp}`);
    expect(await value(page, '统一社会信用代码')).toBe(credit('A'));
    expect(await value(page, '详细地址')).toBe('杭州市西湖区续填路8号');
    await page.locator('.ant-form-item', { hasText: '企业角色' }).getByText('供应商').waitFor();
    await page.locator('.ant-form-item', { hasText: '所在省份' }).getByText('浙江省').waitFor();
    await page.getByText('已上传营业执照', { exact: false }).waitFor();

    await page.getByRole('button', { name: '下一步：管理员验证' }).click();
    await waitForPath(page, '/register/verification');
    await page.getByLabel('管理员姓名', { exact: true }).fill('孙续填');
    await page.getByLabel('证件号码', { exact: true }).fill(ID_NUMBER);
    await page.getByLabel('电子邮箱（选填）', { exact: true }).fill('resume@example.com');
    await savedLine(page);
    await page.reload();
    await page.getByLabel('管理员姓名', { exact: true }).waitFor();
    expect(await value(page, '管理员姓名')).toBe('孙续填');
    expect(await value(page, '电子邮箱（选填）')).toBe('resume@example.com');
    // The ID number comes back masked, as a hint: left empty, the saved one is used.
    await page
      .getByText(`已保存的证件号码：${ID_NUMBER.slice(0, 4)}**********${ID_NUMBER.slice(-4)}`, { exact: false })
      .waitFor();
    await screenshot(page, 'verification-1280');
  });

  it(
    'another device continues with the SMS code at the same step with its data; ' + 'the first tab keeps working',
    async () => {
      phone = await launch({ width: 390, height: 844, touch: true });
      const { page } = phone;
      await page.goto(url('/register/account'));
      await page.getByRole('button', { name: '用手机号继续未完成的注册' }).click();
      await page.getByRole('button', { name: '继续注册' }).waitFor();
      await expectAccessible(page, 'register / resume, phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, 'resume-390');
      await page.getByLabel('手机号', { exact: true }).fill(RESUME_MOBILE);
      await passResendRule();
      await page.reload();
      // The resume form draws its own captcha.
      const { answer } = await nextCaptcha(page, () =>
        page.getByRole('button', { name: '用手机号继续未完成的注册' }).click(),
      );
      await page.getByLabel('手机号', { exact: true }).fill(RESUME_MOBILE);
      await page.getByLabel('图形验证码', { exact: true }).fill(answer);
      const old = await outboxCode('sms', RESUME_MOBILE);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByRole('status').filter({ hasText: '验证码已发送至' }).waitFor();
      const sms = await outboxCode('sms', RESUME_MOBILE, old);
      // A wrong code is refused next to its field.
      await page.getByLabel('短信验证码', { exact: true }).fill(sms === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: '继续注册' }).click();
      await page.locator('.ant-form-item-explain-error').filter({ hasText: '验证码错误' }).waitFor();
      await page.getByLabel('短信验证码', { exact: true }).fill(sms);
      await page.getByRole('button', { name: '继续注册' }).click();
      await waitForPath(page, '/register/verification');
      await page.getByText(`企业：续填企业${stamp}`, { exact: false }).waitFor();
      await page.getByLabel('管理员姓名', { exact: true }).waitFor();
      expect(await value(page, '管理员姓名')).toBe('孙续填');
      await expectAccessible(page, 'register / verification resumed, phone');
      await screenshot(page, 'verification-390');

      // The first tab's ticket still works.
      await desk.page.reload();
      await desk.page.getByLabel('管理员姓名', { exact: true }).waitFor();
      expect(await value(desk.page, '管理员姓名')).toBe('孙续填');
    },
  );

  it(
    'an invitation link prefills the name and fixes the role; ' +
      'once submitted and approved the invitation is accepted',
    async () => {
      const inviter = await apiLogin('13800000005');
      const created = await api<{ inviteCode: string }>(`${P}/cust/invitation/create`, {
        token: inviter.accessToken,
        body: {
          compName: `受邀企业${stamp}`,
          creditCode: credit('B'),
          contactName: '周受邀',
          mobile: INVITED_MOBILE,
          compRole: 'C104',
        },
      });
      const { page } = desk;
      await page.evaluate(() => sessionStorage.clear());
      const { answer } = await nextCaptcha(page, () =>
        page.goto(url(`/register/account?inviteCode=${created.inviteCode}`)),
      );
      expect(await value(page, '邀请码（选填）')).toBe(created.inviteCode);
      await page.getByLabel('手机号', { exact: true }).fill(INVITED_MOBILE);
      await page.getByLabel('图形验证码', { exact: true }).fill(answer);
      const old = await outboxCode('sms', INVITED_MOBILE); // the invitation's own SMS
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByRole('status').filter({ hasText: '验证码已发送至' }).waitFor();
      await page.getByLabel('短信验证码', { exact: true }).fill(await outboxCode('sms', INVITED_MOBILE, old));
      await page.getByLabel('设置密码', { exact: true }).fill(PASSWORD);
      await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: '下一步：企业认证' }).click();
      await waitForPath(page, '/register/permit');

      await page.getByLabel('企业名称', { exact: true }).waitFor();
      expect(await value(page, '企业名称')).toBe(`受邀企业${stamp}`);
      const role = page.locator('.ant-form-item', { hasText: '企业角色' });
      await role.getByText('资金方').first().waitFor();
      await role.getByText('由邀请指定：资金方').waitFor();
      expect(await page.getByLabel('企业角色', { exact: true }).isDisabled()).toBe(true);
      await page.getByText('您正在接受「', { exact: false }).waitFor();
      await expectAccessible(page, 'register / permit from an invitation');
      await screenshot(page, 'permit-invited-1280');

      await fillCompanyStep(page, { creditCode: credit('B'), address: '杭州市受邀路1号' });
      await uploadLicence(page);
      await page.getByRole('button', { name: '下一步：管理员验证' }).click();
      await waitForPath(page, '/register/verification');
      await page.getByLabel('管理员姓名', { exact: true }).fill('周受邀');
      await page.getByLabel('证件号码', { exact: true }).fill(ID_NUMBER);
      await page.getByRole('button', { name: '提交审核' }).click();
      await waitForPath(page, '/register/approval');
      const compCode = (
        await page
          .locator('.ant-descriptions-row', { hasText: '申请编号' })
          .locator('.ant-descriptions-item-content')
          .innerText()
      ).trim();

      const names = async (status: string) =>
        (
          await api<{ list: { compName: string }[] }>(`${P}/cust/invitation/list`, {
            token: inviter.accessToken,
            body: { status },
          })
        ).list.map((i) => i.compName);
      // Under review the invitation still waits; the approval accepts it.
      expect(await names('sent')).toContain(`受邀企业${stamp}`);

      expect(operator('approve', compCode)).toContain(compCode);
      await waitForPath(page, '/register/success', 20_000);
      await page.getByText(`恭喜，受邀企业${stamp}已通过审核！`).waitFor();
      await expectAccessible(page, 'register / success');
      expect(await names('sent')).not.toContain(`受邀企业${stamp}`);
      expect(await names('accepted')).toContain(`受邀企业${stamp}`);
    },
  );
});
