/**
 * The person's own account, as an employee of the test's own (createOwnAccount: the demo people
 * stay as they are for the files that run after this one on the same server): avatar upload with the
 * canvas crop, change the password (old one checked first) and log in with the new one,
 * change the e-mail and the mobile with codes read from the development outbox. Every
 * change is checked after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, launch, seriousA11yViolations, settled, url, type Browser } from './helpers/browser';
import { ApiCallError, api, apiLogin, loginInBrowser, outboxCode } from './helpers/login';
import { createOwnAccount, type OwnAccount } from './helpers/own-account';

const stamp = String(Date.now()).slice(-8);
const NEW_PASSWORD = `Scf${stamp}x`;

async function openUser(page: Page): Promise<void> {
  await page.goto(url('/center/crm/user'));
  await settled(page);
  await page.getByTestId('user-mobile').waitFor();
}

/** A real PNG drawn in the page (a gradient, so a crop is visible), as the bytes of a file. */
async function pngBytes(page: Page, width: number, height: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ([w, h]) => {
      const c = new OffscreenCanvas(w, h);
      const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const g = ctx.createLinearGradient(0, 0, w, h);
      g.addColorStop(0, '#003c95');
      g.addColorStop(1, '#ffd666');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      const blob = await c.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const x of bytes) s += String.fromCharCode(x);
      return btoa(s);
    },
    [width, height] as const,
  );
  return Buffer.from(b64, 'base64');
}

describe("own account: an employee of 江南商贸 of the test's own", () => {
  let b: Browser;
  let me: OwnAccount;

  beforeAll(async () => {
    me = await createOwnAccount('账户测试');
    b = await launch();
    await loginInBrowser(b.context, me.mobile, { password: me.password });
  });
  afterAll(async () => {
    await b.close();
  });

  it(
    'refuses a file that is not a picture, ' +
      'then crops and uploads a new avatar (kept after a reload, shown in the header)',
    async () => {
      await openUser(b.page);
      const input = b.page.getByTestId('avatar-file');
      await input.setInputFiles({
        name: 'evil.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await b.page.getByText('头像仅支持 JPG、PNG 或 WebP 格式的图片').waitFor();
      expect(await b.page.getByRole('dialog', { name: '裁剪头像' }).count()).toBe(0);

      await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await pngBytes(b.page, 640, 400) });
      const dialog = b.page.getByRole('dialog', { name: '裁剪头像' });
      await dialog.waitFor();
      // Keyboard crop: zoom in twice and move right.
      const area = dialog.getByRole('group', { name: /裁剪区域/ });
      await area.focus();
      await b.page.keyboard.press('+');
      await b.page.keyboard.press('+');
      await b.page.keyboard.press('ArrowLeft');
      expect(Number(await dialog.getByRole('slider').getAttribute('aria-valuenow'))).toBeCloseTo(1.2, 5);
      const v = await seriousA11yViolations(b.page);
      expect(v, describeViolations(v)).toEqual([]);

      const upload = b.page.waitForResponse((r) => r.url().includes('/third/file/store'));
      await dialog.getByRole('button', { name: '保存头像' }).click();
      const stored = (await (await upload).json()) as {
        ok: boolean;
        body: { fileToken: string; contentType: string; size: number };
      };
      expect(stored.ok).toBe(true);
      expect(stored.body.contentType).toBe('image/png');
      await dialog.waitFor({ state: 'hidden' });
      const avatar = b.page.getByTestId('user-avatar').locator('img');
      await b.page.waitForFunction(
        (t) => document.querySelector('[data-testid="user-avatar"] img')?.getAttribute('src')?.includes(t),
        stored.body.fileToken,
      );

      await openUser(b.page);
      expect(await avatar.getAttribute('src')).toContain(stored.body.fileToken);
      // The picture really loads (the download accepts the access-token cookie) and is the 256 px crop.
      await b.page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="user-avatar"] img') as HTMLImageElement | null)?.naturalWidth === 256,
      );
      await b.page.waitForFunction(
        (t) => [...document.querySelectorAll('header img')].some((i) => i.getAttribute('src')?.includes(t)),
        stored.body.fileToken,
      );
    },
  );

  it('checks the old password first, then changes it: other sessions end, the new password logs in', async () => {
    const other = await apiLogin(me.mobile, { password: me.password });
    await openUser(b.page);
    await b.page.getByRole('button', { name: '修改密码' }).click();
    const dialog = b.page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill('Wrong1234');
    await dialog.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('确认新密码').fill(`${NEW_PASSWORD}9`);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('两次输入的新密码不一致').waitFor();
    await dialog.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByText('原密码不正确').waitFor();

    await dialog.getByLabel('原密码').fill(me.password);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await b.page.getByText('密码已修改').waitFor();

    // This session stays; the other one was revoked by the server.
    await openUser(b.page);
    await expect(
      api('/api/web/portal/api/company/custAccount/login/view', { token: other.accessToken }),
    ).rejects.toBeInstanceOf(ApiCallError);
    const fresh = await apiLogin(me.mobile, { password: NEW_PASSWORD });
    expect(fresh.accessToken).toBeTruthy();
    await expect(apiLogin(me.mobile, { password: me.password })).rejects.toThrow(/账号或密码错误/);

    // And the new password signs in through the login page's own session too.
    const c = await launch();
    try {
      await loginInBrowser(c.context, me.mobile, { password: NEW_PASSWORD });
      await openUser(c.page);
    } finally {
      await c.close();
    }
  });

  it('sets the e-mail with a code sent to the new address, then offers to change it', async () => {
    const email = `wang${stamp}@example.com`;
    await openUser(b.page);
    // A new employee has none: 未设置, and the button says 设置.
    expect(await b.page.getByTestId('user-email').textContent()).toBe('未设置');
    await b.page.getByRole('button', { name: '设置邮箱' }).click();
    const dialog = b.page.getByRole('dialog', { name: '更换邮箱' });
    // a@b is a valid address in HTML but reaches nobody: refused at the field, no code is sent.
    await dialog.getByLabel('新邮箱').fill('a@b');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText('邮箱域名不完整，缺少“.com”等后缀').waitFor();
    await dialog.getByLabel('新邮箱').fill(email);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await dialog.getByLabel('邮箱验证码').fill(await outboxCode('email', email));
    await dialog.getByRole('button', { name: '确认更换' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await b.page.getByTestId('user-email').getByText(email).waitFor();
    await openUser(b.page);
    expect(await b.page.getByTestId('user-email').textContent()).toBe(email);
    await b.page.getByRole('button', { name: '更换邮箱' }).waitFor();
  });

  it(
    'changes the mobile: a taken number is refused before any SMS, ' +
      'the code goes to the new number, a wrong captcha is refused and replaced',
    async () => {
      const mobile = `135${stamp}`;
      await openUser(b.page);
      const firstCaptcha = b.page.waitForRequest((r) => r.url().includes('/verify/code?'));
      await b.page.getByRole('button', { name: '更换手机号' }).click();
      const dialog = b.page.getByRole('dialog', { name: '更换手机号' });
      const browserID = new URL((await firstCaptcha).url()).searchParams.get('browserID') ?? '';
      expect(browserID).not.toBe('');
      // Another account's number: told at 获取验证码, after the captcha, and no SMS goes to it.
      await dialog.getByLabel('新手机号').fill('13800000002');
      const first = await outboxCode('captcha', browserID);
      await dialog.getByLabel('图形验证码', { exact: true }).fill(first);
      let newImage = b.page.waitForRequest((r) => r.url().includes('/verify/code?'));
      await dialog.getByRole('button', { name: '获取验证码' }).click();
      await dialog.getByText('该手机号已被其他账号使用').waitFor();
      await newImage;
      // A free number, with the new captcha: the code is sent, and another new image is shown.
      const second = await outboxCode('captcha', browserID, first);
      await dialog.getByLabel('新手机号').fill(mobile);
      await dialog.getByLabel('图形验证码', { exact: true }).fill(second);
      newImage = b.page.waitForRequest((r) => r.url().includes('/verify/code?'));
      await dialog.getByRole('button', { name: '获取验证码' }).click();
      await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
      await newImage;
      const sms = await outboxCode('sms', mobile);
      const right = await outboxCode('captcha', browserID, second);
      const wrong = right === 'AAAA' ? 'BBBB' : 'AAAA';

      await dialog.getByLabel('图形验证码', { exact: true }).fill(wrong);
      await dialog.getByLabel('短信验证码').fill(sms);
      const nextCaptcha = b.page.waitForRequest((r) => r.url().includes('/verify/code?'));
      await dialog.getByRole('button', { name: '确认更换' }).click();
      await dialog.getByText('图形验证码错误').waitFor();
      await nextCaptcha;
      const fresh = await outboxCode('captcha', browserID, right);
      await dialog.getByLabel('图形验证码', { exact: true }).fill(fresh);
      await dialog.getByRole('button', { name: '确认更换' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const masked = `${mobile.slice(0, 3)}******${mobile.slice(-4)}`;
      await b.page.getByTestId('user-mobile').getByText(masked).waitFor();
      await openUser(b.page);
      expect(await b.page.getByTestId('user-mobile').textContent()).toBe(masked);
    },
  );
});
