/**
 * The centre's watermark (issue 33.8) shows the person signed in, at every moment: it stays
 * after a message is opened from the bell, and it shows the new mobile right after a mobile
 * change, the same mark a reload draws. The mark is compared as the image antd draws (the same
 * lines give the same image). An account of the test's own (its mobile is changed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser, outboxCode } from './helpers/login';
import { createOwnAccount, type OwnAccount } from './helpers/own-account';

describe('the watermark (desktop, 1280 px)', () => {
  let b: Browser;
  let own: OwnAccount;
  beforeAll(async () => {
    own = await createOwnAccount('水印测试');
    b = await launch({ width: 1280, height: 800 });
    await loginInBrowser(b.context, own.mobile, { password: own.password });
  });
  afterAll(async () => {
    await b?.close();
  });

  /** The drawing of the mark now over the page ('' when none, or one without lines). */
  const mark = (): Promise<string> =>
    b.page.evaluate(() => {
      const layer = document.querySelector('.scf-watermark > svg');
      return layer?.querySelector('pattern text') ? layer.innerHTML : '';
    });

  it('is the same mark after a message is opened from the bell', async () => {
    await b.page.goto(url('/center/product/product'));
    await settled(b.page);
    await expect.poll(mark).not.toBe('');
    const before = await mark();
    await b.page
      .locator('header')
      .getByRole('link', { name: /^站内信/ })
      .click();
    const item = b.page.locator('[data-scf-notice-item]').first();
    await item.click();
    await b.page.waitForURL(/\/center\/crm\/(message|affiche)\/detail\//);
    await settled(b.page);
    await expect.poll(mark).toBe(before);
    // And on the next page of the centre.
    await b.page
      .locator('header')
      .getByRole('link', { name: /账户管理/ })
      .first()
      .click();
    await settled(b.page);
    await expect.poll(mark).toBe(before);
  });

  it('shows the new mobile right after a mobile change, as a reload does', async () => {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    await expect.poll(mark).not.toBe('');
    const before = await mark();
    const mobile = `135${String(Date.now()).slice(-8)}`;
    const firstCaptcha = b.page.waitForRequest((r) => r.url().includes('/verify/code?'));
    await b.page.getByRole('button', { name: '更换手机号' }).click();
    const dialog = b.page.getByRole('dialog', { name: '更换手机号' });
    const browserID = new URL((await firstCaptcha).url()).searchParams.get('browserID') ?? '';
    const first = await outboxCode('captcha', browserID);
    await dialog.getByLabel('新手机号').fill(mobile);
    await dialog.getByLabel('图形验证码', { exact: true }).fill(first);
    const newImage = b.page.waitForRequest((r) => r.url().includes('/verify/code?'));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await newImage;
    await dialog.getByLabel('图形验证码', { exact: true }).fill(await outboxCode('captcha', browserID, first));
    await dialog.getByLabel('短信验证码').fill(await outboxCode('sms', mobile));
    await dialog.getByRole('button', { name: '确认更换' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(mark).not.toBe(before);
    const changed = await mark();
    expect(changed).not.toBe('');
    // A reload draws the mark of the stored person: the same as the one shown without it.
    await b.page.reload();
    await settled(b.page);
    await expect.poll(mark).not.toBe('');
    expect(await mark()).toBe(changed);
  });
});
