/**
 * Tables of the centre at 1280 px (issue 33.6): the invitation table gives the company's name
 * room and keeps 撤销 in view, its headers stay on one line (also when the list is empty), and
 * 复制链接 says 已复制; in the sidebar layout the role column of 人员管理 keeps product names
 * whole. A company of the test's own (the demo companies stay as they are).
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUsccCheck } from '../../server/core/rules';
import { launch, settled, url, type Browser } from './helpers/browser';
import { api, apiLogin, setSessionCookies, type Tokens } from './helpers/login';
import { createOwnCompany, type OwnCompany } from './helpers/own-account';
import { PORTAL_API as P } from '../kit/api';

const INVITATIONS = '/center/crm/invication';
const LONG_NAME = '杭州某某供应链管理有限公司上海分公司';

/** How many lines the element's text runs over (distinct tops of its text's line boxes). */
const lineCount = (el: Locator): Promise<number> =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });

describe('centre tables at 1280 px', () => {
  let own: OwnCompany;
  let tokens: Tokens;
  let b: Browser;
  beforeAll(async () => {
    own = await createOwnCompany(`表格测试企业${String(Date.now()).slice(-6)}有限公司`);
    tokens = await apiLogin(own.mobile, { password: own.password });
    b = await launch({ width: 1280, height: 800 });
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
    await setSessionCookies(b.context, tokens);
  }, 180_000);
  afterAll(async () => {
    await b?.close();
  });

  it('邀请企业: the headers stay on one line while the list is empty', async () => {
    await b.page.goto(url(INVITATIONS));
    await settled(b.page);
    await b.page.getByText('暂无邀请记录').waitFor();
    const header = b.page.locator('th', { hasText: '企业名称' });
    expect(await lineCount(header)).toBe(1);
    for (const title of ['统一社会信用代码', '企业角色', '发送时间', '有效期至', '接受时间']) {
      expect(await lineCount(b.page.locator('th', { hasText: title })), title).toBe(1);
    }
  });

  it('邀请企业: a long company name gets a column of its own and 撤销 is in view', async () => {
    const creditCode = withUsccCheck(`91330100${String(Date.now()).slice(-8)}0`.slice(0, 17));
    await api(`${P}/cust/invitation/create`, {
      token: tokens.accessToken,
      body: {
        compName: LONG_NAME,
        creditCode,
        contactName: '王测试',
        mobile: `137${String(Date.now()).slice(-8)}`,
        compRole: 'C102',
      },
    });
    await b.page.goto(url(INVITATIONS));
    await settled(b.page);
    const cell = b.page.locator('td', { hasText: LONG_NAME });
    await cell.waitFor();
    // Two lines at most (it was one character wide: eighteen lines).
    expect(await lineCount(cell)).toBeLessThanOrEqual(2);
    expect(await lineCount(b.page.locator('th', { hasText: '企业名称' }))).toBe(1);
    // 撤销 is whole inside the table's visible part and nothing covers it.
    const revoke = b.page.getByRole('button', { name: `撤销对${LONG_NAME}的邀请` });
    const box = await revoke.boundingBox();
    const table = await b.page.locator('[data-scf-list-table] .ant-table').boundingBox();
    expect(box && table).toBeTruthy();
    if (!box || !table) return;
    expect(box.x).toBeGreaterThanOrEqual(table.x);
    expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width);
    const hit = await revoke.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit).toBe(true);
  });

  it('邀请企业: 复制链接 is answered by 已复制 beside it once the link is on the clipboard', async () => {
    await b.page.goto(url(INVITATIONS));
    await settled(b.page);
    await b.page.getByRole('button', { name: `重新发送给${LONG_NAME}`, exact: true }).click();
    await b.page
      .locator('.ant-modal-confirm')
      .last()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    const dialog = b.page.getByRole('dialog', { name: '重新发送邀请' });
    const copy = dialog.getByRole('button', { name: `复制链接：${LONG_NAME}` });
    expect(await dialog.getByText('已复制', { exact: true }).count()).toBe(0);
    await copy.click();
    // Beside the button, where the reader looks, and announced.
    const copied = dialog.getByRole('status').filter({ hasText: '已复制' });
    await copied.waitFor();
    const [c, btn] = [await copied.boundingBox(), await copy.boundingBox()];
    expect(c && btn && Math.abs(c.y + c.height / 2 - (btn.y + btn.height / 2))).toBeLessThan(12);
    expect(await b.page.evaluate(() => navigator.clipboard.readText())).toContain('/register/account?inviteCode=');
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
  });

  it('人员管理 in the sidebar layout: product names in the role column are never broken', async () => {
    await b.context.addCookies([{ name: 'sidebarMode', value: 'sidebar', url: url('/') }]);
    await b.page.goto(url('/center/crm/employee/list'));
    await settled(b.page);
    await b.page.locator('[data-scf-crm-sidebar]').waitFor();
    const roles = b.page.locator('td').filter({ hasText: '客户关系：' }).first();
    await roles.waitFor();
    const product = roles.getByText('客户关系：');
    expect(await lineCount(product)).toBe(1);
    expect(await lineCount(b.page.locator('th', { hasText: '邮箱' }))).toBe(1);
  });
});
