/**
 * 结算服务 (SETTLE) at maturity, walked through by its people at 1280×800 on the demo's due
 * vouchers (due today, and one overdue since five days): 华南's operator 林涛 sees them in
 * 待收款, the overdue one as 已逾期; 华信's 财务付款 孙丽 sees 待兑付 by due date with the totals
 * of each day, reads the clearing plan of a voucher (who gets what), and confirms its payment
 * with the bank reference (bad input refused in place; a double click pays once, and a repeat
 * through the API pays nothing); the clearing now shows the settlement records, whose PDF is a
 * real PDF. She pays the voucher of which a funder (恒丰) financed ¥50,000: the clearing pays the
 * funder its part (融) and the supplier the rest. She filters 待兑付 by a range of due dates (the
 * server's summary of the filtered list; the range kept across a clearing visit), and pays all
 * due on the overdue day at once.
 * 林涛 then sees them in 已收款 with the right amounts, and the funder's payer 马超 its part (融).
 * Then the list on a phone (390×844, touch).
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_API as P } from '../kit/api';
import { launch, url, type Browser } from './helpers/browser';
import { btn, expectAxeClean, openProduct } from './helpers/centre';
import { expectNoGrowthOver } from './helpers/leaks';
import { api, apiLogin, useSignedInBrowser } from './helpers/login';
import { signInAs as switchTo } from './helpers/people-switch';
import { confirmPayment, listRow, payOnClearingPage } from './helpers/product-steps';

const PEOPLE = {
  payer: '13800000007', // 孙丽, 华信 财务付款 (SETTLE E108)
  holder: '13800000013', // 林涛, 华南 (SETTLE E102)
  funder: '13800000355', // 马超, 恒丰 财务付款 (SETTLE E108)
} as const;
type Person = keyof typeof PEOPLE;

const signInAs = async (b: Browser, who: Person): Promise<void> => {
  await switchTo(b, PEOPLE[who]);
};

const open = (page: Page, path: string): Promise<void> => openProduct(page, path, 'settle');

const row = listRow;
const TODAY = dayjs().format('YYYY-MM-DD');
const OVERDUE_DAY = dayjs().subtract(5, 'day').format('YYYY-MM-DD');

describe('settlement at maturity, an issuer and a holder at 1280×800', () => {
  let b: Browser;
  let dueNo = '';
  let paidRootId = 0;

  beforeAll(async () => {
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('华南 sees the due parts in 待收款, the overdue one as 已逾期', async () => {
    await signInAs(b, 'holder');
    await open(b.page, '/center/product/SETTLE');
    // A supplier has the holder's tabs only.
    expect(await b.page.getByRole('tab', { name: '待兑付' }).count()).toBe(0);
    await b.page.getByRole('tab', { name: '待收款', selected: true }).waitFor();
    await row(b.page, '150,000.00').first().waitFor();
    expect(await row(b.page, '150,000.00').first().textContent()).toContain('待兑付');
    expect(await row(b.page, '75,000.00').first().textContent()).toContain('已逾期');
    expect(await b.page.locator('[data-scf-summary]').textContent()).toMatch(/其中已逾期 \d+ 笔/);
    await expectAxeClean(b.page, 'settle 待收款');
  });

  it('孙丽 sees 待兑付 by due date, the clearing plan, and confirms a payment once however often she clicks', async () => {
    await signInAs(b, 'payer');
    await open(b.page, '/center/product/SETTLE');
    await b.page.getByRole('tab', { name: '待兑付', selected: true }).waitFor();
    const today = b.page.locator(`[data-due-day="${TODAY}"]`);
    await today.waitFor();
    expect(await today.textContent()).toMatch(new RegExp(`${TODAY}：\\d+ 张 ¥[\\d,]+\\.\\d{2}`));
    expect(await b.page.locator(`[data-due-day="${OVERDUE_DAY}"]`).count()).toBe(1);
    expect(await b.page.locator('[data-scf-summary]').textContent()).toMatch(
      /共 \d+ 张待兑付，合计金额 ¥[\d,]+\.\d{2}；其中已逾期/,
    );

    // The day filter survives a visit to the clearing page.
    await today.getByRole('button').first().click();
    const due = row(b.page, '150,000.00').first();
    await due.waitFor();
    dueNo = (await due.getByRole('link').first().textContent())?.trim() ?? '';
    expect(dueNo).toMatch(/^\d{12}$/);
    await due.getByRole('link', { name: '清分明细' }).click();
    await b.page.waitForURL(/\/SETTLE\/clearing\/\d+$/);
    const plan = b.page.locator('[aria-label="清分明细"]');
    await plan.locator('tr.ant-table-row').first().waitFor();
    expect(await b.page.getByTestId('clearing-state').textContent()).toBe('待兑付');
    expect(await plan.textContent()).toContain('华南精密零部件供应有限公司');
    expect(await b.page.getByTestId('clearing-total').textContent()).toContain('合计 ¥150,000.00');
    await expectAxeClean(b.page, 'clearing plan');
    await b.page.getByRole('link', { name: '返回列表' }).click();
    await b.page.locator(`[data-due-day="${TODAY}"] [aria-pressed="true"]`).waitFor();
    expect(await b.page.locator('tr.ant-table-row').filter({ hasText: OVERDUE_DAY }).count()).toBe(0);

    // Confirm: the bank reference is required and checked; nothing is paid on bad input.
    await row(b.page, dueNo)
      .first()
      .getByRole('button', { name: btn('确认兑付') })
      .click();
    const dialog = b.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('兑付金额 ¥150,000.00');
    const ok = dialog.locator('.ant-modal-footer').getByRole('button', { name: btn('确认兑付') });
    await ok.click();
    await dialog.getByText('请填写付款银行流水号').waitFor();
    await dialog.getByLabel('付款银行流水号').fill('流水 1');
    await dialog.getByText('银行流水号为1-40位字母、数字或-').waitFor();
    await dialog.getByLabel('付款银行流水号').fill('ICBC-E2E-20261128');
    await ok.dblclick();
    await b.page.waitForURL(/\/SETTLE\/clearing\/\d+$/);
    const voucherId = Number(/clearing\/(\d+)$/.exec(b.page.url())?.[1]);
    paidRootId = voucherId;
    await b.page.waitForFunction(
      () => document.querySelector('[data-testid="clearing-state"]')?.textContent === '已兑付',
    );
    const records = b.page.locator('[aria-label="清分明细"] tr.ant-table-row');
    expect(await records.count()).toBe(1);
    expect(await records.first().textContent()).toContain('ICBC-E2E-20261128');
    expect(await records.first().textContent()).toMatch(/JS\d{10}/);

    // Paid once: a repeat through the API pays nothing and says why.
    const payer = await apiLogin(PEOPLE.payer);
    const again = await api<{ done: number; failed: Array<{ msg: string }> }>(`${P}/settle/confirm`, {
      token: payer.accessToken,
      body: { voucherIds: [voucherId], bankRef: 'AGAIN-1' },
    });
    expect(again.done).toBe(0);
    expect(again.failed[0]?.msg).toContain('已兑付，不会重复付款');

    // The settlement record's PDF, fetched with this browser's session.
    const href = (await records.first().getByRole('link', { name: /PDF/ }).getAttribute('href')) ?? '';
    const res = await b.page.request.get(url(href));
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it(
    '孙丽 pays the voucher a funder financed a part of: the funder gets its part (融), ' +
      'the supplier the rest, and the clearing shows both',
    async () => {
      await open(b.page, '/center/product/SETTLE');
      await b.page.locator(`[data-due-day="${TODAY}"]`).getByRole('button').first().click();
      const due = row(b.page, '120,000.00').first();
      await due.waitFor();
      // Before payment the plan names both payees.
      await due.getByRole('link', { name: '清分明细' }).click();
      await b.page.waitForURL(/\/SETTLE\/clearing\/\d+$/);
      const plan = b.page.locator('[aria-label="清分明细"] tr.ant-table-row');
      await plan.first().waitFor();
      expect(await plan.count()).toBe(2);
      expect(await plan.filter({ hasText: '恒丰资金服务有限公司' }).textContent()).toMatch(/融.*50,000\.00/);
      expect(await plan.filter({ hasText: '华南精密零部件供应有限公司' }).textContent()).toContain('70,000.00');
      // Confirmed on the clearing page itself.
      await b.page.getByRole('button', { name: btn('确认兑付') }).click();
      const dialog = b.page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('兑付金额 ¥120,000.00，清分给 2 个持有部分');
      const records = await payOnClearingPage(b.page, 'ICBC-E2E-FINANCED');
      expect(await records.count()).toBe(2);
      const funder = await records.filter({ hasText: '恒丰资金服务有限公司' }).textContent();
      expect(funder).toMatch(/JS\d{10}/);
      expect(funder).toMatch(/融.*50,000\.00.*已兑付/);
      const supplier = await records.filter({ hasText: '华南精密零部件供应有限公司' }).textContent();
      expect(supplier).toMatch(/70,000\.00.*已兑付/);
      expect(supplier).not.toContain('融');
      expect(await b.page.getByTestId('clearing-total').textContent()).toContain('共 2 笔，合计 ¥120,000.00');
    },
  );

  it('孙丽 filters 待兑付 by a range of due dates: the server sums the filtered list; the range is list state', async () => {
    await open(b.page, '/center/product/SETTLE');
    const start = b.page.getByPlaceholder('开始日期');
    const end = b.page.getByPlaceholder('结束日期');
    await start.click();
    await start.fill(OVERDUE_DAY);
    await start.press('Enter');
    await end.fill(OVERDUE_DAY);
    await end.press('Enter');
    const summary = b.page.locator('[data-scf-summary]');
    await expect
      .poll(() => summary.textContent())
      .toMatch(/^筛选结果：共 (\d+) 张待兑付，合计金额 ¥[\d,]+\.\d{2}；其中已逾期 \1 张/);
    const rows = b.page.locator('tr.ant-table-row');
    await rows.first().waitFor();
    for (const text of await rows.allTextContents()) expect(text).toContain(OVERDUE_DAY);
    expect(await row(b.page, '75,000.00').first().textContent()).toContain('已逾期');
    // The day buttons are there with the range (the server sends every day of the window).
    expect(await b.page.locator(`[data-due-day="${OVERDUE_DAY}"]`).count()).toBe(1);
    // The range is list state: there again after a clearing visit; 全部日期 clears it.
    await row(b.page, '75,000.00').first().getByRole('link', { name: '清分明细' }).click();
    await b.page.waitForURL(/\/SETTLE\/clearing\/\d+$/);
    await b.page.getByRole('link', { name: '返回列表' }).click();
    await expect.poll(() => b.page.getByPlaceholder('开始日期').inputValue()).toBe(OVERDUE_DAY);
    await b.page.getByRole('button', { name: btn('全部日期') }).click();
    await expect.poll(() => summary.textContent()).toMatch(/^共 \d+ 张待兑付/);
    expect(await b.page.getByPlaceholder('开始日期').inputValue()).toBe('');
  });

  it('孙丽 pays all due on the overdue day at once', async () => {
    await open(b.page, '/center/product/SETTLE');
    const day = b.page.locator(`[data-due-day="${OVERDUE_DAY}"]`);
    await day.waitFor();
    await day.getByRole('button', { name: btn('全部兑付') }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${OVERDUE_DAY} 到期的全部凭证`);
    await confirmPayment(dialog, 'ICBC-E2E-OVERDUE');
    await dialog.waitFor({ state: 'hidden' });
    await day.waitFor({ state: 'detached' });
    // Her company's records: 已付款.
    await b.page.getByRole('tab', { name: '已付款' }).click();
    await row(b.page, 'ICBC-E2E-OVERDUE').first().waitFor();
    expect(await row(b.page, 'ICBC-E2E-20261128').first().textContent()).toContain('150,000.00');
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('华南 sees both in 已收款 with what it was paid, and no longer in 待收款', async () => {
    await signInAs(b, 'holder');
    await open(b.page, '/center/product/SETTLE');
    await b.page.getByRole('tab', { name: '待收款', selected: true }).waitFor();
    await b.page.locator('[data-scf-summary]').waitFor();
    expect(await row(b.page, dueNo).count()).toBe(0);
    await b.page.getByRole('tab', { name: '已收款' }).click();
    const paid = row(b.page, 'ICBC-E2E-20261128').first();
    await paid.waitFor();
    expect(await paid.textContent()).toContain('150,000.00');
    expect(await paid.textContent()).toContain('华信核心制造集团有限公司');
    expect(await row(b.page, 'ICBC-E2E-OVERDUE').first().textContent()).toContain('75,000.00');
    expect(await row(b.page, 'ICBC-E2E-FINANCED').first().textContent()).toContain('70,000.00');
    await expectAxeClean(b.page, 'settle 已收款');
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('马超 of the funder sees its financed part in 已收款, marked 融', async () => {
    await signInAs(b, 'funder');
    await open(b.page, '/center/product/SETTLE');
    await b.page.getByRole('tab', { name: '已收款' }).click();
    const paid = row(b.page, 'ICBC-E2E-FINANCED').first();
    await paid.waitFor();
    expect(await paid.textContent()).toMatch(/融.*50,000\.00/);
    expect(await paid.textContent()).toContain('华信核心制造集团有限公司');
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it(
    'unmounts cleanly: repeated visits to the list, ' + 'a clearing and the product centre leave nothing behind',
    async () => {
      await signInAs(b, 'payer');
      await open(b.page, '/center/product/SETTLE');
      await b.page.getByRole('tab', { name: '已付款' }).waitFor();
      // The clearing of the voucher paid above (its settlement records).
      const clearing = `/center/product/SETTLE/clearing/${paidRootId}`;
      await expectNoGrowthOver(b, [
        ['/center/product/SETTLE', '[data-testid="product-settle"] [data-scf-summary]'],
        [clearing, '[data-testid="clearing-state"]'],
        ['/center/product/product', '[data-product]'],
      ]);
    },
  );
});

describe('SETTLE on a phone (390×844, touch)', () => {
  const b = useSignedInBrowser(PEOPLE.payer, { width: 390, height: 844, touch: true });

  it('shows the lists as cards, nothing wider than the screen', async () => {
    await open(b.page, '/center/product/SETTLE');
    await b.page.getByRole('tab', { name: '已付款' }).tap();
    await b.page.locator('[data-scf-card]').first().waitFor();
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(b.page, 'settle 已付款 on a phone');
    await b.page.getByRole('tab', { name: '待兑付' }).tap();
    await b.page.locator('[data-scf-summary]').waitFor();
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(b.page, 'settle 待兑付 on a phone');
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
