/**
 * Faults of the client a reader meets: a re-sent code in 个人信息 shows its new send time, the
 * header's company switch asks first (as 账户管理 does), and the code of 人员管理 is fetched
 * while the pointer rests on its menu entry, before the click. Accounts: one of the test's own
 * (only sends codes; a demo account's password may be changed by another file meanwhile),
 * 13800000001 (two companies; the switch is cancelled) and
 * 13800000011 (administrator; reads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Request } from 'playwright-core';
import { launch, seriousA11yViolations, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser, outboxCode, useSignedInBrowser } from './helpers/login';
import { createOwnAccount } from './helpers/own-account';

const stamp = String(Date.now()).slice(-8);

describe('a re-sent code in 个人信息 shows its new send time (phone, 390 px, touch)', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await launch({ width: 390, height: 844, touch: true });
    // The page's clock is Playwright's: the 60 s resend wait passes at once.
    await b.page.clock.install();
    const own = await createOwnAccount('重发验证码');
    await loginInBrowser(b.context, own.mobile, { password: own.password });
  });
  afterAll(async () => {
    await b?.close();
  });

  const cases = [
    // An account without an e-mail is offered 设置邮箱; the dialog is 更换邮箱 either way.
    {
      open: '更换邮箱',
      button: /^(更换|设置)邮箱$/,
      field: '新邮箱',
      value: `resend${stamp}@example.com`,
      send: '/third/mail/sendEmailCode',
      captcha: false,
    },
    // A new mobile's code is sent only after the captcha (issue 33.12), and each send uses one.
    {
      open: '更换手机号',
      button: /^更换手机号$/,
      field: '新手机号',
      value: `136${stamp}`,
      send: '/sms/sendCode',
      captcha: true,
    },
  ];
  for (const c of cases) {
    it(`${c.open}: 重新获取 restarts the wait and says the new time`, async () => {
      await b.page.goto(url('/center/crm/user'));
      await settled(b.page);
      const captchaShown = c.captcha ? b.page.waitForRequest((r) => r.url().includes('/verify/code?')) : null;
      await b.page.getByRole('button', { name: c.button }).tap();
      const dialog = b.page.getByRole('dialog', { name: c.open });
      const browserID = captchaShown ? (new URL((await captchaShown).url()).searchParams.get('browserID') ?? '') : '';
      let captcha = '';
      const typeCaptcha = async (): Promise<void> => {
        if (!c.captcha) return;
        captcha = await outboxCode('captcha', browserID, captcha || undefined);
        await dialog.getByLabel('图形验证码', { exact: true }).fill(captcha);
      };
      await dialog.getByLabel(c.field).fill(c.value);
      await typeCaptcha();
      await dialog.getByRole('button', { name: '获取验证码' }).tap();
      await dialog.getByRole('button', { name: /^\d+秒后重新获取$/ }).waitFor();
      const status = dialog.getByRole('status').filter({ hasText: `验证码已发送至 ${c.value}` });
      await status.waitFor();
      const first = await status.textContent();
      expect(first).toMatch(/（\d\d:\d\d:\d\d 发送）/);

      // The wait is over: the server's own 60 s have not passed in real time, so its answer to
      // the second send is the one it gives after a minute.
      await b.page.clock.fastForward(61_000);
      await b.page.route(`**${c.send}**`, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ status: 200, ok: true, msg: '验证码已发送', body: { cooldown: 60 } }),
        }),
      );
      const again = dialog.getByRole('button', { name: '重新获取' });
      await again.waitFor();
      await typeCaptcha();
      await again.tap();
      await dialog.getByRole('button', { name: /^\d+秒后重新获取$/ }).waitFor();
      await expect.poll(() => status.textContent()).not.toBe(first);
      expect(await status.textContent()).toMatch(/（\d\d:\d\d:\d\d 发送）/);
      expect(await seriousA11yViolations(b.page)).toEqual([]);
      await b.page.unroute(`**${c.send}**`);
      await dialog.getByRole('button', { name: /取\s*消/ }).tap();
      await dialog.waitFor({ state: 'hidden' });
    });
  }
});

describe("the header's company switch asks first (phone, 390 px, touch)", () => {
  const b = useSignedInBrowser('13800000001', { width: 390, height: 844, touch: true, company: '华信' });

  it('asks the question of 账户管理; 取消 keeps the company and the page', async () => {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    let loads = 0;
    b.page.on('load', () => {
      loads += 1;
    });
    await b.page.getByRole('button', { name: /^当前企业：华信核心制造集团有限公司/ }).tap();
    await b.page.getByRole('menuitemradio', { name: '华南精密零部件供应有限公司' }).tap();
    const question = b.page
      .getByRole('dialog')
      .filter({ hasText: '确定切换到“华南精密零部件供应有限公司”吗？当前页面将重新加载。' });
    await question.waitFor();
    await question.getByRole('button', { name: /^取\s*消$/ }).tap();
    await question.waitFor({ state: 'hidden' });
    expect(loads).toBe(0);
    await b.page.getByRole('button', { name: /^当前企业：华信核心制造集团有限公司/ }).waitFor();
  });
});

/** How a reader shows where they are going: the pointer rests on the entry, or the keyboard reaches it. */
const INTENTS = [
  { intent: 'the pointer rests on', show: (entry: Locator) => entry.hover(), go: (entry: Locator) => entry.click() },
  {
    intent: 'the keyboard reaches',
    show: (entry: Locator) => entry.focus(),
    go: (entry: Locator) => entry.press('Enter'),
  },
];

describe.each(INTENTS)('人员管理 loads its code when $intent its menu entry (desktop)', ({ show, go }) => {
  // A browser of its own: the page's code must not be cached from another test.
  const b = useSignedInBrowser('13800000011');

  it('the page module is requested before the click, and nothing of it is left for after', async () => {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    const requested: string[] = [];
    b.page.on('request', (r: Request) => requested.push(new URL(r.url()).pathname));
    const entry = b.page.getByRole('menuitem', { name: '人员管理' }).first();
    await show(entry);
    await expect
      .poll(() => requested.some((p) => /\/employee-list\.page-[\w-]+\.js$/.test(p)), { timeout: 5000 })
      .toBe(true);
    const beforeClick = requested.length;
    await go(entry);
    await b.page.waitForURL(/\/center\/crm\/employee\/list$/);
    await b.page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(requested.slice(beforeClick).filter((p) => /employee-list\.page/.test(p))).toEqual([]);
  });
});
