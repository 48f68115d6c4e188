/**
 * The voucher products' page rules, pure: the issue form's amount, due date and invoice rules,
 * the transfer form's parts (property: the parts and the remainder always add up to the
 * available balance, never a negative sum), the list filters, the buttons from the server's
 * actions, the product routes and the transfer tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billPaths, billViewOf } from '../../../parcels/bill/bill-routes';
import {
  VOUCHER_AMOUNT,
  checkAmount,
  checkDueDate,
  daysBetween,
  issueToday,
  parseInvoiceNos,
} from '../../../parcels/bill/issue-rules';
import { endorsePaths, endorseViewOf, voucherParam } from '../../../parcels/endorse/endorse-routes';
import { checkTransfer } from '../../../parcels/endorse/transfer-rules';
import { applicationSteps } from '../../../parcels/endorse/transfer-calls';
import {
  EMPTY_VOUCHER_FILTERS,
  amountCapitals,
  amountRangeProblem,
  batchRequest,
  isReviewable,
  offersPdf,
  stepRequest,
  toFen,
  transferTree,
  voucherFilterQuery,
  voucherSteps,
} from '../../../shared/voucher';

describe('issue form rules', () => {
  it('takes amounts from ¥0.01 to ¥100,000,000.00 with at most two decimals, and says why not in Chinese', () => {
    expect(checkAmount('0.01')).toEqual({ fen: 1 });
    expect(checkAmount('100000000')).toEqual({ fen: 10_000_000_000 });
    expect(checkAmount(' ¥1,234.5 ')).toEqual({ fen: 123_450 });
    expect(checkAmount('')).toEqual({ problem: '请输入凭证金额' });
    expect(checkAmount('0')).toEqual({ problem: '金额不能小于 0.01 元' });
    expect(checkAmount('100000000.01')).toEqual({ problem: '金额不能超过 100,000,000.00 元（一亿元）' });
    expect(checkAmount('1.234')).toEqual({ problem: '金额须为数字，最多两位小数' });
    expect(checkAmount('-5')).toEqual({ problem: '金额须为数字，最多两位小数' });
    expect(checkAmount('1e3')).toEqual({ problem: '金额须为数字，最多两位小数' });
  });

  it('writes the typed amount in capitals', () => {
    expect(amountCapitals(VOUCHER_AMOUNT, '1234.5')).toBe('壹仟贰佰叁拾肆元伍角整');
    expect(amountCapitals(VOUCHER_AMOUNT, 'abc')).toBe('');
  });

  it('wants a due date after today and within 365 days, and warns past 180', () => {
    expect(daysBetween('2026-11-28', '2027-11-28')).toBe(365);
    expect(checkDueDate('2026-11-28', null)).toEqual({ ok: false, problem: '请选择到期日期' });
    expect(checkDueDate('2026-11-28', '2026-11-28')).toEqual({ ok: false, problem: '到期日期须晚于今天' });
    expect(checkDueDate('2026-11-28', '2026-11-29')).toEqual({ ok: true, warning: null });
    expect(checkDueDate('2026-11-28', '2027-05-27')).toEqual({ ok: true, warning: null });
    const late = checkDueDate('2026-11-28', '2027-05-28');
    expect(late.ok && late.warning).toContain('超过 180 天');
    expect(checkDueDate('2026-11-28', '2027-11-28').ok).toBe(true);
    expect(checkDueDate('2026-11-28', '2027-11-29')).toEqual({ ok: false, problem: '到期日期不能超过开立日起 365 天' });
  });

  it('splits invoice numbers and refuses bad or repeated ones', () => {
    expect(parseInvoiceNos('12345678, 87654321；11112222')).toEqual({ list: ['12345678', '87654321', '11112222'] });
    expect(parseInvoiceNos('')).toEqual({ list: [] });
    expect(parseInvoiceNos('1234')).toEqual({ problem: '发票号码“1234”不正确：应为8至20位数字' });
    expect(parseInvoiceNos('12345678 12345678')).toEqual({ problem: '发票号码有重复' });
  });
});

describe('transfer form rules', () => {
  /** The parts against an available balance of 1,000.00 yuan, 10 days before the due date. */
  const check = (parts: Parameters<typeof checkTransfer>[0], availableFen = 100_000, daysToDue = 10) =>
    checkTransfer(parts, availableFen, daysToDue);

  it('checks each part, the sum against the available balance and the due date', () => {
    expect(
      check([
        { receiverCompId: 2, amount: '300' },
        { receiverCompId: 3, amount: '200.5' },
      ]),
    ).toEqual({
      sumFen: 50_050,
      remainderFen: 49_950,
      parts: [null, null],
      problem: null,
    });
    expect(check([{ receiverCompId: 2, amount: '1000.01' }]).problem).toBe(
      '转让合计 1000.01 元，超过可用余额 1000.00 元',
    );
    expect(check([{ receiverCompId: 2, amount: '0' }]).parts).toEqual(['每笔转让金额不能小于 0.01 元']);
    expect(check([{ amount: '1' }]).parts).toEqual(['请选择接收方']);
    expect(
      check([
        { receiverCompId: 2, amount: '1' },
        { receiverCompId: 2, amount: '1' },
      ]).parts[1],
    ).toBe('同一接收方只能出现一次，请合并金额');
    expect(checkTransfer([{ receiverCompId: 2, amount: '1' }], 100_000, 0).problem).toBe('凭证已到期，不能再转让');
    expect(check([]).problem).toBe('请至少添加一个接收方');
  });

  it('accepts exactly the applications whose parts, with the remainder, add up to the available balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 2_000_000_000 }), { minLength: 1, maxLength: 20 }),
        (available, fens) => {
          const parts = fens.map((f, i) => ({
            receiverCompId: i + 1,
            amount: `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`,
          }));
          const c = checkTransfer(parts, available, 30);
          const sum = fens.reduce((a, b) => a + b, 0);
          expect(c.sumFen).toBe(sum);
          expect(c.sumFen + c.remainderFen).toBe(available);
          expect(c.problem === null).toBe(sum <= available);
          if (c.problem === null) expect(c.remainderFen).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('list filters and buttons', () => {
  it('compares amount ranges exactly and sends only the filters that are set', () => {
    expect(toFen('1234.5')).toBe(123_450n);
    expect(amountRangeProblem('10', '9.99')).toBe('最低金额不能大于最高金额');
    expect(amountRangeProblem('0.1', '0.10')).toBeNull();
    expect(amountRangeProblem('1.234', '')).toBe('最低金额须为数字，最多两位小数');
    expect(voucherFilterQuery({ ...EMPTY_VOUCHER_FILTERS, status: 20, counterparty: '华南', amountMin: '1' })).toEqual({
      status: 20,
      counterparty: '华南',
      amountMin: '1',
    });
  });

  it('turns the server’s actions into buttons, a review into 通过 and 退回', () => {
    expect(voucherSteps(['review', 'void', 'nonsense'])).toEqual(['approve', 'return', 'void']);
    expect(voucherSteps(['sign'])).toEqual(['signFor', 'refuse']);
    expect(voucherSteps(['signReview'])).toEqual(['signApprove', 'signReturn']);
    expect(isReviewable(['signReview'])).toBe(true);
    expect(isReviewable(['sign', 'transfer'])).toBe(false);
  });

  it('asks for each step the same way: its label, whether a reason is required, whether it is dangerous', () => {
    const run = async () => undefined;
    expect(stepRequest('return', '转让申请 ZR0000000001', run, '凭证 000000000012')).toEqual({
      title: '退回 · 转让申请 ZR0000000001',
      okText: '退回',
      required: true,
      danger: true,
      subject: '凭证 000000000012',
      run,
    });
    expect(stepRequest('approve', '凭证 000000000012', run)).toMatchObject({
      title: '复核通过 · 凭证 000000000012',
      required: false,
      danger: false,
    });
    expect(voucherSteps(['edit', 'withdraw'])).toEqual(['edit', 'withdraw']);
  });

  it('asks a batch decision with a reason to return, and says which were not decided', async () => {
    const ret = batchRequest(
      false,
      3,
      '张',
      async () => ({ done: 2, failed: [{ msg: '该申请已处理，请刷新后查看' }] }),
      '合计金额 ¥3.00',
    );
    expect(ret).toMatchObject({
      title: '批量退回（3 张）',
      okText: '全部退回',
      required: true,
      danger: true,
      subject: '合计金额 ¥3.00',
    });
    await expect(ret.run('资料不全')).rejects.toThrow('2 张已处理，1 张未成功：该申请已处理，请刷新后查看');
    const ok = batchRequest(true, 2, '笔', async () => ({ done: 2, failed: [] }));
    expect(ok).toMatchObject({ title: '批量复核通过（2 笔）', required: false, danger: false });
    await expect(ok.run('')).resolves.toBeUndefined();
  });

  it('offers on an application 修改 and 撤回 where the server does, and 签收 only where a part is ours', () => {
    const part = (receiverName: string, childVoucherId: number | null) => ({
      seq: 1,
      receiverCompId: 2,
      receiverName,
      amount: '1.00',
      childVoucherId,
      childVoucherNo: '',
      childStatus: null,
      childStatusName: '',
    });
    const app = (actions: string[], parts = [part('东莞华科电子有限公司', 7)]) =>
      ({ actions, parts }) as unknown as Parameters<typeof applicationSteps>[0];
    expect(applicationSteps(app(['edit', 'withdraw']), '华南精密零部件供应有限公司')).toEqual(['edit', 'withdraw']);
    expect(applicationSteps(app(['review']), '华南精密零部件供应有限公司')).toEqual(['approve', 'return']);
    expect(applicationSteps(app(['sign', 'transfer']), '东莞华科电子有限公司')).toEqual(['signFor', 'refuse']);
    expect(applicationSteps(app(['sign']), '华南精密零部件供应有限公司')).toEqual([]);
  });

  it('offers the PDF of an issued voucher only', () => {
    expect([10, 15, 20, 30, 55, 85].map(offersPdf)).toEqual([false, false, true, false, true, true]);
  });
});

describe('product routes', () => {
  it('routes BILL below its base path, where the site messages link', () => {
    const p = billPaths('/center/product/BILL');
    expect(billViewOf('')).toEqual({ page: 'list' });
    expect(billViewOf('detail/12')).toEqual({ page: 'detail', id: 12 });
    expect(p.detail(12)).toBe('/center/product/BILL/detail/12');
    expect(billViewOf('issue/new')).toEqual({ page: 'issue', id: null });
    expect(billViewOf('issue/7')).toEqual({ page: 'issue', id: 7 });
    expect(billViewOf('detail/0')).toEqual({ page: 'unknown' });
    expect(billViewOf('detail/1/x')).toEqual({ page: 'unknown' });
    expect(billViewOf('relations')).toEqual({ page: 'relations' });
    expect(p.relations).toBe('/center/product/BILL/relations');
    expect(billViewOf('relations/1')).toEqual({ page: 'unknown' });
  });

  it('routes ENDORSE below its base path', () => {
    const p = endorsePaths('/center/product/ENDORSE');
    expect(endorseViewOf('detail/3')).toEqual({ page: 'application', id: 3 });
    expect(endorseViewOf('voucher/4')).toEqual({ page: 'voucher', id: 4 });
    expect(endorseViewOf('transfer/new')).toEqual({ page: 'new' });
    // A returned application is edited at transfer/<id>.
    expect(endorseViewOf('transfer/15')).toEqual({ page: 'edit', id: 15 });
    expect(p.edit(15)).toBe('/center/product/ENDORSE/transfer/15');
    expect(endorseViewOf('transfer/0')).toEqual({ page: 'unknown' });
    expect(endorseViewOf('relations')).toEqual({ page: 'relations' });
    expect(p.relations).toBe('/center/product/ENDORSE/relations');
    expect(p.create(9)).toBe('/center/product/ENDORSE/transfer/new?voucher=9');
    expect(voucherParam('?voucher=9')).toBe(9);
    expect(voucherParam('?voucher=abc')).toBeNull();
  });
});

describe('transfer tree', () => {
  const node = (id: number, parentId: number | null) => ({
    id,
    parentId,
    voucherNo: String(id),
    holderName: `H${id}`,
    amount: '1.00',
    availableAmount: '1.00',
    status: 55,
    statusName: '持有中',
    financed: false,
    date: '2026-11-28',
  });
  it('builds the root and every split below it, whatever the order of the list', () => {
    const tree = transferTree([node(3, 2), node(1, null), node(2, 1), node(4, 1)]);
    expect(tree?.id).toBe(1);
    expect(tree?.children.map((c) => c.id)).toEqual([2, 4]);
    expect(tree?.children[0]?.children.map((c) => c.id)).toEqual([3]);
    expect(transferTree([])).toBeNull();
  });
});

describe("the issue form's today", () => {
  it("is China's date whatever the browser's zone: 17:00 UTC is already the next day in Shanghai", () => {
    expect(issueToday(Date.UTC(2026, 10, 28, 15, 59))).toBe('2026-11-28');
    expect(issueToday(Date.UTC(2026, 10, 28, 16, 0))).toBe('2026-11-29');
    // A due date of the 29th is then today (not allowed), of the 30th one day ahead.
    expect(checkDueDate(issueToday(Date.UTC(2026, 10, 28, 17, 0)), '2026-11-29').ok).toBe(false);
    expect(checkDueDate(issueToday(Date.UTC(2026, 10, 28, 17, 0)), '2026-11-30').ok).toBe(true);
  });
});
