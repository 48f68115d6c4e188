/**
 * Small faults a reader meets: each says one thing once, in the right place. Accounts:
 * 13800000011 (adds employees of its own company; reads otherwise) and an account the test
 * creates for itself when it changes a password.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, url, useBrowser } from './helpers/browser';
import { loginInBrowser, useSignedInBrowser } from './helpers/login';
import { createOwnAccount } from './helpers/own-account';

/** The texts of the antd messages on screen now. */
const messages = (page: Page): Promise<string[]> => page.locator('.ant-message-notice').allTextContents();

/** How many visible elements say exactly this text (messages, field errors). */
const shownTimes = (page: Page, text: string): Promise<number> =>
  page.evaluate((t) => {
    const leaves = [...document.querySelectorAll('body *')].filter(
      (el) => el.children.length === 0 && el.textContent?.trim() === t && (el as HTMLElement).offsetParent !== null,
    );
    return leaves.length;
  }, text);

describe('small faults, desktop', () => {
  const b = useBrowser();

  it('the login card stays in place when the reader switches between password and SMS login', async () => {
    await b.context.clearCookies();
    await b.page.goto(url('/login'));
    await settled(b.page);
    const card = b.page.locator('section[aria-labelledby="scf-auth-title"]');
    const before = await card.boundingBox();
    await b.page.getByRole('tab', { name: '短信登录' }).click();
    await b.page.getByRole('tab', { name: '短信登录', selected: true }).waitFor();
    const afterSms = await card.boundingBox();
    await b.page.getByRole('tab', { name: '密码登录' }).click();
    await b.page.getByRole('tab', { name: '密码登录', selected: true }).waitFor();
    const back = await card.boundingBox();
    // The forms differ in height; the card's top edge (what the eye holds on to) must not move.
    expect(afterSms?.y).toBe(before?.y);
    expect(back?.y).toBe(before?.y);
  });

  it('a changed password is confirmed by one success message', async () => {
    const own = await createOwnAccount('改密测试');
    await loginInBrowser(b.context, own.mobile, { password: own.password });
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    await b.page.getByRole('button', { name: '修改密码' }).click();
    const dialog = b.page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill(own.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('Changed2026x');
    await dialog.getByLabel('确认新密码').fill('Changed2026x');
    const updated = b.page.waitForResponse((r) => r.url().includes('/passWord/update'));
    await dialog.getByRole('button', { name: /确认修改/ }).click();
    await updated;
    await dialog.waitFor({ state: 'hidden' });
    await b.page.getByText('密码已修改', { exact: false }).first().waitFor();
    expect(await messages(b.page)).toHaveLength(1);
    await b.context.clearCookies();
  });

  it('a duplicate employee is refused with one error, next to the mobile', async () => {
    await loginInBrowser(b.context, '13800000011');
    await b.page.goto(url('/center/crm/employee/list'));
    await settled(b.page);
    await b.page.getByRole('button', { name: '新增员工' }).click();
    const add = b.page.getByRole('dialog', { name: '新增员工' });
    await add.getByLabel('姓名').fill('重复员工');
    await add.getByLabel('手机号').fill('13800000011');
    // The role the form requires: the first product's first role.
    await add.getByRole('combobox').first().click();
    await b.page.locator('.ant-select-item-option').first().click();
    const answered = b.page.waitForResponse((r) => r.url().includes('/cust/employee/add'));
    await add.getByRole('button', { name: /保\s*存/ }).click();
    await answered;
    await add.getByText('该手机号已是本企业员工').first().waitFor();
    // Give a second (wrong) copy the chance to appear before counting.
    await b.page.waitForLoadState('networkidle');
    expect(await shownTimes(b.page, '该手机号已是本企业员工')).toBe(1);
    await b.context.clearCookies();
  });
});

describe('public pages say each title and summary once', () => {
  const b = useBrowser();

  /** How often a text is a whole block (heading or paragraph) inside an element. */
  const blocksSaying = (page: Page, selector: string, text: string): Promise<number> =>
    page.evaluate(
      ([sel, t]) =>
        [...document.querySelectorAll(`${sel} :is(h1, h2, h3, h4, p)`)].filter((el) => el.textContent?.trim() === t)
          .length,
      [selector, text] as const,
    );

  it('产品服务: every product names its title and its summary once', async () => {
    await b.page.goto(url('/index/product'));
    await settled(b.page);
    const articles = b.page.locator('article[id^="product-"]');
    await articles.first().waitFor();
    const count = await articles.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const id = await articles.nth(i).getAttribute('id');
      const title = ((await articles.nth(i).locator('h2').textContent()) ?? '').trim();
      const summary = ((await articles.nth(i).locator('p').first().textContent()) ?? '').trim();
      expect(await blocksSaying(b.page, `#${id}`, title), title).toBe(1);
      expect(await blocksSaying(b.page, `#${id}`, summary), summary).toBe(1);
    }
  });

  it('关于我们: the page title is said once', async () => {
    await b.page.goto(url('/index/about'));
    await settled(b.page);
    await b.page.locator('#about-contact').waitFor();
    await b.page.locator('main p').first().waitFor();
    expect(await blocksSaying(b.page, 'main', '关于我们')).toBe(1);
  });
});

describe('a page that does not exist', () => {
  const b = useSignedInBrowser('13800000009');

  it('a message that does not exist offers 返回首页, not 重试', async () => {
    await b.page.goto(url('/center/crm/message/detail/999999'));
    await settled(b.page);
    await b.page
      .getByRole('button', { name: '返回首页' })
      .or(b.page.getByRole('link', { name: '返回首页' }))
      .first()
      .waitFor();
    expect(await b.page.getByText('页面不存在').count()).toBeGreaterThan(0);
    expect(await b.page.getByRole('button', { name: /^重\s*试$/ }).count()).toBe(0);
  });
});

describe('phone, 390×844 with touch', () => {
  const b = useSignedInBrowser('13800000009', { width: 390, height: 844, touch: true });

  it('no strip under the header holds only the settings icon; the settings stay reachable', async () => {
    await b.page.goto(url('/center/product/product'));
    await settled(b.page);
    await b.page.locator('[data-product]').first().waitFor();
    const settings = b.page.getByRole('button', { name: '界面设置' });
    await settings.waitFor();
    const box = await settings.boundingBox();
    const header = await b.page.locator('header').first().boundingBox();
    // The button sits in the header bar itself, inside the screen.
    expect(box && header && box.y >= header.y && box.y + box.height <= header.y + header.height + 1).toBe(true);
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
