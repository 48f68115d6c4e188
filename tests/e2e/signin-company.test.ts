/**
 * A person with two companies (13800000001: 华信核心制造集团 C101 administrator and 华南精密
 * 零部件供应 C102 operator) in a real browser: the login asks which company, the enterprise-role
 * filter narrows the list, the choice enters that company; /login/changeComp then lists only
 * the enabled companies with the current one marked and switches (token refresh, product page
 * reloaded with the other company). Desktop and mobile width, axe on each screen.
 */
import { describe, expect, it } from 'vitest';
import { launch, settled, url, type Browser, useBrowser } from './helpers/browser';
import { DEMO_PASSWORD } from './helpers/login';
import { cookie, expectAccessible, loginThroughForm, spaced, waitForPath } from './helpers/signin-ui';
import { DEMO, DEMO_COMPANY } from '../kit/people';

const TWO_COMPANIES = DEMO.twoCompanies;
const CORE = DEMO_COMPANY.core;
const SUPPLIER = DEMO_COMPANY.supplier;

/** The company the browser's session is in, asked from the server with the page's own client. */
const currentCompany = (b: Browser): Promise<string | undefined> =>
  b.page.evaluate(
    "import('@scf/shared').then((m) => m.listAccountCompanies()).then((list) => list.find((c) => c.current)?.compName)",
  ) as Promise<string | undefined>;

describe('choosing and switching the company', () => {
  const b = useBrowser();

  it('asks which company after the password, filters by enterprise role, and enters the chosen one', async () => {
    const { page } = b;
    await loginThroughForm(page, TWO_COMPANIES, DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: '选择企业' }).waitFor();
    const group = page.getByRole('group', { name: '选择企业' });
    await group.getByRole('radio').first().waitFor();
    expect(await group.getByRole('radio').count()).toBe(2);
    await group.getByText(CORE).waitFor();
    await group.getByText(SUPPLIER).waitFor();
    // Nothing is entered before a choice.
    expect(await page.getByRole('button', { name: '进入企业' }).isDisabled()).toBe(true);
    expect(await cookie(page, 'access_token')).toBeNull();
    await expectAccessible(page, 'company choice');

    // The enterprise-role filter asks the server (employeeSmsTreeselect) for 供应商 only.
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/login/employeeSmsTreeselect') && r.url().includes('compRole=C102'),
    );
    await page.getByLabel('企业角色').click();
    await page.locator('.ant-select-item-option', { hasText: '供应商' }).click();
    await filtered;
    await page.waitForFunction(() => document.querySelectorAll('input[type="radio"]').length === 1);
    await group.getByText(SUPPLIER).click();
    await page.getByRole('button', { name: '进入企业' }).click();
    await waitForPath(page, '/center/product/product');
    await settled(page);
    expect(await cookie(page, 'access_token')).toBeTruthy();
    expect(await currentCompany(b)).toBe(SUPPLIER);
  });

  it('/login/changeComp lists the companies with the current one marked and switches to another', async () => {
    const { page } = b;
    await page.goto(url('/login/changeComp'));
    await settled(page);
    await page.getByRole('heading', { level: 1, name: '切换企业' }).waitFor();
    const list = page.getByRole('list', { name: '可切换的企业' });
    await list.getByText(CORE).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    const supplierRow = list.getByRole('listitem').filter({ hasText: SUPPLIER });
    await supplierRow.getByText('当前企业').waitFor();
    await expectAccessible(page, 'change company');

    const before = await cookie(page, 'access_token');
    // The switch reloads the product page (a full page load, no state of the old company left).
    const reloaded = page.waitForEvent('load');
    await list.getByRole('button', { name: `切换至该企业：${CORE}` }).click();
    await reloaded;
    await waitForPath(page, '/center/product/product');
    await settled(page);
    const after = await cookie(page, 'access_token');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await currentCompany(b)).toBe(CORE);
  });

  it('返回登录 from the choice goes back to the form without a session', async () => {
    const { page, context } = b;
    await context.clearCookies();
    await loginThroughForm(page, TWO_COMPANIES, DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: '选择企业' }).waitFor();
    await page.getByRole('button', { name: spaced('返回登录') }).click();
    await page.getByRole('heading', { level: 1, name: '企业用户登录' }).waitFor();
    expect(await cookie(page, 'access_token')).toBeNull();
  });
});

describe('company switch at mobile width', () => {
  it('the choice and the switch page fit and pass axe', async () => {
    const b = await launch({ width: 390, height: 844 });
    try {
      const { page } = b;
      await loginThroughForm(page, TWO_COMPANIES, DEMO_PASSWORD);
      await page.getByRole('heading', { level: 1, name: '选择企业' }).waitFor();
      await expectAccessible(page, 'company choice, mobile');
      await page.getByRole('group', { name: '选择企业' }).getByText(CORE).click();
      await page.getByRole('button', { name: '进入企业' }).click();
      await waitForPath(page, '/center/product/product');
      await page.goto(url('/login/changeComp'));
      await settled(page);
      await page.getByRole('list', { name: '可切换的企业' }).getByText(CORE).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectAccessible(page, 'change company, mobile');
    } finally {
      await b.close();
    }
  });
});
