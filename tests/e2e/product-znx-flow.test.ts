/**
 * 保理融资 (ZNX) walked through by its people at 1280×800: 恒丰's administrator 吴敏 sets the
 * risk-review threshold low (a bad ratio is refused, nothing saved); 林涛 applies to finance a
 * held voucher with the live calculation (an invoice already financed is refused with the
 * server's message); 黄磊 submits it; 韩冰 approves 放款初审 from 待我审核 by batch; holding
 * 放款复审 too, he is not offered the second step (and the server refuses it); 唐雪 approves
 * 放款复审, 邓峰 风控初审, 谢明 风控复审; 马超 records the payment (a wrong amount is refused) and
 * downloads its PDF; 许洁 finds it under 已放款. A second application rejected by 韩冰 gives its
 * reserved amount back to the voucher. At the due date (the server's clock moved forward: this
 * file runs on a server of its own, TEST_CLOCK=1) 孙丽 of the issuer pays the voucher and the
 * clearing pays 恒丰 its financed part (融) and 华南 the rest. Then the list, detail and form on a
 * phone (390×844, touch).
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteFinancing } from '../../shared/rules/financing';
import { fenToYuan, typedYuanToFen } from '../../shared/format/fen';
import { formatMoney } from '../../shared/format/money';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { chinaDate, daysBetween } from '../../shared/rules/calendar';
import { launch, url, useServer, type Browser, useBrowser } from './helpers/browser';
import { btn, expectAxeClean, openProduct } from './helpers/centre';
import { api, apiLogin, loginInBrowser } from './helpers/login';
import { signInAs as switchTo } from './helpers/people-switch';
import {
  answerDialog,
  answerNeedingReason,
  chooseOption,
  listRow,
  openOptions,
  payOnClearingPage,
  searchOne,
} from './helpers/product-steps';
import { PORTAL_API as P } from '../kit/api';

const PEOPLE = {
  admin: '13800000009', // 吴敏, 恒丰 ZNX E101
  operator: '13800000013', // 林涛, 华南 ZNX E102
  reviewer: '13800000012', // 黄磊, 华南 ZNX E103
  loanFirst: '13800000351', // 韩冰, 放款初审
  loanSecond: '13800000352', // 唐雪, 放款复审
  riskFirst: '13800000353', // 邓峰, 风控初审
  riskSecond: '13800000354', // 谢明, 风控复审
  payer: '13800000355', // 马超, 财务付款
  manager: '13800000356', // 许洁, 财务管理
  issuerPayer: '13800000007', // 孙丽, 华信 财务付款 (SETTLE E108)
} as const;
type Person = keyof typeof PEOPLE;

const DEMO_TERMS = { ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFee: '200.00', riskThreshold: '5000000.00' };
const runId = String(Date.now()).slice(-9);
const invoiceNo = (n: number) => `9${runId}${n}`;

interface HeldVoucher {
  id: number;
  voucherNo: string;
  rootNo: string;
  issuerName: string;
  availableAmount: string;
  dueDate: string;
  status: number;
  financed: boolean;
}

const signInAs = async (b: Browser, who: Person): Promise<void> => {
  await switchTo(b, PEOPLE[who]);
};

const open = (page: Page, path: string): Promise<void> => openProduct(page, path, 'znx');

const choose = chooseOption;
const answer = answerDialog;
const row = listRow;
const searchApp = (page: Page, appNo: string): Promise<void> => searchOne(page, '申请编号', appNo, '共 1 笔');

const statusName = (page: Page) => page.getByRole('heading', { level: 1 }).locator('[data-status]');

async function tokenOf(who: Person): Promise<string> {
  return (await apiLogin(PEOPLE[who])).accessToken;
}

async function voucherOf(token: string, id: number): Promise<{ availableAmount: string }> {
  return api(`${P}/voucher/detail`, { token, body: { voucherId: id } });
}

/** The voucher financed by the walk, settled at its due date by the last describe block. */
let financed: HeldVoucher | null = null;

// A server of this file's own: the walk ends by moving its clock to the voucher's due date.
let server: RunningServer | null = null;
beforeAll(async () => {
  server = await spawnServer({ TEST_CLOCK: '1' });
  useServer(server.url);
});
afterAll(async () => {
  useServer(null);
  await server?.stop();
});

describe('financing from application to disbursement, then settlement at maturity, ten people at 1280×800', () => {
  let b: Browser;
  let adminToken = '';
  let voucher: HeldVoucher;
  let appId = 0;
  let appNo = '';
  let employeeCodeOf韩冰 = '';
  /** 韩冰's roles: his own (放款初审), with 放款复审 as well when `both`. */
  const roles韩冰 = (both: boolean) =>
    api(`${P}/cust/employee/roles`, {
      token: adminToken,
      body: {
        employeeCode: employeeCodeOf韩冰,
        roles: [
          { prodCode: 'CRM', employeeRole: 'E106' },
          { prodCode: 'ZNX', employeeRole: 'E106' },
          ...(both ? [{ prodCode: 'ZNX', employeeRole: 'E107' }] : []),
        ],
      },
    });

  beforeAll(async () => {
    b = await launch();
    adminToken = await tokenOf('admin');
    // 韩冰 also holds 放款复审 for this test: he may still take one step of an application only.
    const staff = await api<{ list: Array<{ employeeCode: string; mobile: string }> }>(`${P}/cust/employee/list`, {
      token: adminToken,
      body: { keyword: '韩冰', pageNum: 1, pageSize: 10 },
    });
    employeeCodeOf韩冰 = staff.list[0]?.employeeCode ?? '';
    expect(employeeCodeOf韩冰).not.toBe('');
    await roles韩冰(true);
    const held = await api<{ list: HeldVoucher[] }>(`${P}/voucher/list`, {
      token: await tokenOf('operator'),
      body: { tab: 'held', pageNum: 1, pageSize: 100 },
    });
    const today = dayjs().format('YYYY-MM-DD');
    // A root voucher 华信 issued to 华南: at its due date 华信's 孙丽 pays it (SETTLE).
    const usable = held.list.filter(
      (v) =>
        (v.status === 55 || v.status === 40) &&
        !v.financed &&
        v.rootNo === v.voucherNo &&
        v.issuerName.includes('华信') &&
        (typedYuanToFen(v.availableAmount) ?? 0) >= 3_000_000 &&
        v.dueDate > dayjs(today).add(5, 'day').format('YYYY-MM-DD'),
    );
    expect(usable.length, 'a root voucher of 华信 held by 华南 with ¥30,000 available').toBeGreaterThan(0);
    voucher = usable[0] as HeldVoucher;
    financed = voucher;
  });
  afterAll(async () => {
    if (employeeCodeOf韩冰) await roles韩冰(false).catch(() => undefined);
    await api(`${P}/znx/settings/save`, { token: adminToken, body: DEMO_TERMS }).catch(() => undefined);
    await b?.close();
  });

  it('吴敏 sets 恒丰’s terms: a bad ratio is refused in Chinese, a lower risk threshold is saved', async () => {
    await signInAs(b, 'admin');
    await open(b.page, '/center/product/ZNX');
    await b.page.getByRole('link', { name: btn('产品参数') }).click();
    await b.page.getByRole('heading', { level: 1, name: '融资产品参数' }).waitFor();
    const ratio = b.page.getByLabel('融资比例');
    expect(await ratio.inputValue()).toBe('80');
    await ratio.fill('0');
    await b.page.getByRole('button', { name: btn('保存') }).click();
    await b.page.getByText('融资比例须在 0.01% 至 100% 之间').waitFor();
    const unchanged = await api<{ ratioBp: number }>(`${P}/znx/settings`, { token: adminToken, body: {} });
    expect(unchanged.ratioBp).toBe(8000);
    await ratio.fill('80');
    await b.page.getByLabel('风控审核起点（元）').fill('10000');
    await b.page.getByRole('button', { name: btn('保存') }).click();
    await b.page.getByText(/融资金额超过 ¥10,000\.00 需风控审核/).waitFor();
    await expectAxeClean(b.page, 'ZNX settings');
  });

  it('林涛 applies with the live calculation; a used invoice is refused with the server’s message', async () => {
    await signInAs(b, 'operator');
    await open(b.page, '/center/product/ZNX');
    await b.page.getByRole('link', { name: btn('申请融资') }).click();
    await b.page.getByRole('heading', { level: 1, name: '申请融资' }).waitFor();
    const form = b.page.getByTestId('product-znx');
    await choose(b.page, '融资凭证', voucher.voucherNo);
    await form.getByTestId('available').waitFor();
    const amount = form.getByLabel('融资申请金额（元）');
    await amount.fill('1.234');
    await form.getByText('金额须为数字，最多两位小数').waitFor();
    await amount.fill('99999999');
    await form.getByText(/超过凭证可用余额/).waitFor();
    await amount.fill('20000');
    await choose(b.page, '资金方', '恒丰');
    // The calculation, live, as the shared rule computes it.
    const days = dayjs(voucher.dueDate).diff(dayjs(dayjs().format('YYYY-MM-DD')), 'day');
    const q = quoteFinancing(2_000_000, days, { ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFeeFen: 20_000 });
    expect(await form.getByTestId('quote-financing').textContent()).toBe('¥16,000.00');
    expect(await form.getByTestId('quote-interest').textContent()).toBe(
      `¥${formatMoney(fenToYuan(q.interestFen) ?? '')}`,
    );
    expect(await form.getByTestId('quote-fee').textContent()).toBe(`¥${formatMoney(fenToYuan(q.feeFen) ?? '')}`);
    expect(await form.getByTestId('quote-net').textContent()).toBe(`¥${formatMoney(fenToYuan(q.netFen) ?? '')}`);

    await form.getByLabel('贸易合同编号').fill('HN-XS-E2E-001');
    await form.getByLabel('发票号码 1').fill('1234');
    await form.getByText('发票号码为8-20位数字').waitFor();
    // 35000006: the demo's disbursed application holds it.
    await form.getByLabel('发票号码 1').fill('35000006');
    await form.getByLabel('发票金额 1（元）').fill('10000');
    const date = form.getByLabel('开票日期 1');
    await date.click();
    await date.fill(dayjs().subtract(10, 'day').format('YYYY-MM-DD'));
    await date.press('Enter');
    await form.getByText('融资申请金额超过发票金额合计 10000.00 元').waitFor();
    await form.getByLabel('发票金额 1（元）').fill('20000');
    const before = await voucherOf(await tokenOf('operator'), voucher.id);
    await form.getByRole('button', { name: btn('提交复核') }).click();
    await form
      .getByTestId('server-problem')
      .getByText(/发票35000006已用于融资申请RZ\d+，不能重复使用/)
      .waitFor();
    expect((await voucherOf(await tokenOf('operator'), voucher.id)).availableAmount).toBe(before.availableAmount);
    await expectAxeClean(b.page, 'ZNX application form');

    await form.getByLabel('发票号码 1').fill(invoiceNo(1));
    await form.getByRole('button', { name: btn('提交复核') }).dblclick();
    await b.page.waitForURL(/\/center\/product\/ZNX\/detail\/\d+$/);
    appId = Number(/detail\/(\d+)$/.exec(b.page.url())?.[1]);
    await statusName(b.page).waitFor();
    expect(await statusName(b.page).textContent()).toBe('待复核');
    appNo =
      (await b.page
        .getByRole('cell', { name: /^RZ\d+$/ })
        .first()
        .textContent()) ?? '';
    expect(appNo).toMatch(/^RZ\d{10}$/);
    // A double click made one application; the part is reserved on the voucher.
    const mine = await api<{ total: number }>(`${P}/znx/list`, {
      token: await tokenOf('operator'),
      body: { appNo, pageNum: 1, pageSize: 10 },
    });
    expect(mine.total).toBe(1);
    const after = await voucherOf(await tokenOf('operator'), voucher.id);
    expect(typedYuanToFen(after.availableAmount)).toBe((typedYuanToFen(before.availableAmount) ?? 0) - 2_000_000);
    await expectAxeClean(b.page, 'ZNX detail');
  });

  it('黄磊 submits it to 恒丰 from 待我复核', async () => {
    await signInAs(b, 'reviewer');
    await open(b.page, '/center/product/ZNX');
    await b.page.getByRole('tab', { name: '待我复核' }).click();
    await searchApp(b.page, appNo);
    await row(b.page, appNo)
      .getByRole('button', { name: btn('通过') })
      .click();
    await answer(b.page, '通过');
    await b.page.locator('[data-scf-summary]', { hasText: '共 0 笔' }).waitFor();
  });

  it('韩冰 approves 放款初审 by batch from 待我审核, and is not offered 放款复审 of the same application', async () => {
    await signInAs(b, 'loanFirst');
    await open(b.page, '/center/product/ZNX');
    const todo = b.page.getByRole('tab', { name: /待我审核/ });
    await todo.waitFor();
    expect(await todo.textContent()).toMatch(/待我审核\s*\d+/);
    await b.page.locator('[data-scf-summary]').waitFor();
    await expectAxeClean(b.page, 'ZNX list of a funder’s reviewer');
    await searchApp(b.page, appNo);
    await b.page.getByLabel(`选择融资申请 ${appNo}`).check();
    await b.page.getByRole('button', { name: btn('批量通过') }).click();
    await answer(b.page, '全部通过');
    await b.page.locator('[data-scf-summary]', { hasText: '共 1 笔' }).waitFor();
    await row(b.page, appNo).locator('[data-status="25"]').waitFor();
    // He holds 放款复审 too, but decided the first step: no button, and the server refuses.
    await row(b.page, appNo).getByRole('link', { name: '查看' }).click();
    await b.page.waitForURL(/\/detail\/\d+$/);
    await statusName(b.page).waitFor();
    expect(await statusName(b.page).textContent()).toBe('待放款复审');
    expect(await b.page.getByRole('button', { name: /通过/ }).count()).toBe(0);
    const refused = await api(`${P}/znx/review`, {
      token: await tokenOf('loanFirst'),
      body: { id: appId, approve: true },
    }).then(
      () => '',
      (err: Error & { envelope?: { msg: string } }) => err.envelope?.msg ?? String(err),
    );
    expect(refused).toBe('同一人不能审核同一笔融资申请的两个环节');
  });

  it('a rejection by 韩冰 ends a second application and gives the reserved amount back', async () => {
    const op = await tokenOf('operator');
    const before = await voucherOf(op, voucher.id);
    const second = await api<{ id: number; appNo: string }>(`${P}/znx/apply`, {
      token: op,
      body: {
        voucherId: voucher.id,
        amount: '1000.00',
        funderCompCode: (
          await api<Array<{ compCode: string; compName: string }>>(`${P}/znx/funders`, { token: op, body: {} })
        ).find((f) => f.compName.includes('恒丰'))?.compCode,
        contractNo: 'HN-XS-E2E-002',
        invoices: [
          { invoiceNo: invoiceNo(2), amount: '1000.00', invoiceDate: dayjs().subtract(3, 'day').format('YYYY-MM-DD') },
        ],
        idemKey: `e2e-znx-${runId}-2`,
      },
    });
    await api(`${P}/znx/submit`, { token: await tokenOf('reviewer'), body: { id: second.id, approve: true } });
    expect(typedYuanToFen((await voucherOf(op, voucher.id)).availableAmount)).toBe(
      (typedYuanToFen(before.availableAmount) ?? 0) - 100_000,
    );

    await open(b.page, '/center/product/ZNX');
    await b.page.getByRole('tab', { name: /放款初审/ }).click();
    await searchApp(b.page, second.appNo);
    await row(b.page, second.appNo)
      .getByRole('button', { name: btn('驳回') })
      .click();
    await answerNeedingReason(b.page, '驳回', '发票与合同金额不一致', /请填写|请输入/);
    expect((await voucherOf(op, voucher.id)).availableAmount).toBe(before.availableAmount);
    const d = await api<{ status: number; reason: string }>(`${P}/znx/detail`, { token: op, body: { id: second.id } });
    expect(d).toMatchObject({ status: 35, reason: '发票与合同金额不一致' });
  });

  it('唐雪, 邓峰 and 谢明 approve 放款复审, 风控初审 and 风控复审 on the detail page', async () => {
    for (const [who, label, next] of [
      ['loanSecond', '放款复审通过', '待风控初审'],
      ['riskFirst', '风控初审通过', '待风控复审'],
      ['riskSecond', '风控复审通过', '待放款'],
    ] as const) {
      await signInAs(b, who);
      await open(b.page, `/center/product/ZNX/detail/${appId}`);
      await b.page.getByRole('button', { name: btn(label) }).click();
      await answer(b.page, '通过');
      await b.page.locator('h1 [data-status]', { hasText: next }).waitFor();
    }
    expect(await b.page.getByRole('cell', { name: '放款初审 → 放款复审 → 风控初审 → 风控复审' }).count()).toBe(1);
  });

  it('马超 records the payment (a wrong amount is refused) and downloads its PDF; the part belongs to 恒丰', async () => {
    await signInAs(b, 'payer');
    await open(b.page, `/center/product/ZNX/detail/${appId}`);
    await b.page.getByRole('button', { name: btn('登记放款') }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.waitFor();
    const amount = dialog.getByLabel('放款金额（元）');
    const expected = await amount.inputValue();
    expect(expected).toBe((await b.page.getByTestId('net').textContent())?.replace(/[¥,]/g, ''));
    await amount.fill('1.00');
    await dialog.getByLabel('银行流水号').fill('HF-E2E-0001');
    await dialog.getByRole('button', { name: btn('确认放款') }).click();
    await dialog
      .getByText(/放款金额应为/)
      .first()
      .waitFor();
    await amount.fill(expected);
    await dialog.getByLabel('银行流水号').fill('HF E2E');
    await dialog.getByText('银行流水号为1-40位字母、数字或-').waitFor();
    await dialog.getByLabel('银行流水号').fill(`HF-E2E-${runId}`);
    await dialog.getByRole('button', { name: btn('确认放款') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await b.page.locator('h1 [data-status]', { hasText: '已放款' }).waitFor();
    await b.page.getByText('已由资金方持有').waitFor();
    await b.page.getByRole('cell', { name: `HF-E2E-${runId}`, exact: true }).waitFor();
    const href = await b.page.getByRole('link', { name: '下载放款凭证PDF' }).getAttribute('href');
    expect(href).toContain(`/znx/pdf?id=${appId}`);
    const pdf = await b.page.evaluate(async (h) => {
      const r = await fetch(h ?? '', { credentials: 'include' });
      return {
        type: r.headers.get('content-type'),
        head: new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5)),
      };
    }, href);
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('许洁 (财务管理) finds it under 已放款 and exports what the filters find', async () => {
    await signInAs(b, 'manager');
    await open(b.page, '/center/product/ZNX');
    await b.page.getByRole('tab', { name: '已放款' }).click();
    await searchApp(b.page, appNo);
    const href = (await b.page.getByRole('link', { name: btn('导出Excel') }).getAttribute('href')) ?? '';
    expect(href).toContain(`appNo=${appNo}`);
    expect(href).toContain('status=80');
    const file = await b.page.evaluate(async (h) => {
      const r = await fetch(h, { credentials: 'include' });
      return {
        type: r.headers.get('content-type'),
        head: new TextDecoder().decode((await r.arrayBuffer()).slice(0, 2)),
      };
    }, href);
    expect(file.head).toBe('PK');
    // The filters survive a visit to the detail page.
    await row(b.page, appNo).getByRole('link', { name: '查看' }).click();
    await b.page.waitForURL(/\/detail\/\d+$/);
    await b.page.getByRole('link', { name: '返回列表' }).click();
    await b.page.locator('[data-scf-summary]', { hasText: '共 1 笔' }).waitFor();
    expect(await b.page.getByRole('tab', { name: '已放款', selected: true }).count()).toBe(1);
    expect(await b.page.getByLabel('申请编号', { exact: true }).inputValue()).toBe(appNo);
  });
});

describe('ZNX on a phone (390×844, touch)', () => {
  const b = useBrowser({ width: 390, height: 844, touch: true });

  const noOverflow = async () =>
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  it(
    'shows the reviewer’s list as cards with their actions, ' +
      'the detail in one column, nothing wider than the screen',
    async () => {
      await loginInBrowser(b.context, PEOPLE.loanFirst);
      await open(b.page, '/center/product/ZNX');
      await b.page.getByRole('radiogroup', { name: '融资列表' }).getByText('全部', { exact: true }).tap();
      const card = b.page.locator('[data-scf-card]').first();
      await card.waitFor();
      await noOverflow();
      await b.page.getByRole('button', { name: btn('筛选') }).tap();
      await b.page.getByLabel('申请编号', { exact: true }).waitFor();
      await expectAxeClean(b.page, 'ZNX list on a phone');
      await card.getByRole('link', { name: '查看' }).tap();
      await b.page.waitForURL(/\/detail\/\d+$/);
      await b.page.getByTestId('net').waitFor();
      await noOverflow();
      await expectAxeClean(b.page, 'ZNX detail on a phone');
    },
  );

  it('lets the applicant fill the form with its live calculation on a phone', async () => {
    await b.context.clearCookies();
    await loginInBrowser(b.context, PEOPLE.operator);
    await open(b.page, '/center/product/ZNX/apply/new');
    await b.page.getByLabel('融资凭证', { exact: true }).tap();
    await openOptions(b.page).first().tap();
    await b.page.getByLabel('融资申请金额（元）').tap();
    await b.page.getByLabel('融资申请金额（元）').fill('100');
    await b.page.getByLabel('资金方', { exact: true }).tap();
    await openOptions(b.page).filter({ hasText: '恒丰' }).first().tap();
    expect(await b.page.getByTestId('quote-financing').textContent()).toBe('¥80.00');
    const submit = b.page.getByRole('button', { name: btn('提交复核') });
    await submit.scrollIntoViewIfNeeded();
    expect(await submit.isVisible()).toBe(true);
    await noOverflow();
    await expectAxeClean(b.page, 'ZNX form on a phone');
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

// Last: the clock moves forward for good, so every other test of the file runs before.
describe('settlement of the financed voucher at maturity (1280×800)', () => {
  const b = useBrowser();

  it('at the due date 孙丽 of 华信 pays the voucher: 恒丰 gets its financed part (融), 华南 the rest', async () => {
    const walked = financed;
    if (!walked) throw new Error('the financing walk above did not choose a voucher');
    // The server's clock goes to the voucher's due date: it matures (待兑付) at the next call.
    const days = daysBetween(chinaDate(Date.now()), walked.dueDate);
    const moved = await (
      await fetch(url('/api/dev/clock'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceDays: days }),
      })
    ).json();
    expect(moved).toMatchObject({ ok: true });
    await signInAs(b, 'issuerPayer');
    // Waits until the product's module has taken over the server's markup (CI of 2026-11-29: a
    // tap on 确认兑付 before that opened no dialog).
    await openProduct(b.page, `/center/product/SETTLE/clearing/${walked.id}`, 'settle');
    const plan = b.page.locator('[aria-label="清分明细"] tr.ant-table-row');
    await plan.first().waitFor();
    // The part this walk financed (the tree may hold other parts of 恒丰's).
    expect(await plan.filter({ hasText: '恒丰' }).filter({ hasText: '20,000.00' }).first().textContent()).toMatch(
      /融.*20,000\.00/,
    );
    expect(await plan.filter({ hasText: '华南' }).count()).toBeGreaterThan(0);
    await b.page.getByRole('button', { name: btn('确认兑付') }).click();
    const records = await payOnClearingPage(b.page, `HX-E2E-${runId}`);
    expect(await records.filter({ hasText: '恒丰' }).filter({ hasText: '20,000.00' }).first().textContent()).toMatch(
      /融.*20,000\.00.*已兑付/,
    );
    expect(await records.filter({ hasText: '华南' }).first().textContent()).toMatch(/已兑付/);
    // Paid out to holders = the face amount of the root voucher.
    const face = (
      await api<{ amount: string }>(`${P}/voucher/detail`, {
        token: await tokenOf('operator'),
        body: { voucherId: walked.id },
      })
    ).amount;
    expect(await b.page.getByTestId('clearing-total').textContent()).toContain(`合计 ¥${formatMoney(face)}`);
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
