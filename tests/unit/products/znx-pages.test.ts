/**
 * 保理融资's page rules, pure: the routes below the base path, the list tabs per side and role
 * (待我审核 counts the steps the person takes), the statuses a tab and the status filter ask for,
 * the application form's checks and live calculation (property: financing + fees + interest +
 * net add up, and the live figures are the shared rule's), the disbursement amount for a date
 * (property: the same as a fresh quote on that day) and the funder's settings form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherParam, znxPaths, znxViewOf } from '../../../parcels/znx/znx-routes';
import {
  applicationReady,
  checkApplication,
  checkSettings,
  currentTab,
  disbursementFen,
  funderSide,
  percentText,
  statusQuery,
  znxTabs,
} from '../../../parcels/znx/znx-rules';
import { ZNX_APP } from '../../../shared/rules/status-codes';
import { formatBp, quoteFinancing, type FinancingTerms } from '../../../shared/rules/financing';
import { fenToYuan } from '../../../shared/format/fen';

const TERMS: FinancingTerms = { ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFeeFen: 20_000 };
const WAITING = { loanFirst: 3, loanSecond: 2, riskFirst: 1, riskSecond: 0, pendingPayment: 4 };

describe('ZNX routes', () => {
  it('routes the list, the form, a detail and the settings; anything else is unknown', () => {
    expect(znxViewOf('')).toEqual({ page: 'list' });
    expect(znxViewOf(undefined)).toEqual({ page: 'list' });
    expect(znxViewOf('apply/new')).toEqual({ page: 'apply' });
    expect(znxViewOf('detail/12')).toEqual({ page: 'detail', id: 12 });
    expect(znxViewOf('settings')).toEqual({ page: 'settings' });
    for (const bad of ['detail/0', 'detail/abc', 'detail/1/2', 'apply', 'settings/x', 'other'])
      expect(znxViewOf(bad)).toEqual({ page: 'unknown' });
    expect(voucherParam('?voucher=7')).toBe(7);
    expect(voucherParam('?voucher=-1')).toBeNull();
    const p = znxPaths('/center/product/ZNX');
    expect([p.list, p.apply(), p.apply(5), p.detail(9), p.settings]).toEqual([
      '/center/product/ZNX',
      '/center/product/ZNX/apply/new',
      '/center/product/ZNX/apply/new?voucher=5',
      '/center/product/ZNX/detail/9',
      '/center/product/ZNX/settings',
    ]);
  });
});

describe('list tabs', () => {
  it('gives a funder’s reviewer 待我审核 with the count of its own steps, then every step with its count', () => {
    const tabs = znxTabs('funder', ['E106'], WAITING);
    expect(tabs.map((t) => [t.label, t.count])).toEqual([
      ['待我审核', 3],
      ['放款初审', 3],
      ['放款复审', 2],
      ['风控初审', 1],
      ['风控复审', 0],
      ['待放款', 4],
      ['已放款', null],
      ['全部', null],
    ]);
    expect(tabs[0]?.statuses).toEqual([ZNX_APP.loanFirst]);
    const both = znxTabs('funder', ['E110', 'E108'], WAITING)[0];
    expect(both).toMatchObject({ key: 'todo', statuses: [ZNX_APP.riskFirst, ZNX_APP.pendingPayment], count: 5 });
    // 财务管理 and the administrator have no step: no 待我审核.
    expect(znxTabs('funder', ['E109'], WAITING)[0]?.key).toBe('loanFirst');
    expect(znxTabs('funder', ['E106'], null)[0]?.count).toBeNull();
  });

  it('gives the applicant its applications, and its reviewer 待我复核', () => {
    expect(znxTabs('applicant', ['E102'], null).map((t) => t.label)).toEqual([
      '我的融资申请',
      '资金方审核中',
      '已放款',
    ]);
    expect(znxTabs('applicant', ['E103'], null)[0]).toMatchObject({
      label: '待我复核',
      statuses: [ZNX_APP.pendingSubmit],
    });
  });

  it('keeps the tab in the list state when the person has it, else the first', () => {
    const tabs = znxTabs('applicant', ['E102'], null);
    expect(currentTab(tabs, 'disbursed').key).toBe('disbursed');
    expect(currentTab(tabs, 'todo').key).toBe('all');
  });

  it('asks for the tab’s statuses, narrowed by the status filter', () => {
    const [todo, , , , , , , all] = znxTabs('funder', ['E106', 'E107'], WAITING);
    if (!todo || !all) throw new Error('tabs');
    expect(statusQuery(todo, 0)).toEqual([ZNX_APP.loanFirst, ZNX_APP.loanSecond]);
    expect(statusQuery(todo, ZNX_APP.loanSecond)).toEqual([ZNX_APP.loanSecond]);
    expect(statusQuery(todo, ZNX_APP.disbursed)).toEqual([ZNX_APP.loanFirst, ZNX_APP.loanSecond]);
    expect(statusQuery(all, 0)).toBeUndefined();
    expect(statusQuery(all, ZNX_APP.rejected)).toEqual([ZNX_APP.rejected]);
  });

  it('knows the funder side from the company’s role in ZNX', () => {
    expect(funderSide([{ prodCode: 'ZNX', compRole: 'C104' }])).toBe(true);
    expect(funderSide([{ prodCode: 'ZNX', compRole: 'ZNX-C103' }])).toBe(true);
    expect(
      funderSide([
        { prodCode: 'CREDIT', compRole: 'C104' },
        { prodCode: 'ZNX', compRole: 'C102' },
      ]),
    ).toBe(false);
  });
});

describe('the application form', () => {
  const base = {
    availableFen: 30_000_000,
    daysToDue: 90,
    terms: TERMS,
    invoices: [{ invoiceNo: '12345678', amount: '100000', invoiceDate: '2026-10-01' }],
    today: '2026-11-28',
  };

  it('computes the calculation live with the shared rule', () => {
    const c = checkApplication({ ...base, amount: '100,000' });
    expect(c.appliedFen).toBe(10_000_000);
    expect(c.quote).toEqual(quoteFinancing(10_000_000, 90, TERMS));
    expect(c.quote).toMatchObject({ financingFen: 8_000_000, interestFen: 90_000, feeFen: 28_000, netFen: 7_882_000 });
    expect(applicationReady(c)).toBe(true);
  });

  it('refuses, in Chinese, what the server refuses', () => {
    expect(checkApplication({ ...base, amount: '' }).amountProblem).toBe('请输入融资申请金额');
    expect(checkApplication({ ...base, amount: '1.234' }).amountProblem).toBe('金额须为数字，最多两位小数');
    expect(checkApplication({ ...base, amount: '0' }).amountProblem).toBe('融资申请金额不能小于 0.01 元');
    expect(checkApplication({ ...base, amount: '300000.01' }).amountProblem).toBe('超过凭证可用余额 300000.00 元');
    expect(checkApplication({ ...base, amount: '100000.01' }).problem).toBe(
      '融资申请金额超过发票金额合计 100000.00 元',
    );
    expect(checkApplication({ ...base, amount: '100', daysToDue: 0 }).problem).toBe('凭证已到期，不能再融资');
    expect(checkApplication({ ...base, amount: '100', invoices: [] }).problem).toBe('请至少填写一张发票');
    expect(checkApplication({ ...base, amount: '2.00' }).problem).toBe(
      '扣除利息和费用后实际到账金额不大于 0，请提高融资申请金额',
    );
    const invoices = checkApplication({
      ...base,
      amount: '100',
      invoices: [
        { invoiceNo: '1234', amount: '1', invoiceDate: '2026-10-01' },
        { invoiceNo: '12345678', amount: '1', invoiceDate: '2026-10-01' },
        { invoiceNo: '12345678', amount: '1', invoiceDate: '2026-10-01' },
        { invoiceNo: '87654321', amount: 'x', invoiceDate: '2026-10-01' },
        { invoiceNo: '87654322', amount: '1' },
        { invoiceNo: '87654323', amount: '1', invoiceDate: '2026-11-29' },
        {},
      ],
    }).invoices;
    expect(invoices).toEqual([
      '发票号码为8-20位数字',
      null,
      '同一张发票只能填写一次',
      '请输入发票金额（最多两位小数）',
      '请选择开票日期',
      '开票日期不能晚于今天',
      '请输入发票号码',
    ]);
  });

  it('adds up exactly: net + interest + fees = financing ≤ applied, for any amount, days and terms (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 720 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 3_600 }),
        fc.integer({ min: 0, max: 1_000 }),
        (applied, days, ratioBp, annualRateBp, feeRateBp) => {
          const terms = { ratioBp, annualRateBp, feeRateBp, fixedFeeFen: 0 };
          const c = checkApplication({
            ...base,
            availableFen: applied,
            daysToDue: days,
            terms,
            amount: fenToYuan(applied) ?? '',
            invoices: [{ invoiceNo: '12345678', amount: fenToYuan(applied) ?? '', invoiceDate: '2026-10-01' }],
          });
          const q = c.quote;
          if (!q) return false;
          return (
            q.netFen + q.interestFen + q.feeFen === q.financingFen &&
            q.financingFen <= applied &&
            Number.isSafeInteger(q.netFen)
          );
        },
      ),
    );
  });
});

describe('the disbursement amount', () => {
  it('is the net amount for the days from the payment day, as a fresh quote on that day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 3_600 }),
        fc.integer({ min: 0, max: 1_000 }),
        (applied, days, annualRateBp, feeRateBp) => {
          const terms = { ratioBp: 8000, annualRateBp, feeRateBp, fixedFeeFen: 20_000 };
          const at = quoteFinancing(applied, days, terms);
          const app = {
            financing: fenToYuan(at.financingFen) ?? '',
            annualRate: formatBp(annualRateBp),
            fee: fenToYuan(at.feeFen) ?? '',
          };
          return disbursementFen(app, days) === at.netFen;
        },
      ),
    );
    expect(disbursementFen({ financing: '80000.00', annualRate: '4.50%', fee: '280.00' }, 0)).toBeNull();
  });
});

describe('the funder’s settings form', () => {
  it('turns percentages into basis points and amounts into yuan strings', () => {
    expect(
      checkSettings({ ratio: '80', annualRate: '4.5', feeRate: '0.1', fixedFee: '200', riskThreshold: '5,000,000' }),
    ).toEqual({
      ok: true,
      value: { ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFee: '200.00', riskThreshold: '5000000.00' },
    });
    expect(percentText(8000)).toBe('80');
    expect(percentText(450)).toBe('4.5');
    expect(percentText(5)).toBe('0.05');
  });

  it('names the field and the rule it breaks', () => {
    expect(
      checkSettings({ ratio: '80.123', annualRate: '4', feeRate: '0', fixedFee: '0', riskThreshold: '0' }),
    ).toMatchObject({ ok: false, field: 'ratio' });
    expect(checkSettings({ ratio: '0', annualRate: '4', feeRate: '0', fixedFee: '0', riskThreshold: '0' })).toEqual({
      ok: false,
      field: 'ratio',
      message: '融资比例须在 0.01% 至 100% 之间',
    });
    expect(checkSettings({ ratio: '80', annualRate: '37', feeRate: '0', fixedFee: '0', riskThreshold: '0' })).toEqual({
      ok: false,
      field: 'annualRate',
      message: '年化利率须在 0% 至 36% 之间',
    });
    expect(checkSettings({ ratio: '80', annualRate: '4', feeRate: '11', fixedFee: '0', riskThreshold: '0' })).toEqual({
      ok: false,
      field: 'feeRate',
      message: '服务费率须在 0% 至 10% 之间',
    });
    expect(
      checkSettings({ ratio: '80', annualRate: '4', feeRate: '1', fixedFee: 'abc', riskThreshold: '0' }),
    ).toMatchObject({ ok: false, field: 'fixedFee' });
    expect(
      checkSettings({ ratio: '80', annualRate: '4', feeRate: '1', fixedFee: '1', riskThreshold: '' }),
    ).toMatchObject({ ok: false, field: 'riskThreshold' });
  });
});
