/**
 * The administration tools of the centre in a real browser against the real server: the login
 * and operation logs, and signed-in devices — the administrator of 华信 (13800000001) forces
 * 周强 (13800000008) out, and 周强's next click lands on the login page. axe finds no serious or
 * critical violation on the new screens, at desktop and phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser, outboxCode, resetPasswordWithCode, useSignedInBrowser } from './helpers/login';
import { waitForPath } from './helpers/signin-ui';
import { expectAxeClean } from './helpers/centre';

/** antd puts a space between two Chinese characters of a button ("确 定"). */
const btn = (text: string): RegExp => new RegExp(`^${[...text].join('\\s*')}$`);

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(url(path));
  await settled(page);
  await page.waitForFunction((t) => document.querySelector('#scf-main h1')?.textContent?.trim() === t, title, {
    timeout: 20_000,
  });
}

const PAGES = [
  ['/center/crm/log/login', '登录日志'],
  ['/center/crm/log/operation', '操作日志'],
  ['/center/crm/session', '登录设备'],
] as const;

describe('administration tools: administrator of 华信 (13800000001)', () => {
  let admin: Browser;
  let victim: Browser;

  beforeAll(async () => {
    admin = await launch();
    await loginInBrowser(admin.context, '13800000001', { company: '华信' });
  });
  afterAll(async () => {
    await admin?.close();
    await victim?.close();
  });

  it("shows the company's login attempts with browser and result, filtered by result", async () => {
    await open(admin.page, '/center/crm/log/login', '登录日志');
    await admin.page
      .getByRole('radio', { name: '企业成员' })
      .check({ force: true })
      .catch(() => admin.page.getByText('企业成员').click());
    const rows = admin.page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    await expect.poll(() => rows.filter({ hasText: '张伟' }).count()).toBeGreaterThan(0);
    await expect.poll(() => rows.filter({ hasText: '登录成功' }).count()).toBeGreaterThan(0);
    await expectAxeClean(admin.page, 'login log');
  });

  it('lists the operation log, read only', async () => {
    await open(admin.page, '/center/crm/log/operation', '操作日志');
    await admin.page.locator('.ant-table').waitFor();
    expect(
      await admin.page
        .locator('#scf-main')
        .getByRole('button', { name: /删除|编辑/ })
        .count(),
    ).toBe(0);
    await expectAxeClean(admin.page, 'operation log');
  });

  it("forces a person out; that person's next click lands on the login page, and the change is logged", async () => {
    victim = await launch();
    await loginInBrowser(victim.context, '13800000008');
    await open(victim.page, '/center/crm/user', '个人信息');

    await open(admin.page, '/center/crm/session', '登录设备');
    await admin.page.getByRole('tab', { name: '在线会话' }).click();
    const force = admin.page.getByRole('button', { name: '将周强强制下线' }).first();
    await force.waitFor();
    await expectAxeClean(admin.page, 'company sessions');
    await force.click();
    const dialog = admin.page.locator('.ant-modal-confirm').last();
    await dialog.getByRole('button', { name: btn('确定') }).click();
    // The list reloads without 周强's sessions.
    await admin.page.getByRole('button', { name: '将周强强制下线' }).first().waitFor({ state: 'detached' });

    // 周强 clicks a menu entry of the centre.
    const entry = victim.page.getByRole('menuitem', { name: '企业信息' }).first();
    await entry.waitFor();
    await entry.click();
    await waitForPath(victim.page, '/login');

    await open(admin.page, '/center/crm/log/operation', '操作日志');
    await admin.page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '强制下线' }).first().waitFor();
  });

  it("resets an employee's password: a code goes out by SMS and their sessions end", async () => {
    const other = await launch();
    try {
      await loginInBrowser(other.context, '13800000007');
      await open(other.page, '/center/crm/user', '个人信息');
      await open(admin.page, '/center/crm/employee/list', '人员管理');
      await admin.page.getByRole('button', { name: '重置密码：孙丽' }).click();
      const dialog = admin.page.locator('.ant-modal-confirm').last();
      await dialog.getByRole('button', { name: btn('确定') }).click();
      await admin.page.getByText('操作成功').first().waitFor();
      const code = await outboxCode('sms', '13800000007');
      expect(code).toMatch(/^\d{6}$/);
      await other.page.getByRole('menuitem', { name: '企业信息' }).first().click();
      await waitForPath(other.page, '/login');
      // 孙丽 sets her password again with the code: later files on this server sign in as her.
      await resetPasswordWithCode('13800000007', code);
      await loginInBrowser(other.context, '13800000007');
    } finally {
      await other.close();
    }
  });

  it('lists my own devices with the current one marked', async () => {
    await open(admin.page, '/center/crm/session', '登录设备');
    await admin.page.getByRole('tabpanel').getByText('当前设备').first().waitFor();
    await expectAxeClean(admin.page, 'my devices');
  });
});

describe('administration tools at phone width (390 px)', () => {
  const b = useSignedInBrowser('13800000001', { width: 390, height: 844, company: '华信' });

  for (const [path, title] of PAGES) {
    it(`${path} fits the screen and passes axe`, async () => {
      await open(b.page, path, title);
      await expect
        .poll(() => b.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          timeout: 10_000,
        })
        .toBeLessThanOrEqual(0);
      await expectAxeClean(b.page, `${path} at 390 px`);
    });
  }
});

describe('an operator (13800000002) sees only their own login log and devices', () => {
  const b = useSignedInBrowser('13800000002');

  it('has no company scope on the login log and no operation log', async () => {
    await open(b.page, '/center/crm/log/login', '登录日志');
    expect(await b.page.getByText('企业成员').count()).toBe(0);
    await b.page.goto(url('/center/crm/log/operation'));
    await settled(b.page);
    await expect.poll(() => b.page.evaluate(() => location.pathname)).not.toBe('/center/crm/log/operation');
  });
});
