/**
 * Every screen of the centre for the seeded administrator of 华信 (13800000001) with axe on
 * each, garbage in URLs, the keyboard entry point, and the two layout modes and the theme
 * colour persisted across a reload. Mobile width and the operator: center-restricted.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';
import { api, loginInBrowser, messageIds, type Tokens } from './helpers/login';
import { expectAxeClean, heading, openCentrePage as open } from './helpers/centre';

const SITE = '供应链金融服务平台';

describe('centre screens: administrator of 华信 (13800000001)', () => {
  let b: Browser;
  let tokens: Tokens;
  let messageId = 0;
  let afficheId = 0;

  beforeAll(async () => {
    b = await launch();
    tokens = await loginInBrowser(b.context, '13800000001', { company: '华信' });
    messageId = (await messageIds(tokens.accessToken, 1))[0] ?? (await messageIds(tokens.accessToken))[0] ?? 0;
    const affiches = await api<{ list: { id: number }[] }>('/api/mgr/msg/affiche/list?productCode=EC', {
      token: tokens.accessToken,
      body: {},
    });
    afficheId = affiches.list[0]?.id ?? 0;
  });
  afterAll(async () => {
    await b.close();
  });

  it('sends /center to the product centre and /center/crm to the user page (route-table redirects)', async () => {
    await b.page.goto(url('/center'));
    await settled(b.page);
    await b.page.waitForURL(/\/center\/product\/product$/);
    expect(await heading(b.page, '产品中心')).toBe('产品中心');
    await b.page.goto(url('/center/crm'));
    await settled(b.page);
    await b.page.waitForURL(/\/center\/crm\/user$/);
    await b.page.goto(url('/center/crm/invitation'));
    await settled(b.page);
    await b.page.waitForURL(/\/center\/crm\/invication$/);
  });

  const screens: [string, string, (p: Page) => Promise<void>][] = [
    [
      '/center/product/product',
      '产品中心',
      async (p) => {
        await p.locator('[data-product]').nth(8).waitFor();
        expect(await p.locator('[data-product]').count()).toBe(9);
      },
    ],
    [
      '/center/crm/user',
      '个人信息',
      async (p) => {
        await p.getByTestId('user-mobile').waitFor();
        expect(await p.getByTestId('user-mobile').textContent()).toBe('138******0001');
      },
    ],
    [
      '/center/crm/account/list',
      '账户管理',
      async (p) => {
        await p.getByText('华南精密零部件供应有限公司').waitFor();
        expect(await p.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);
      },
    ],
    [
      '/center/crm/changeAcc',
      '切换账户',
      async (p) => {
        await p.getByRole('radio', { name: /华南精密零部件供应有限公司/ }).waitFor();
      },
    ],
    [
      '/center/crm/changeAccView',
      '账户详情',
      async (p) => {
        await p.getByText('E20000001').waitFor();
      },
    ],
    [
      '/center/crm/company',
      '企业信息',
      async (p) => {
        await p.getByTestId('company-info').getByText('华信核心制造集团有限公司', { exact: true }).waitFor();
        expect(await p.getByRole('button', { name: '编辑企业信息' }).isEnabled()).toBe(true);
      },
    ],
    [
      '/center/crm/employee/list',
      '人员管理',
      async (p) => {
        await p.getByText('李娜').waitFor();
        expect(await p.getByRole('button', { name: '新增员工' }).isEnabled()).toBe(true);
      },
    ],
    [
      '/center/crm/invication',
      '邀请企业',
      async (p) => {
        await p.locator('.ant-table').waitFor();
        expect(await p.getByRole('button', { name: '邀请企业' }).isEnabled()).toBe(true);
      },
    ],
    [
      '/center/crm/message/list',
      '站内信',
      async (p) => {
        await p.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
        expect(await p.getByRole('navigation', { name: '消息中心' }).isVisible()).toBe(true);
      },
    ],
    [
      '/center/crm/affiche/list',
      '公告',
      async (p) => {
        await p.locator('.ant-list-item').first().waitFor();
      },
    ],
  ];

  for (const [path, title, check] of screens) {
    it(`${path}: "${title}" renders with its data, title and no serious axe violation`, async () => {
      await open(b.page, path);
      expect(await heading(b.page, title)).toBe(title);
      // The title follows the route a moment after the page draws its heading.
      await expect.poll(() => b.page.title(), { timeout: 5_000 }).toBe(`${title} - ${SITE}`);
      await check(b.page);
      await expectAxeClean(b.page, path);
    });
  }

  it('message and announcement details render and pass axe', async () => {
    expect(messageId).toBeGreaterThan(0);
    await open(b.page, `/center/crm/message/detail/${messageId}`);
    await b.page.locator('#message-title').waitFor();
    await expectAxeClean(b.page, 'message detail');
    await open(b.page, `/center/crm/affiche/detail/${afficheId}`);
    await b.page.locator('#affiche-title').waitFor();
    await expectAxeClean(b.page, 'affiche detail');
  });

  it('says clearly when a detail id or account parameter in the URL is garbage, without crashing', async () => {
    await open(b.page, '/center/crm/message/detail/abc');
    await b.page.getByText('消息编号无效').waitFor();
    // An announcement that does not exist will not appear by trying again: the page says so.
    await open(b.page, '/center/crm/affiche/detail/99999999');
    await b.page.getByText('页面不存在').waitFor();
    await open(b.page, '/center/crm/changeAccView?employeeCode=%3Cscript%3E');
    await b.page.getByText('账户参数无效').waitFor();
    await open(b.page, '/center/crm/changeAcc?employeeCode=NOPE');
    await b.page.getByText('链接中的账户不存在或当前不可切换').waitFor();
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('keyboard: the skip link is the first tab stop and moves focus to the page', async () => {
    await open(b.page, '/center/crm/user');
    await b.page.keyboard.press('Tab');
    const focused = await b.page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('跳到主要内容');
    await b.page.keyboard.press('Enter');
    expect(await b.page.evaluate(() => document.activeElement?.id)).toBe('scf-main');
  });

  it('switches to the side menu and another theme colour, and both survive a reload', async () => {
    await open(b.page, '/center/crm/company');
    await b.page
      .getByRole('navigation', { name: '客户关系菜单' })
      .getByRole('menuitem', { name: '个人信息' })
      .waitFor();
    await b.page.getByRole('button', { name: '界面设置' }).click();
    const drawer = b.page.getByRole('dialog', { name: '界面设置' });
    await drawer.getByText('侧边导航').click();
    await drawer.getByRole('button', { name: '主题色：紫色' }).click();
    await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click();
    await b.page.reload();
    await settled(b.page);
    await b.page.locator('[data-scf-crm-sidebar="open"]').waitFor();
    const headerColour = await b.page
      .locator('header[data-scf-header]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerColour).toBe('rgb(83, 29, 171)');
    expect((await b.context.cookies(url('/'))).find((c) => c.name === 'sidebarMode')?.value).toBe('sidebar');
    await expectAxeClean(b.page, 'sidebar mode');
    // The side menu folds and unfolds; the state is persisted as well.
    await b.page.getByRole('button', { name: '收起菜单' }).click();
    await b.page.locator('[data-scf-crm-sidebar="folded"]').waitFor();
    await b.page.reload();
    await settled(b.page);
    await b.page.locator('[data-scf-crm-sidebar="folded"]').waitFor();
    await b.page.getByRole('button', { name: '展开菜单' }).click();
    // Back to the defaults for the other tests.
    await b.page.getByRole('button', { name: '界面设置' }).click();
    await drawer.getByText('顶部导航').click();
    await drawer.getByRole('button', { name: '主题色：深蓝' }).click();
    await b.page.keyboard.press('Escape');
    await b.page.locator('[data-scf-crm-sidebar]').waitFor({ state: 'detached' });
  });
});
