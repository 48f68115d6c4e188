/**
 * The CREDIT and SETTLE pages' rules, pure: the routes below their base paths, the credit-line
 * application's fields (amount exact in fen and the same as the server parses it — property —,
 * term, longest voucher term, single limit not above the amount), the review step a line offers,
 * and the settle lists' sums (exact, whatever the amounts — property) and due-date filters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditPaths, creditViewOf } from '../../../parcels/credit/credit-routes';
import * as credit from '../../../parcels/credit/credit-rules';
import { reviewStepOf } from '../../../parcels/credit/credit-calls';
import { settlePaths, settleViewOf } from '../../../parcels/settle/settle-routes';
import { EMPTY_DUE_FILTER, dueQuery, sumYuan, tabsOf } from '../../../parcels/settle/settle-calls';
import { BANK_REF, CREDIT_AMOUNT_FEN, companyRolesFor, lineYuanToFen } from '../../../shared';
import { amountCapitals } from '../../../shared/voucher';

describe('CREDIT routes', () => {
  it('routes the list, a line and the application form; anything else is unknown', () => {
    expect(creditViewOf('')).toEqual({ page: 'list' });
    expect(creditViewOf(undefined)).toEqual({ page: 'list' });
    expect(creditViewOf('detail/12')).toEqual({ page: 'detail', id: 12 });
    expect(creditViewOf('apply/new')).toEqual({ page: 'apply' });
    for (const bad of ['detail/0', 'detail/abc', 'detail/1/2', 'apply', 'apply/1', 'x'])
      expect(creditViewOf(bad)).toEqual({ page: 'unknown' });
    const p = creditPaths('/center/product/CREDIT');
    expect([p.list, p.detail(3), p.apply]).toEqual([
      '/center/product/CREDIT',
      '/center/product/CREDIT/detail/3',
      '/center/product/CREDIT/apply/new',
    ]);
    // Where the server's site messages link (server/features/credit/credit.service.ts).
    expect(creditViewOf(p.detail(7).slice(p.list.length + 1))).toEqual({ page: 'detail', id: 7 });
  });
});

describe('SETTLE routes', () => {
  it('routes the list and the clearing of a voucher', () => {
    expect(settleViewOf('')).toEqual({ page: 'list' });
    expect(settleViewOf('clearing/5')).toEqual({ page: 'clearing', voucherId: 5 });
    for (const bad of ['clearing/-1', 'clearing/0', 'clearing/1/x', 'detail/1'])
      expect(settleViewOf(bad)).toEqual({ page: 'unknown' });
    expect(settlePaths('/center/product/SETTLE').clearing(9)).toBe('/center/product/SETTLE/clearing/9');
  });

  it('reads the company’s roles in one product from compInfo, whatever shape arrives', () => {
    const compRole = [
      { prodCode: 'SETTLE', compRole: 'C101' },
      { prodCode: 'CREDIT', compRole: 'C103,C104' },
      { prodCode: 'SETTLE', compRole: 'x' },
      null,
      'C102',
    ];
    expect(companyRolesFor(compRole, 'SETTLE')).toEqual(['C101']);
    expect(companyRolesFor(compRole, 'CREDIT').sort()).toEqual(['C103', 'C104']);
    expect(companyRolesFor(undefined, 'CREDIT')).toEqual([]);
  });

  it('shows the issuer’s tabs only to an issuing company, the holder’s to everyone', () => {
    expect(tabsOf(true).map((t) => t.label)).toEqual(['待兑付', '已付款', '待收款', '已收款']);
    expect(tabsOf(false).map((t) => t.label)).toEqual(['待收款', '已收款']);
  });
});

describe('credit-line application rules', () => {
  it('takes ¥10,000.00 … ¥10,000,000,000.00, typed with separators, and says why not in Chinese', () => {
    expect(credit.checkLineAmount('10000')).toEqual({ fen: 1_000_000 });
    expect(credit.checkLineAmount(' ¥50,000,000.5 ')).toEqual({ fen: 5_000_000_050 });
    expect(credit.checkLineAmount('10000000000')).toEqual({ fen: 1_000_000_000_000 });
    expect(credit.checkLineAmount('')).toEqual({ problem: '请输入授信金额' });
    expect(credit.checkLineAmount('9999.99')).toEqual({ problem: '授信金额不能小于 10,000.00 元' });
    expect(credit.checkLineAmount('10000000000.01')).toEqual({ problem: '授信金额不能超过 10,000,000,000.00 元' });
    for (const bad of ['1.234', '-5', '1e6', 'abc', '12 34'])
      expect(credit.checkLineAmount(bad)).toEqual({ problem: '金额须为数字，最多两位小数' });
    expect(amountCapitals(credit.LINE_AMOUNT, '50000000')).toBe('伍仟万元整');
    expect(amountCapitals(credit.LINE_AMOUNT, 'x')).toBe('');
  });

  it('parses an amount to the same fen as the server, and writes it back as the server takes it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: CREDIT_AMOUNT_FEN.min, max: CREDIT_AMOUNT_FEN.max }), (fen) => {
        const text = credit.fenText(fen);
        expect(lineYuanToFen(text)).toBe(fen);
        expect(credit.checkLineAmount(text)).toEqual({ fen });
        // With thousands separators as people type them.
        const [int = '', dec = ''] = text.split('.');
        expect(credit.typedLineYuanToFen(`${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`)).toBe(fen);
      }),
    );
  });

  it('wants a term of 1–36 months, a voucher term of 1–365 days, and a single limit within the amount', () => {
    expect(credit.checkTermMonths(12)).toBeNull();
    expect(credit.checkTermMonths(undefined)).toBe('请选择授信期限');
    expect(credit.checkTermMonths(37)).toBe('授信期限须为 1–36 个月');
    expect(credit.checkMaxVoucherDays(180)).toBeNull();
    expect(credit.checkMaxVoucherDays(null)).toBe('请输入可支持的凭证最长期限');
    expect(credit.checkMaxVoucherDays(366)).toBe('凭证最长期限须为 1–365 天的整数');
    expect(credit.checkMaxVoucherDays(1.5)).toBe('凭证最长期限须为 1–365 天的整数');
    expect(credit.checkSingleLimit('', '100000')).toEqual({ fen: null });
    expect(credit.checkSingleLimit('5000', '100000')).toEqual({ fen: 500_000 });
    expect(credit.checkSingleLimit('0', '100000')).toEqual({ problem: '单笔限额须大于 0' });
    expect(credit.checkSingleLimit('100000.01', '100000')).toEqual({ problem: '单笔限额不能超过授信金额' });
    expect(credit.checkSingleLimit('1.001', '100000')).toEqual({ problem: '金额须为数字，最多两位小数' });
  });

  it('offers the review step the server’s actions name, never both', () => {
    expect(reviewStepOf(['firstReview'])).toBe('firstReview');
    expect(reviewStepOf(['secondReview'])).toBe('secondReview');
    expect(reviewStepOf(['withdraw'])).toBeNull();
    expect(reviewStepOf([])).toBeNull();
  });
});

describe('settle sums and inputs', () => {
  it('adds amounts exactly in fen, whatever their number and size (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { maxLength: 50 }), (fens) => {
        const text = fens.map((f) => credit.fenText(f));
        expect(lineYuanToFen(sumYuan(text))).toBe(fens.reduce((s, f) => s + f, 0));
      }),
    );
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan([])).toBe('0.00');
  });

  it('takes a bank reference of 1–40 letters, digits or -', () => {
    expect(BANK_REF.test('YH-20261128-001')).toBe(true);
    for (const bad of ['', '流水号', 'a b', 'x'.repeat(41), '<1>']) expect(BANK_REF.test(bad)).toBe(false);
  });

  it('sends only the due-date filters that are set (the server takes no empty date)', () => {
    expect(dueQuery(EMPTY_DUE_FILTER)).toEqual({});
    expect(dueQuery({ ...EMPTY_DUE_FILTER, dueDate: '2026-12-01' })).toEqual({ dueDate: '2026-12-01' });
    expect(dueQuery({ dueDate: '', dueDateFrom: '2026-12-01', dueDateTo: '' })).toEqual({ dueDateFrom: '2026-12-01' });
    expect(dueQuery({ dueDate: '', dueDateFrom: '2026-12-01', dueDateTo: '2026-12-31' })).toEqual({
      dueDateFrom: '2026-12-01',
      dueDateTo: '2026-12-31',
    });
  });
});
