/**
 * What comes back and what goes away, in the browser at 1280×800: a transfer returned by 华南's
 * reviewer is edited by its operator from the list's 修改 (the form in edit mode, the reviewer's
 * reason above, the voucher fixed), resubmitted and then withdrawn; 华南's administrator removes
 * trade relations on BILL's 交易对手 page — refused with the server's reason while a transfer to
 * that company is open, removed after confirming otherwise — and adds one back by its code;
 * ENDORSE shows the same page.
 * Then the 交易对手 page and the edit form on a phone (390×844, touch).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_API as P } from '../kit/api';
import { launch, settled, url, type Browser } from './helpers/browser';
import { btn, expectAxeClean } from './helpers/centre';
import { api, apiLogin, loginInBrowser, type Tokens } from './helpers/login';
import { decide } from './helpers/product-steps';

const OPERATOR = '13800000013'; // 林涛, 华南 E102
const REVIEWER = '13800000012'; // 黄磊, 华南 E103
const ADMIN = '13800000003'; // 王芳, 华南 E101

interface Held {
  id: number;
  availableAmount: string;
  actions: string[];
}

async function open(page: Page, path: string, testId: 'product-bill' | 'product-endorse'): Promise<void> {
  await page.goto(url(path));
  await settled(page);
  await page.getByTestId(testId).waitFor();
}

const tagIn = (page: Page, name: string) => page.locator('[data-status]', { hasText: name }).first();

/** A transfer of 150.00 from one of 华南's held vouchers to 东莞华科, returned by 黄磊 with a reason. */
async function returnedTransfer(op: Tokens, rev: Tokens): Promise<{ id: number; appNo: string }> {
  const held = await api<{ list: Held[] }>(`${P}/voucher/list`, {
    token: op.accessToken,
    body: { tab: 'held', pageSize: 50 },
  });
  const v = held.list.find((x) => x.actions.includes('transfer') && Number(x.availableAmount) >= 1000);
  if (!v) throw new Error('华南 holds no transferable voucher');
  const relations = await api<Array<{ compId: number; compName: string }>>(`${P}/voucher/relations`, {
    token: op.accessToken,
    body: {},
  });
  const to = relations.find((r) => r.compName.includes('东莞华科'));
  const applied = await api<{ id: number; no: string }>(`${P}/voucher/transfer/apply`, {
    token: op.accessToken,
    body: {
      voucherId: v.id,
      parts: [{ receiverCompId: to?.compId, amount: '150.00' }],
      remark: '三月货款',
      idempotencyKey: `e2e${Date.now()}returned`,
    },
  });
  await api(`${P}/voucher/transfer/review`, {
    token: rev.accessToken,
    body: { applicationId: applied.id, approve: false, reason: '金额应为120元' },
  });
  return { id: applied.id, appNo: applied.no };
}

describe('a returned transfer and the trade relations at 1280×800', () => {
  let b: Browser;
  let app = { id: 0, appNo: '' };

  beforeAll(async () => {
    b = await launch({ width: 1280, height: 800 });
    const op = await loginInBrowser(b.context, OPERATOR);
    app = await returnedTransfer(op, await apiLogin(REVIEWER));
  }, 90_000);
  afterAll(async () => {
    await b?.close();
  });

  it('林涛 edits the returned transfer from the list, resubmits it, and then withdraws it', async () => {
    await open(b.page, '/center/product/ENDORSE', 'product-endorse');
    await b.page.getByRole('tab', { name: '我的转让申请' }).click();
    const row = b.page.locator('tr.ant-table-row', { hasText: app.appNo });
    await row.getByText('已退回').waitFor();
    await row.getByRole('button', { name: btn('修改') }).click();
    await b.page.waitForURL(new RegExp(`/center/product/ENDORSE/transfer/${app.id}$`));
    const form = b.page.getByTestId('product-endorse');
    await form.getByText('复核退回：金额应为120元').waitFor();
    await form.getByRole('heading', { name: `修改转让申请 ${app.appNo}` }).waitFor();
    // The voucher is the application's; the part and the remark are as they were.
    expect(await form.locator('.ant-select-disabled').count()).toBeGreaterThan(0);
    const amount = form.getByLabel('转让金额 1（元）');
    expect(await amount.inputValue()).toBe('150.00');
    expect(await form.getByLabel('备注（选填）').inputValue()).toBe('三月货款');
    await amount.fill('0');
    await form.getByText('不能小于', { exact: false }).first().waitFor();
    await amount.fill('120');
    await form.getByText(/^转让合计 ¥120\.00/).waitFor();
    await expectAxeClean(b.page, 'transfer form in edit mode');
    await form.getByRole('button', { name: btn('重新提交复核') }).dblclick();
    await b.page.waitForURL(new RegExp(`/center/product/ENDORSE/detail/${app.id}$`));
    await tagIn(b.page, '待复核').waitFor();
    expect(await b.page.getByText('¥120.00').count()).toBeGreaterThan(0);

    // Withdrawn while it waits: the reservation goes back, no more edit.
    await decide(b.page, b.page.getByTestId('product-endorse'), '撤回');
    await tagIn(b.page, '已撤回').waitFor();
    expect(
      await b.page
        .getByTestId('product-endorse')
        .getByRole('button', { name: btn('修改') })
        .count(),
    ).toBe(0);
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it(
    '王芳 cannot remove 东莞华科 while a transfer to it is open, ' +
      'removes 华信 after confirming, and adds it back by its code',
    async () => {
      await b.context.clearCookies();
      await loginInBrowser(b.context, ADMIN);
      await open(b.page, '/center/product/BILL', 'product-bill');
      await b.page
        .getByRole('link', { name: '交易对手' })
        .or(b.page.getByRole('button', { name: btn('交易对手') }))
        .first()
        .click();
      await b.page.waitForURL(/\/center\/product\/BILL\/relations$/);
      const page = b.page.getByTestId('product-bill');
      await page.getByRole('heading', { name: '交易对手' }).waitFor();
      await page.locator('tr.ant-table-row', { hasText: '东莞华科' }).waitFor();
      await expectAxeClean(b.page, 'trade relations');

      // The demo's transfer to 东莞华科 still waits for its sign-for: refused, the reason in place.
      await page.getByRole('button', { name: '删除交易对手 东莞华科电子有限公司' }).click();
      let confirmBox = b.page.locator('.ant-modal-confirm').last();
      await confirmBox.getByText('删除后将不能再向「东莞华科电子有限公司」开立或转让凭证').waitFor();
      await confirmBox.getByRole('button', { name: btn('删除') }).click();
      await page.getByText(/与该企业还有\d+笔未办结的凭证业务/).waitFor();
      expect(await page.locator('tr.ant-table-row', { hasText: '东莞华科' }).count()).toBe(1);

      // 华信: nothing open from 华南 to it. Cancel first changes nothing; then remove it.
      const core = page.locator('tr.ant-table-row', { hasText: '华信核心制造集团有限公司' });
      const code = ((await core.locator('td').nth(1).textContent()) ?? '').trim();
      expect(code).toMatch(/^[0-9A-Z]{18}$/);
      await core.getByRole('button', { name: /^删除交易对手/ }).click();
      confirmBox = b.page.locator('.ant-modal-confirm').last();
      await confirmBox.getByRole('button', { name: btn('取消') }).click();
      await confirmBox.waitFor({ state: 'hidden' });
      expect(await core.count()).toBe(1);
      await core.getByRole('button', { name: /^删除交易对手/ }).click();
      await b.page
        .locator('.ant-modal-confirm')
        .last()
        .getByRole('button', { name: btn('删除') })
        .click();
      await page.getByText('已删除与「华信核心制造集团有限公司」的贸易关系').waitFor();
      await core.waitFor({ state: 'detached' });

      // Added back by its unified social credit code.
      await page.getByRole('button', { name: btn('添加交易对手') }).click();
      const dialog = b.page.getByRole('dialog', { name: '添加交易对手' });
      await dialog.getByLabel('对方企业统一社会信用代码').fill(code);
      await dialog.getByRole('button', { name: btn('添加') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('tr.ant-table-row', { hasText: '华信核心制造集团有限公司' }).waitFor();

      // The same page in ENDORSE (a company may hold ENDORSE alone), from its list.
      await open(b.page, '/center/product/ENDORSE', 'product-endorse');
      await b.page
        .getByRole('button', { name: btn('交易对手') })
        .or(b.page.getByRole('link', { name: '交易对手' }))
        .first()
        .click();
      await b.page.waitForURL(/\/center\/product\/ENDORSE\/relations$/);
      await b.page
        .getByTestId('product-endorse')
        .locator('tr.ant-table-row', { hasText: '华信核心制造集团有限公司' })
        .waitFor();
      expect(await b.page.getByRole('button', { name: btn('添加交易对手') }).count()).toBe(1);
      expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    },
  );
});

describe('the trade relations and the transfer edit form on a phone (390×844, touch)', () => {
  let b: Browser;
  let app = { id: 0, appNo: '' };
  beforeAll(async () => {
    b = await launch({ width: 390, height: 844, touch: true });
    const op = await loginInBrowser(b.context, OPERATOR);
    app = await returnedTransfer(op, await apiLogin(REVIEWER));
  }, 90_000);
  afterAll(async () => {
    await b?.close();
  });

  it('fits the screen and stays accessible', async () => {
    await open(b.page, `/center/product/ENDORSE/transfer/${app.id}`, 'product-endorse');
    await b.page.getByText('复核退回：金额应为120元').waitFor();
    await b.page.getByLabel('转让金额 1（元）').tap();
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(b.page, 'transfer edit form on a phone');

    await open(b.page, '/center/product/BILL/relations', 'product-bill');
    // Cards below 992 px, as every list of the portal.
    await b.page.locator('[data-scf-card]').first().waitFor();
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(b.page, 'trade relations on a phone');
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
