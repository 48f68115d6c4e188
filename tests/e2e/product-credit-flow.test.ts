/**
 * 授信管理 (CREDIT) walked through by its people at 1280×800: 李娜 (华信, core enterprise) applies
 * to 恒丰资金 for a credit line (live checks, a double submit makes one application); 恒丰's
 * 风控初审 邓峰 approves it from 待风控初审 and may not make the second review; 风控复审 谢明
 * approves it and it is in force with its validity. Another application is rejected with a reason
 * the applicant reads. A voucher issued and approved through the API takes its amount from the
 * lines in force: the list's used and available move by exactly that. The list keeps its filters
 * across a detail visit. Then the list on a phone (390×844, touch).
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineYuanToFen } from '../../shared/format/fen';
import { formatMoney } from '../../shared/format/money';
import { PORTAL_API as P } from '../kit/api';
import { launch, settled, type Browser } from './helpers/browser';
import { btn, expectAxeClean, openProduct } from './helpers/centre';
import { expectNoGrowthOver } from './helpers/leaks';
import { api, apiLogin, useSignedInBrowser } from './helpers/login';
import { signInAs as switchTo } from './helpers/people-switch';
import { answerNeedingReason, decide, listRow, openOptions, searchOne } from './helpers/product-steps';

const PEOPLE = {
  applicant: '13800000002', // 李娜, 华信 (C101) CREDIT E102
  issuerReviewer: '13800000004', // 刘洋, 华信's voucher reviewer (BILL E103)
  firstReviewer: '13800000353', // 邓峰, 恒丰 风控初审 E110
  secondReviewer: '13800000354', // 谢明, 恒丰 风控复审 E111
} as const;
type Person = keyof typeof PEOPLE;

const signInAs = async (b: Browser, who: Person): Promise<void> => {
  await switchTo(b, PEOPLE[who]);
};

const open = (page: Page, path: string): Promise<void> => openProduct(page, path, 'credit');

const row = listRow;
const search = (page: Page, lineNo: string): Promise<void> => searchOne(page, '授信编号', lineNo, '共 1 笔授信');

const statusText = (page: Page) => page.getByTestId('line-status').textContent();

/** Fills the application form with a valid application of `amount` yuan. */
async function fillApplication(page: Page, amount: string): Promise<void> {
  const form = page.getByTestId('product-credit');
  await form.getByLabel('资金方').click();
  await openOptions(page).filter({ hasText: '恒丰' }).first().click();
  await form.getByLabel('授信金额（元）').fill(amount);
  await form.getByLabel('授信用途').fill('向供应商开立电子债权凭证支付货款');
}

describe('a credit line from application to 风控复审, four people at 1280×800', () => {
  let b: Browser;
  let lineNo = '';
  let detailUrl = '';

  beforeAll(async () => {
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('李娜 applies with live checks; a double submit makes one application', async () => {
    await signInAs(b, 'applicant');
    await open(b.page, '/center/product/CREDIT');
    await b.page.getByRole('heading', { level: 1, name: '我的授信' }).waitFor();
    await b.page.getByRole('link', { name: btn('申请授信') }).click();
    await b.page.waitForURL(/\/CREDIT\/apply\/new$/);
    const form = b.page.getByTestId('product-credit');
    await form.getByRole('button', { name: btn('提交申请') }).click();
    await form.getByText('请选择资金方').waitFor();
    await form.getByText('请输入授信金额').waitFor();
    await form.getByText('请填写授信用途').waitFor();
    await form.getByLabel('授信金额（元）').fill('9999.99');
    await form.getByText('授信金额不能小于 10,000.00 元').waitFor();
    await form.getByLabel('授信金额（元）').fill('12.345');
    await form.getByText('金额须为数字，最多两位小数').waitFor();
    await fillApplication(b.page, '8,765,432.10');
    await form.getByText('大写：人民币捌佰柒拾陆万伍仟肆佰叁拾贰元壹角整').waitFor();
    await form.getByLabel('单笔凭证限额（元，选填）').fill('9000000');
    await form.getByText('单笔限额不能超过授信金额').waitFor();
    await form.getByLabel('单笔凭证限额（元，选填）').fill('2000000');
    await form.getByLabel('可支持凭证的最长期限（天）').fill('400');
    await form.getByText('凭证最长期限须为 1–365 天的整数').waitFor();
    await form.getByLabel('可支持凭证的最长期限（天）').fill('120');
    await expectAxeClean(b.page, 'credit application form');

    await form.getByRole('button', { name: btn('提交申请') }).dblclick();
    await b.page.waitForURL(/\/CREDIT\/detail\/\d+$/);
    detailUrl = b.page.url();
    await b.page.getByTestId('line-no').waitFor();
    lineNo = (await b.page.getByTestId('line-no').textContent()) ?? '';
    expect(lineNo).not.toBe('');
    expect(await statusText(b.page)).toBe('待风控初审');
    expect(await b.page.getByTestId('line-amount').textContent()).toBe('8,765,432.10');
    expect(await b.page.getByTestId('product-credit').textContent()).toContain(
      '期限不超过 120 天，单笔不超过 ¥2,000,000.00',
    );

    // One application, however fast the clicks came.
    await b.page.getByRole('link', { name: '返回列表' }).click();
    await search(b.page, lineNo);
    expect(await row(b.page, '8,765,432.10').count()).toBe(1);
    await expectAxeClean(b.page, 'credit list');
  });

  it(
    '邓峰 approves it at 风控初审 from his tab; ' +
      'the list keeps its filters across a detail visit; he may not make the second review',
    async () => {
      await signInAs(b, 'firstReviewer');
      await open(b.page, '/center/product/CREDIT');
      await b.page.getByRole('heading', { level: 1, name: '授信审批' }).waitFor();
      await b.page.getByRole('tab', { name: /待风控初审（\d+）/ }).click();
      await search(b.page, lineNo);

      await row(b.page, lineNo).first().getByRole('link', { name: lineNo }).click();
      await b.page.waitForURL(/\/detail\/\d+$/);
      await b.page.getByRole('link', { name: '返回列表' }).click();
      await row(b.page, lineNo).first().waitFor();
      expect(await b.page.getByLabel('授信编号', { exact: true }).inputValue()).toBe(lineNo);
      expect(await b.page.getByRole('tab', { name: /待风控初审/, selected: true }).count()).toBe(1);

      await decide(b.page, row(b.page, lineNo).first(), '通过', '通过', '资信良好，同意');
      await b.page.goto(detailUrl);
      await settled(b.page);
      await b.page.getByTestId('line-status').waitFor();
      expect(await statusText(b.page)).toBe('待风控复审');
      // The second review is not his: no decision offered, and the server says no.
      expect(await b.page.getByRole('button', { name: /通过/ }).count()).toBe(0);
      expect(await b.page.locator('[aria-label="审批记录"]').textContent()).toContain('资信良好，同意');
    },
  );

  it('谢明 approves it at 风控复审 and it is in force with its validity', async () => {
    await signInAs(b, 'secondReviewer');
    await b.page.goto(detailUrl);
    await settled(b.page);
    await b.page.getByTestId('line-status').waitFor();
    await decide(b.page, b.page.getByTestId('product-credit'), '风控复审通过', '通过');
    await b.page.waitForFunction(() => document.querySelector('[data-testid="line-status"]')?.textContent === '生效中');
    const today = dayjs().format('YYYY-MM-DD');
    expect(await b.page.getByTestId('product-credit').textContent()).toContain(
      `${today} 至 ${dayjs().add(12, 'month').subtract(1, 'day').format('YYYY-MM-DD')}`,
    );
    expect(await b.page.getByTestId('line-available').textContent()).toBe('8,765,432.10');
  });

  it('a rejection needs a reason, ends the application, and the applicant reads it', async () => {
    await signInAs(b, 'applicant');
    await open(b.page, '/center/product/CREDIT/apply/new');
    await fillApplication(b.page, '300000');
    await b.page.getByRole('button', { name: btn('提交申请') }).click();
    await b.page.waitForURL(/\/CREDIT\/detail\/\d+$/);
    const rejectedUrl = b.page.url();

    await signInAs(b, 'firstReviewer');
    await b.page.goto(rejectedUrl);
    await settled(b.page);
    await b.page.getByTestId('line-status').waitFor();
    await b.page.getByRole('button', { name: btn('驳回') }).click();
    await answerNeedingReason(b.page, '驳回', '近一年经营数据不足，暂不授信');
    await b.page.waitForFunction(() => document.querySelector('[data-testid="line-status"]')?.textContent === '已驳回');

    await signInAs(b, 'applicant');
    await b.page.goto(rejectedUrl);
    await settled(b.page);
    await b.page.getByTestId('line-status').waitFor();
    expect(await statusText(b.page)).toBe('已驳回');
    expect(await b.page.getByTestId('product-credit').textContent()).toContain('近一年经营数据不足，暂不授信');
  });

  it(
    'a voucher issued and approved takes its amount from the lines in force: ' +
      'used and available move by exactly that',
    async () => {
      const li = await apiLogin(PEOPLE.applicant);
      type Summary = { lines: number; amount: string; used: string; available: string };
      const before = await api<Summary>(`${P}/credit/summary`, { token: li.accessToken, body: {} });
      const relations = await api<Array<{ compId: number; compName: string }>>(`${P}/voucher/relations`, {
        token: li.accessToken,
        body: {},
      });
      const receiver = relations.find((r) => r.compName.includes('华南'));
      expect(receiver).toBeDefined();
      const issued = await api<{ id: number; no: string }>(`${P}/voucher/issue`, {
        token: li.accessToken,
        body: {
          receiverCompId: receiver?.compId,
          amount: '1234.56',
          dueDate: dayjs().add(60, 'day').format('YYYY-MM-DD'),
          contractNo: 'HT-E2E-CREDIT-1',
          idempotencyKey: `e2ecredit${Date.now()}`,
        },
      });
      const liu = await apiLogin(PEOPLE.issuerReviewer);
      const todo = await api<{ list: Array<{ id: number; pendingApplicationId: number | null }> }>(
        `${P}/voucher/list`,
        { token: liu.accessToken, body: { tab: 'todo', voucherNo: issued.no } },
      );
      const applicationId = todo.list.find((v) => v.id === issued.id)?.pendingApplicationId;
      await api(`${P}/voucher/review`, { token: liu.accessToken, body: { applicationId, approve: true } });
      const after = await api<Summary>(`${P}/credit/summary`, { token: li.accessToken, body: {} });
      const fen = (y: string): number => lineYuanToFen(y) ?? Number.NaN;
      expect(fen(after.used) - fen(before.used)).toBe(123_456);
      expect(fen(before.available) - fen(after.available)).toBe(123_456);

      // The list shows the new figures, and the line it took the amount from lists the voucher.
      await signInAs(b, 'applicant');
      await open(b.page, '/center/product/CREDIT');
      await b.page.locator('[data-scf-summary]', { hasText: `已用 ¥${formatMoney(after.used)}` }).waitFor();
      expect(await b.page.locator('[data-scf-summary]').textContent()).toContain(
        `可用 ¥${formatMoney(after.available)}`,
      );
      const active = b.page.locator('tr.ant-table-row').filter({ hasText: '生效中' });
      const n = await active.count();
      let found = false;
      for (let i = 0; i < n && !found; i++) {
        await open(b.page, '/center/product/CREDIT');
        const link = b.page.locator('tr.ant-table-row').filter({ hasText: '生效中' }).nth(i).getByRole('link').first();
        await link.click();
        await b.page.waitForURL(/\/detail\/\d+$/);
        const backing = b.page.locator('[aria-label="占用该额度的凭证"]');
        await backing.locator('tr.ant-table-row, [data-scf-card], .ant-empty, [data-scf-empty]').first().waitFor();
        found = (await backing.textContent())?.includes(issued.no) ?? false;
      }
      expect(found).toBe(true);
      expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    },
  );

  it('unmounts cleanly: repeated visits to the list, a line and the product centre leave nothing behind', async () => {
    await open(b.page, '/center/product/CREDIT');
    const href =
      (await b.page.locator('tr.ant-table-row').first().getByRole('link').first().getAttribute('href')) ?? '';
    expect(href).toMatch(/\/CREDIT\/detail\/\d+$/);
    await expectNoGrowthOver(b, [
      ['/center/product/CREDIT', '[data-testid="product-credit"] tr.ant-table-row'],
      [href, '[data-testid="line-status"]'],
      ['/center/product/product', '[data-product]'],
    ]);
  });
});

describe('CREDIT on a phone (390×844, touch)', () => {
  const b = useSignedInBrowser(PEOPLE.firstReviewer, { width: 390, height: 844, touch: true });

  it(
    'shows the list as cards, the filters behind 筛选, ' + 'the detail in one column, nothing wider than the screen',
    async () => {
      await open(b.page, '/center/product/CREDIT');
      const card = b.page.locator('[data-scf-card]').first();
      await card.waitFor();
      expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await b.page.getByRole('button', { name: btn('筛选') }).tap();
      await b.page.getByLabel('授信编号', { exact: true }).waitFor();
      await expectAxeClean(b.page, 'credit list on a phone');
      await card.getByRole('link', { name: '查看' }).tap();
      await b.page.waitForURL(/\/detail\/\d+$/);
      await b.page.getByTestId('line-status').waitFor();
      expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(b.page, 'credit detail on a phone');
      expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    },
  );
});
