/**
 * The centre at mobile width (390 px), and the restricted view of the operator 13800000002
 * (what a role may do: an operator and an administrator of the same company see different things; a
 * typed URL to a refused page does not open it, and the server refuses the call as well).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, settled, url, type Browser } from './helpers/browser';
import { api, loginInBrowser, type Tokens, useSignedInBrowser } from './helpers/login';
import { expectAxeClean, heading, openCentrePage as open } from './helpers/centre';

/** Opens the product centre and its avatar menu; the open menu. */
async function openAccountMenu(page: Page): Promise<Locator> {
  await open(page, '/center/product/product');
  await page
    .locator('header[data-scf-header="ready"]')
    .getByRole('button', { name: /账户菜单/ })
    .click();
  const menu = page.getByRole('menu', { name: '账户菜单' });
  await menu.waitFor();
  return menu;
}

describe('centre screens at mobile width (390 px)', () => {
  const b = useSignedInBrowser('13800000001', { width: 390, height: 844, company: '华信' });

  for (const [path, title] of [
    ['/center/product/product', '产品中心'],
    ['/center/crm/user', '个人信息'],
    ['/center/crm/employee/list', '人员管理'],
    ['/center/crm/message/list', '站内信'],
  ] as const) {
    it(`${path} fits the screen and passes axe`, async () => {
      await open(b.page, path);
      expect(await heading(b.page, title)).toBe(title);
      // Responsive layout settles after the breakpoint listeners run: judge the settled page.
      await expect
        .poll(() => b.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          timeout: 10_000,
        })
        .toBeLessThanOrEqual(0);
      // The header clips what does not fit (overflow hidden): nothing may be cut off inside it.
      const bar = b.page.locator('header[data-scf-header="ready"]');
      await bar.waitFor();
      expect(await bar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await expectAxeClean(b.page, `${path} at 390 px`);
    });
  }

  it('keeps every header control on screen and reachable by keyboard', async () => {
    await open(b.page, '/center/product/product');
    const bar = b.page.locator('header[data-scf-header="ready"]');
    await bar.waitFor();
    const names = ['导航菜单', '当前企业：华信核心制造集团有限公司，切换企业', /^站内信/, '张伟，账户菜单'];
    for (const name of names) {
      const control = bar.getByRole(typeof name === 'string' ? 'button' : 'link', { name });
      const box = await control.boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // The links that moved into 导航菜单 open from the keyboard and navigate.
    await bar.getByRole('button', { name: '导航菜单' }).focus();
    await b.page.keyboard.press('Enter');
    const menu = b.page.getByRole('menu', { name: '导航菜单' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['产品中心', '账户管理', '首页']);
    await b.page.keyboard.press('ArrowDown');
    await b.page.keyboard.press('Enter');
    await b.page.waitForURL(/\/center\/crm\/account\/list$/);
  });

  it('an administrator gets every quick link of the avatar menu', async () => {
    const menu = await openAccountMenu(b.page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      '个人信息',
      '人员管理',
      '企业信息',
      '邀请企业',
      '退出登录',
    ]);
    await b.page.keyboard.press('Escape');
  });

  it('starts the service widget collapsed to one button', async () => {
    await open(b.page, '/center/product/product');
    await b.page.locator('scf-service-widget aside[data-scf-widget="collapsed"]').waitFor();
  });

  it('closes the message sidebar under 992 px', async () => {
    await open(b.page, '/center/crm/message/list');
    await b.page.locator('[data-scf-sidebar="collapsed"]').waitFor();
  });
});

describe('restricted view: operator of 华信 (13800000002)', () => {
  let b: Browser;
  let tokens: Tokens;
  beforeAll(async () => {
    b = await launch();
    tokens = await loginInBrowser(b.context, '13800000002');
  });
  afterAll(async () => {
    await b.close();
  });

  it('shows only the menu entries of the permission list', async () => {
    await open(b.page, '/center/crm/user');
    const menu = b.page.getByRole('navigation', { name: '客户关系菜单' });
    await menu.getByRole('menuitem', { name: '个人信息' }).waitFor();
    const text = await menu.textContent();
    expect(text).toContain('企业信息');
    expect(text).not.toContain('人员管理');
    expect(text).not.toContain('邀请企业');
    await expectAxeClean(b.page, 'operator user page');
  });

  it('offers in the avatar menu only the pages the permission list allows', async () => {
    const menu = await openAccountMenu(b.page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['个人信息', '企业信息', '退出登录']);
    await b.page.keyboard.press('Escape');
  });

  it('reads the company information but may not edit it, and may not apply for products', async () => {
    await open(b.page, '/center/crm/company');
    await b.page.getByTestId('company-info').waitFor();
    expect(await b.page.getByRole('button', { name: '编辑企业信息' }).isDisabled()).toBe(true);
    await open(b.page, '/center/product/product');
    // ENDORSE is not opened for 华信 (seed) and no test applies for it.
    await b.page.locator('[data-product="ENDORSE"]').waitFor();
    expect(
      await b.page.locator('[data-product="ENDORSE"]').getByRole('button', { name: '申请开通' }).isDisabled(),
    ).toBe(true);
    await expectAxeClean(b.page, 'operator product centre');
  });

  it('does not open the employee list from a typed URL, and the server refuses the call too', async () => {
    // The refused page is not mounted on the way to the product centre: its list is never asked
    // for, so the reader meets the guard's one warning and not the server's refusal of that call.
    const listCalls: string[] = [];
    const onRequest = (request: { url: () => string }): void => {
      if (request.url().includes('/cust/employee/list')) listCalls.push(request.url());
    };
    b.page.on('request', onRequest);
    await b.page.goto(url('/center/crm/employee/list'));
    await settled(b.page);
    await b.page.waitForURL(/\/center\/product\/product$/);
    await b.page.getByText('无权访问该页面').waitFor();
    // Judged once the product centre's own content is there (the page the reader is left on).
    await b.page.locator('[data-product="ENDORSE"]').waitFor();
    // Where the employee list's button text shows, if anywhere: the page, and the element's context.
    const shown = await b.page
      .getByText('新增员工')
      .evaluateAll((els) => els.map((e) => `${location.pathname}: ${e.parentElement?.outerHTML.slice(0, 300) ?? ''}`));
    expect(shown).toEqual([]);
    b.page.off('request', onRequest);
    expect(listCalls).toEqual([]);
    expect(await b.page.getByText('您的角色无权执行此操作').count()).toBe(0);
    await expect(
      api('/api/web/portal/api/cust/employee/list', { token: tokens.accessToken, body: {} }),
    ).rejects.toThrow();
    await b.page.goto(url('/center/crm/invication'));
    await settled(b.page);
    await b.page.waitForURL(/\/center\/product\/product$/);
  });
});
