/**
 * A new company registers in a real browser (codes from the development outbox), is rejected
 * and then approved with the operator command (`npm run admin`, which reaches the running
 * server through its operator channel in the data folder), and logs in. Plus the wizard's
 * rules on the way: a later step typed in the URL is refused, a reload resumes at the server's
 * step, going back keeps what was entered, wrong input is reported next to its field, and the
 * open approval page moves on by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withUsccCheck } from '../../server/core/rules';
import { launch, url, type Browser } from './helpers/browser';
import { outboxCode } from './helpers/login';
import { operator } from './helpers/operator';
import { ADMIN_ID_NUMBER as ID_NUMBER, fillCompanyStep, uploadLicence } from './helpers/registration';
import { expectAccessible, fieldError, nextCaptcha, spaced, waitForPath } from './helpers/signin-ui';

const PASSWORD = 'Reg2026pass';

/** A fresh mobile number and company for this run. */
const stamp = String(Date.now()).slice(-8);
const MOBILE = `137${stamp}`;
const COMPANY = `测试注册企业${stamp}`;
const CREDIT_CODE = withUsccCheck(`91330100${stamp}X`.slice(0, 17));

const pathname = (page: Page): string => new URL(page.url()).pathname;

describe('a new company registers, is approved with the admin command, and logs in', () => {
  let b: Browser;
  let compCode = '';

  beforeAll(async () => {
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('step 1: mobile with captcha and SMS code, password twice with its strength', async () => {
    const { page } = b;
    const { answer } = await nextCaptcha(page, () => page.goto(url('/register')));
    await waitForPath(page, '/register/account');
    await page.getByRole('heading', { level: 1, name: '注册账号' }).waitFor();
    await expectAccessible(page, 'register / account');

    await page.getByLabel('手机号', { exact: true }).fill(MOBILE);
    await page.getByLabel('图形验证码', { exact: true }).fill(answer);
    // Sending uses the captcha up: a new image follows.
    await nextCaptcha(page, () => page.getByRole('button', { name: '获取验证码' }).click());
    await page.getByRole('status').filter({ hasText: '验证码已发送至' }).waitFor();
    const sms = await outboxCode('sms', MOBILE);

    await page.getByLabel('设置密码', { exact: true }).fill('abc');
    await page.getByText('密码强度：', { exact: false }).waitFor();
    await page.getByLabel('确认密码', { exact: true }).fill('different1');
    await page.getByLabel('短信验证码', { exact: true }).fill(sms === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '下一步：企业认证' }).click();
    expect(await fieldError(page, '设置密码')).toContain('密码须为8-20位，包含字母和数字');
    expect(await fieldError(page, '确认密码')).toContain('两次输入的密码不一致');

    await page.getByLabel('设置密码', { exact: true }).fill(PASSWORD);
    await page.getByText('强', { exact: true }).waitFor();
    await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
    // A wrong SMS code is the server's to refuse, next to its field.
    await page.getByRole('button', { name: '下一步：企业认证' }).click();
    expect(await fieldError(page, '短信验证码')).toContain('验证码错误');
    await page.getByLabel('短信验证码', { exact: true }).fill(sms);
    await page.getByRole('button', { name: '下一步：企业认证' }).click();
    await waitForPath(page, '/register/permit');
    expect(await page.evaluate(() => sessionStorage.getItem('scf.register.ticket'))).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('a reload resumes at the server step, and a later step typed in the URL is refused', async () => {
    const { page } = b;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '企业认证' }).waitFor();
    expect(pathname(page)).toBe('/register/permit');
    await page.goto(url('/register/approval'));
    await waitForPath(page, '/register/permit');
    await page.getByRole('heading', { level: 1, name: '企业认证' }).waitFor();
    // The account step offers to continue instead of starting over.
    await page.goto(url('/register/account'));
    await page.getByText(`手机号 ${MOBILE.slice(0, 3)}******${MOBILE.slice(-4)}`, { exact: false }).waitFor();
    await page.getByRole('button', { name: '继续注册' }).click();
    await waitForPath(page, '/register/permit');
  });

  it('step 2: the company, with the credit code checked and the licence uploaded', async () => {
    const { page } = b;
    await page.getByLabel('企业名称', { exact: true }).waitFor();
    await expectAccessible(page, 'register / permit');
    await page.getByLabel('企业名称', { exact: true }).fill(COMPANY);
    await page.getByLabel('统一社会信用代码', { exact: true }).fill('91330100ABCDEFGHIJ');
    await page.getByRole('button', { name: '下一步：管理员验证' }).click();
    expect(await fieldError(page, '统一社会信用代码')).toContain('统一社会信用代码格式不正确');
    expect(await fieldError(page, '营业执照')).toContain('请上传营业执照');
    await fillCompanyStep(page, {
      creditCode: CREDIT_CODE.toLowerCase(),
      role: '供应商',
      address: '杭州市西湖区测试路1号',
    });

    // A file of the wrong kind is refused before uploading; the licence image is uploaded.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: '文件格式不支持' }).waitFor();
    await uploadLicence(page);
    await page.getByRole('img', { name: '营业执照预览' }).waitFor();
    await expectAccessible(page, 'register / permit filled');
    await page.getByRole('button', { name: '下一步：管理员验证' }).click();
    await waitForPath(page, '/register/verification');
  });

  it('going back keeps what was entered; step 3 sends the application for approval', async () => {
    const { page } = b;
    await page.getByRole('heading', { level: 1, name: '管理员验证' }).waitFor();
    await page.getByRole('button', { name: '上一步：修改企业信息' }).click();
    await waitForPath(page, '/register/permit');
    await page.getByLabel('企业名称', { exact: true }).waitFor();
    expect(await page.getByLabel('企业名称', { exact: true }).inputValue()).toBe(COMPANY);
    expect(await page.getByLabel('统一社会信用代码', { exact: true }).inputValue()).toBe(CREDIT_CODE);
    await page.getByText('已上传营业执照', { exact: false }).waitFor();
    await page.getByRole('button', { name: '下一步：管理员验证' }).click();
    await waitForPath(page, '/register/verification');

    await page.getByText(`企业：${COMPANY}`, { exact: false }).waitFor();
    await expectAccessible(page, 'register / verification');
    await page.getByLabel('管理员姓名', { exact: true }).fill('钱测试');
    await page
      .getByLabel('证件号码', { exact: true })
      .fill(ID_NUMBER.slice(0, 17) + (ID_NUMBER.endsWith('0') ? '1' : '0'));
    await page.getByRole('button', { name: '提交审核' }).click();
    expect(await fieldError(page, '证件号码')).toBe('身份证号码校验位不正确，请核对后重新输入');
    await page.getByLabel('证件号码', { exact: true }).fill(ID_NUMBER.toLowerCase());
    await page.getByRole('button', { name: '提交审核' }).click();
    await waitForPath(page, '/register/approval');
    await page.getByText('注册申请已提交，正在审核中').waitFor();
    const row = page.locator('.ant-descriptions-row', { hasText: '申请编号' });
    compCode = (await row.locator('.ant-descriptions-item-content').innerText()).trim();
    expect(compCode).toMatch(/^C\d+$/);
    await expectAccessible(page, 'register / approval');
  });

  it('a rejection reaches the open approval page, with its reason and the way back', async () => {
    const { page } = b;
    expect(operator('pending')).toContain(compCode);
    operator('reject', compCode, '营业执照照片不清晰');
    await page.getByText('原因：营业执照照片不清晰。请修改企业信息后重新提交。').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '修改企业信息并重新提交' }).click();
    await waitForPath(page, '/register/permit');
    await page.getByRole('alert').filter({ hasText: '您的注册申请未通过审核' }).waitFor();
    expect(await page.getByLabel('企业名称', { exact: true }).inputValue()).toBe(COMPANY);
    await page.getByRole('button', { name: '下一步：管理员验证' }).click();
    await waitForPath(page, '/register/verification');
    expect(await page.getByLabel('管理员姓名', { exact: true }).inputValue()).toBe('钱测试');
    // The stored ID number comes back masked: it is asked again, not resubmitted masked.
    expect(await page.getByLabel('证件号码', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('证件号码', { exact: true }).fill(ID_NUMBER);
    await page.getByRole('button', { name: '提交审核' }).click();
    await waitForPath(page, '/register/approval');
    await page.getByText('注册申请已提交，正在审核中').waitFor();
  });

  it('the operator approves with npm run admin; the open approval page moves on by itself', async () => {
    const { page } = b;
    expect(operator('approve', compCode)).toContain(compCode);
    await waitForPath(page, '/register/success', 20_000);
    await page.getByText(`恭喜，${COMPANY}已通过审核！`).waitFor();
    await expectAccessible(page, 'register / success');
  });

  it('the new administrator logs in with the mobile and password', async () => {
    const { page } = b;
    const { answer } = await nextCaptcha(page, () => page.getByRole('button', { name: '去登录' }).click());
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('scf.register.ticket'))).toBeNull();
    await page.getByLabel('账号', { exact: true }).fill(MOBILE);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('图形验证码', { exact: true }).fill(answer);
    await page.getByRole('button', { name: spaced('登录') }).click();
    await waitForPath(page, '/center/product/product');
    const cookies = await b.context.cookies(url('/'));
    expect(cookies.find((c) => c.name === 'access_token')?.value).toBeTruthy();
  });
});
