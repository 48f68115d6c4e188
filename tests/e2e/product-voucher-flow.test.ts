/**
 * The electronic credit voucher walked through by its people at 1280×800, as they would in the
 * portal: 李娜 issues a voucher to 华南 (live validation, capitals, the 180-day warning), 华信's
 * reviewer 刘洋 approves it from 待我处理, 华南's operator 林涛 signs for it and its reviewer 黄磊
 * confirms; 林涛 splits it and transfers a part to 华南's own supplier 东莞华科 (黄磊 approves),
 * where 何军 signs for the part and 罗敏 confirms; 李娜 voids another voucher and 刘洋 agrees. The PDF's
 * hash is verified on the public site. Then BILL's list, detail and issue form on a phone
 * (390×844, touch).
 */
import { createHash } from 'node:crypto';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, settled, url, type Browser } from './helpers/browser';
import { btn, expectAxeClean, openProduct } from './helpers/centre';
import { useSignedInBrowser } from './helpers/login';
import { signInAs as switchTo } from './helpers/people-switch';
import { answerNeedingReason, chooseOption, decide, listRow, openOptions, searchOne } from './helpers/product-steps';

/** The people of the flow (README's demo logins): a maker and a checker in each company. */
const PEOPLE = {
  issuerOperator: { mobile: '13800000002', company: '' }, // 李娜, 华信
  issuerReviewer: { mobile: '13800000004', company: '' }, // 刘洋, 华信
  supplierOperator: { mobile: '13800000013', company: '' }, // 林涛, 华南
  supplierReviewer: { mobile: '13800000012', company: '' }, // 黄磊, 华南
  secondOperator: { mobile: '13800000014', company: '' }, // 何军, 东莞华科
  secondReviewer: { mobile: '13800000015', company: '' }, // 罗敏, 东莞华科
} as const;
type Person = keyof typeof PEOPLE;

async function signInAs(b: Browser, who: Person): Promise<void> {
  await switchTo(b, PEOPLE[who].mobile, PEOPLE[who].company);
}

const open = openProduct;
const choose = chooseOption;
const row = listRow;
const search = (page: Page, voucherNo: string): Promise<void> => searchOne(page, '凭证编号', voucherNo, '共 1 张');
const statusOf = (page: Page) => page.locator('[aria-label="凭证票面"] [data-status]').first();

describe('the voucher from issue to transfer, six people at 1280×800', () => {
  let b: Browser;
  let voucherId = 0;
  let voucherNo = '';

  beforeAll(async () => {
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('李娜 issues a voucher to 华南 with live checks; a double submit makes one voucher', async () => {
    await signInAs(b, 'issuerOperator');
    await open(b.page, '/center/product/BILL/issue/new', 'bill');
    const form = b.page.getByTestId('product-bill');
    await choose(b.page, '接收方', '华南');
    const amount = form.getByLabel('凭证金额（元）');
    await amount.fill('0');
    await form.getByText('金额不能小于 0.01 元').waitFor();
    await amount.fill('100000000.01');
    await form.getByText('金额不能超过 100,000,000.00 元（一亿元）').waitFor();
    await amount.fill('1234567.89');
    await form.getByText('大写：人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分').waitFor();

    const due = form.getByLabel('到期日期');
    await due.click();
    await due.fill(dayjs().add(200, 'day').format('YYYY-MM-DD'));
    await due.press('Enter');
    await form.getByText(/超过 180 天/).waitFor();
    await due.click();
    await due.fill(dayjs().add(90, 'day').format('YYYY-MM-DD'));
    await due.press('Enter');
    await form.getByText(/超过 180 天/).waitFor({ state: 'detached' });

    await form.getByRole('button', { name: btn('提交复核') }).click();
    await form.getByText('请输入合同编号').waitFor();
    await form.getByLabel('合同编号').fill('HT-E2E-2026-001');
    await form.getByLabel('发票号码（选填）').fill('12345678 1234');
    await form.getByText('发票号码“1234”不正确：应为8至20位数字').waitFor();
    await form.getByLabel('发票号码（选填）').fill('12345678, 87654321');
    await expectAxeClean(b.page, 'issue form');

    await form.getByRole('button', { name: btn('提交复核') }).dblclick();
    await b.page.waitForURL(/\/center\/product\/BILL\/detail\/\d+$/);
    voucherId = Number(/detail\/(\d+)$/.exec(b.page.url())?.[1]);
    await statusOf(b.page).waitFor();
    expect(await statusOf(b.page).textContent()).toBe('待复核');
    voucherNo = (await b.page.getByTestId('voucher-no').textContent()) ?? '';
    expect(voucherNo).toMatch(/^\d{12}$/);
    expect(await b.page.getByTestId('amount-words').textContent()).toBe('人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分');

    // One voucher with that contract, however fast the clicks came.
    await open(b.page, '/center/product/BILL', 'bill');
    await b.page.getByRole('tab', { name: '我开立的' }).click();
    await b.page.getByLabel('凭证编号', { exact: true }).fill('');
    await row(b.page, voucherNo).first().waitFor();
    expect(await b.page.locator('tr.ant-table-row').filter({ hasText: '1,234,567.89' }).count()).toBe(1);
    await expectAxeClean(b.page, 'voucher list');
  });

  it('华信’s reviewer approves it from 待我处理; the list keeps its filters across a detail visit', async () => {
    await signInAs(b, 'issuerReviewer');
    await open(b.page, '/center/product/BILL', 'bill');
    await b.page.getByRole('tab', { name: '待我处理' }).click();
    await search(b.page, voucherNo);
    expect(await b.page.locator('[data-scf-summary]').textContent()).toContain('共 1 张，合计金额 ¥1,234,567.89');

    // A detail and back: the filter and the tab are still there.
    await row(b.page, voucherNo).first().getByRole('link', { name: voucherNo }).click();
    await b.page.waitForURL(/\/detail\/\d+$/);
    await b.page.getByRole('link', { name: '返回列表' }).click();
    await row(b.page, voucherNo).first().waitFor();
    expect(await b.page.getByLabel('凭证编号', { exact: true }).inputValue()).toBe(voucherNo);
    expect(await b.page.getByRole('tab', { name: '待我处理', selected: true }).count()).toBe(1);

    await decide(b.page, row(b.page, voucherNo).first(), '复核通过');
    await open(b.page, `/center/product/BILL/detail/${voucherId}`, 'bill');
    expect(await statusOf(b.page).textContent()).toBe('待签收');
  });

  it('华南’s operator signs for it, and its reviewer confirms', async () => {
    await signInAs(b, 'supplierOperator');
    await open(b.page, `/center/product/BILL/detail/${voucherId}`, 'bill');
    await decide(b.page, b.page.getByTestId('product-bill'), '签收');
    await b.page.waitForFunction(
      () => document.querySelector('[aria-label="凭证票面"] [data-status]')?.textContent === '签收待复核',
    );

    await signInAs(b, 'supplierReviewer');
    await open(b.page, `/center/product/BILL/detail/${voucherId}`, 'bill');
    await decide(b.page, b.page.getByTestId('product-bill'), '确认签收');
    await b.page.waitForFunction(
      () => document.querySelector('[aria-label="凭证票面"] [data-status]')?.textContent === '持有中',
    );
  });

  it('华南 splits it and transfers a part to its own supplier, who signs for it', async () => {
    await signInAs(b, 'supplierOperator');
    await open(b.page, `/center/product/ENDORSE/transfer/new?voucher=${voucherId}`, 'endorse');
    const form = b.page.getByTestId('product-endorse');
    await form.getByTestId('available').waitFor();
    expect(await form.getByTestId('available').textContent()).toBe('¥1,234,567.89');
    await choose(b.page, '接收方 1', '东莞华科');
    await form.getByLabel('转让金额 1（元）').fill('2000000');
    await form.getByText('转让合计 2000000.00 元，超过可用余额 1234567.89 元').waitFor();
    await form.getByLabel('转让金额 1（元）').fill('400000');
    await form.getByText('转让合计 ¥400,000.00，转让后自留 ¥834,567.89').waitFor();
    await expectAxeClean(b.page, 'transfer form');
    await form.getByRole('button', { name: btn('提交复核') }).click();
    await b.page.waitForURL(/\/center\/product\/ENDORSE\/detail\/\d+$/);
    const applicationUrl = b.page.url();

    await signInAs(b, 'supplierReviewer');
    await b.page.goto(applicationUrl);
    await settled(b.page);
    await decide(b.page, b.page.getByTestId('product-endorse'), '复核通过');
    const child = b.page.locator('tbody tr').filter({ hasText: '400,000.00' }).getByRole('link');
    await child.waitFor();
    const childNo = (await child.textContent()) ?? '';
    const childHref = (await child.getAttribute('href')) ?? '';
    expect(childNo).toMatch(/^\d{12}$/);
    expect(childHref).toMatch(/^\/center\/product\/ENDORSE\/voucher\/\d+$/);

    await signInAs(b, 'secondOperator');
    await open(b.page, '/center/product/ENDORSE', 'endorse');
    await b.page.getByRole('tab', { name: '待我签收' }).click();
    const incoming = b.page.locator('tr.ant-table-row').filter({ hasText: '400,000.00' }).first();
    await incoming.waitFor();
    await decide(b.page, incoming, '签收');

    // 罗敏 confirms on the part's own page (where the site message of the task leads).
    await signInAs(b, 'secondReviewer');
    await open(b.page, childHref, 'endorse');
    await decide(b.page, b.page.getByTestId('product-endorse'), '确认签收');
    // The part is a voucher of its own now, held by 东莞华科, with the root's number.
    await b.page.waitForFunction(
      () => document.querySelector('[aria-label="凭证票面"] [data-status]')?.textContent === '持有中',
    );
    expect(await b.page.getByTestId('voucher-no').textContent()).toBe(childNo);
    expect(await b.page.locator('[aria-label="流转记录"]').textContent()).toContain(voucherNo);
  });

  it('李娜 voids another voucher nobody signed for, with a reason; the reviewer agrees', async () => {
    await signInAs(b, 'issuerOperator');
    await open(b.page, '/center/product/BILL', 'bill');
    await b.page.getByRole('tab', { name: '我开立的' }).click();
    await b.page.locator('.ant-select').filter({ hasText: '全部状态' }).click();
    await openOptions(b.page).getByText('待签收', { exact: true }).click();
    await b.page.getByRole('button', { name: btn('查询') }).click();
    await b.page.waitForFunction(() => {
      const tags = [...document.querySelectorAll('tr.ant-table-row [data-status]')];
      return tags.length > 0 && tags.every((t) => t.textContent === '待签收');
    });
    const target = b.page
      .locator('tr.ant-table-row')
      .filter({ has: b.page.getByRole('button', { name: btn('作废') }) })
      .first();
    await target.waitFor();
    const otherNo = (await target.locator('td').first().textContent())?.trim() ?? '';
    await target.getByRole('button', { name: btn('作废') }).click();
    await answerNeedingReason(b.page, '作废', '合同已解除，凭证作废');

    await signInAs(b, 'issuerReviewer');
    await open(b.page, '/center/product/BILL', 'bill');
    await b.page.getByRole('tab', { name: '待我处理' }).click();
    await search(b.page, otherNo);
    await decide(b.page, row(b.page, otherNo).first(), '复核通过');
    await b.page.getByRole('tab', { name: '我开立的' }).click();
    await row(b.page, otherNo).first().getByText('已作废').waitFor();
    // Every product page so far ran without an uncaught error.
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('the voucher’s PDF is genuine on the public site, and a changed hash is not', async () => {
    // 下载PDF on the detail page, as the holder would.
    await signInAs(b, 'supplierReviewer');
    await open(b.page, `/center/product/BILL/detail/${voucherId}`, 'bill');
    // The link the button holds, fetched with this browser's session (its cookies).
    const href = (await b.page.getByRole('link', { name: '下载PDF' }).getAttribute('href')) ?? '';
    const res = await b.page.request.get(url(href));
    expect(res.headers()['content-type']).toContain('application/pdf');
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const hash = createHash('sha256').update(bytes).digest('hex');

    // Whoever holds the file checks it, signed in or not: here a visitor without a session.
    await b.context.clearCookies();
    const before = b.errors.length;
    await b.page.goto(url('/index/verify'));
    await settled(b.page);
    await b.page.getByRole('button', { name: '验证' }).click();
    await b.page.getByText('请输入12位凭证编号').waitFor();
    await b.page.getByLabel('凭证编号').fill(voucherNo);
    await b.page.getByLabel('文件摘要（SHA-256）').fill(hash);
    await b.page.getByRole('button', { name: '验证' }).click();
    await b.page.getByTestId('verify-genuine').waitFor();
    expect(await b.page.getByTestId('verify-genuine').textContent()).toContain('1,234,567.89');
    await b.page.getByLabel('文件摘要（SHA-256）').fill(`${hash.slice(0, 63)}${hash.endsWith('0') ? '1' : '0'}`);
    await b.page.getByRole('button', { name: '验证' }).click();
    await b.page.getByTestId('verify-fake').waitFor();
    await expectAxeClean(b.page, 'verify page');
    expect(b.errors.slice(before).filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

describe('BILL on a phone (390×844, touch)', () => {
  const b = useSignedInBrowser(PEOPLE.issuerOperator.mobile, {
    width: 390,
    height: 844,
    touch: true,
    company: PEOPLE.issuerOperator.company,
  });

  it(
    'shows the list as cards with their actions, ' +
      'the detail in one column and the issue form, nothing wider than the screen',
    async () => {
      await open(b.page, '/center/product/BILL', 'bill');
      await b.page.getByRole('tab', { name: '我开立的' }).tap();
      const card = b.page.locator('[data-scf-card]').first();
      await card.waitFor();
      expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The filters fold behind 筛选 so the list comes first.
      await b.page.getByRole('button', { name: btn('筛选') }).tap();
      await b.page.getByLabel('凭证编号', { exact: true }).waitFor();
      await expectAxeClean(b.page, 'voucher list on a phone');

      await card.getByRole('link', { name: '查看' }).tap();
      await b.page.waitForURL(/\/detail\/\d+$/);
      await b.page.getByTestId('amount-words').waitFor();
      expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(b.page, 'voucher detail on a phone');

      await open(b.page, '/center/product/BILL/issue/new', 'bill');
      await b.page.getByLabel('凭证金额（元）').tap();
      await b.page.getByLabel('凭证金额（元）').fill('1.5');
      await b.page.getByText('大写：人民币壹元伍角整').waitFor();
      expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(b.page, 'issue form on a phone');
      expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    },
  );
});
