/**
 * The money rules of the finance products as pure functions on integer fen: yuan text ↔ fen,
 * China calendar days, credit-line validity and refusals, and the financing quote (amount,
 * interest, fees, net) with its rounding, as property tests against an exact rational model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan, lineYuanToFen } from '../../../shared/format/fen';
import { addDays, addMonths, chinaDate, daysBetween, isIsoDate } from '../../../shared/rules/calendar';
import { effectiveLineStatus, lineActions, lineRefusal, lineValidity } from '../../../shared/rules/credit-line';
import { BP, DAY_BASIS, formatBp, parsePercent, quoteFinancing, termsRefusal } from '../../../shared/rules/financing';
import { CREDIT_LINE } from '../../../shared/rules/status-codes';

const fen = fc.integer({ min: 0, max: 99_999_999_999_999 });

describe('credit-line yuan and fen', () => {
  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fen, (f) => {
        expect(lineYuanToFen(fenToYuan(f))).toBe(f);
      }),
    );
  });
  it('reads credit-line sums with one or two decimals and refuses anything else', () => {
    expect(lineYuanToFen('12')).toBe(1200);
    expect(lineYuanToFen('12.3')).toBe(1230);
    expect(lineYuanToFen('300000000000.00')).toBe(30_000_000_000_000);
    for (const bad of ['12.345', '-1', '1e5', '1,000', '', '.5', '12.', 'NaN', '１２', '01', ' 1', '1000000000000'])
      expect(lineYuanToFen(bad), bad).toBeNull();
    expect(lineYuanToFen(12)).toBeNull();
  });
});

describe('China calendar days', () => {
  it('knows real dates and adds days and months', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-28', 12)).toBe('2027-11-28');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    // 23:30 UTC is the next morning in China.
    expect(chinaDate(Date.UTC(2026, 10, 27, 23, 30))).toBe('2026-11-28');
  });
  it('addDays and daysBetween agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -5_000, max: 5_000 }), (d, n) => {
        const date = addDays('2000-01-01', d);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
      }),
    );
  });
});

describe('credit lines', () => {
  const line = {
    status: CREDIT_LINE.active,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    amountFen: 100_000,
    usedFen: 40_000,
    maxVoucherDays: 90,
    singleLimitFen: 50_000,
  } as const;
  it('is valid for its term from the approval day', () => {
    expect(lineValidity('2026-01-01', 12)).toEqual({ validFrom: '2026-01-01', validTo: '2026-12-31' });
    expect(effectiveLineStatus(CREDIT_LINE.active, '2026-12-31', '2026-12-31')).toBe(CREDIT_LINE.active);
    expect(effectiveLineStatus(CREDIT_LINE.active, '2026-12-31', '2027-01-01')).toBe(CREDIT_LINE.expired);
  });
  it('says why it cannot back a voucher', () => {
    const v = { amountFen: 60_000, issueDate: '2026-06-01', dueDate: '2026-07-01' };
    expect(lineRefusal(line, { ...v, amountFen: 60_000 })).toMatch(/单笔限额/);
    expect(lineRefusal({ ...line, singleLimitFen: null }, v)).toBeNull();
    expect(lineRefusal({ ...line, singleLimitFen: null }, { ...v, amountFen: 60_001 })).toBe(
      '授信可用额度不足：可用 ¥600.00，本次需 ¥600.01',
    );
    expect(lineRefusal(line, { ...v, amountFen: 60_000 - 10_001 })).toBeNull();
    expect(lineRefusal(line, { ...v, amountFen: 1, dueDate: '2026-09-01' })).toMatch(/超过授信允许的最长90天/);
    expect(lineRefusal(line, { ...v, amountFen: 1, issueDate: '2027-01-01', dueDate: '2027-01-05' })).toBe(
      '授信额度已于2026-12-31到期',
    );
    expect(lineRefusal({ ...line, status: CREDIT_LINE.secondReview }, v)).toBe('授信额度尚未生效');
  });
  it('never lets the available amount go negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        (amount, usedRaw, want) => {
          const used = usedRaw % (amount + 1);
          const ok =
            lineRefusal(
              { ...line, amountFen: amount, usedFen: used, singleLimitFen: null },
              { amountFen: want, issueDate: '2026-06-01', dueDate: '2026-06-02' },
            ) === null;
          expect(ok).toBe(used + want <= amount);
        },
      ),
    );
  });
  it('offers each review to its role, never the second to the first reviewer', () => {
    expect(
      lineActions({ status: CREDIT_LINE.firstReview, side: 'funder', roles: ['E110', 'E111'], madeFirstReview: false }),
    ).toEqual(['firstReview']);
    expect(
      lineActions({ status: CREDIT_LINE.secondReview, side: 'funder', roles: ['E110', 'E111'], madeFirstReview: true }),
    ).toEqual([]);
    expect(
      lineActions({ status: CREDIT_LINE.secondReview, side: 'funder', roles: ['E111'], madeFirstReview: false }),
    ).toEqual(['secondReview']);
    expect(
      lineActions({
        status: CREDIT_LINE.firstReview,
        side: 'applicant',
        roles: ['E102', 'E110'],
        madeFirstReview: false,
      }),
    ).toEqual(['withdraw']);
  });
});

describe('financing quote', () => {
  const terms = fc.record({
    ratioBp: fc.integer({ min: 1, max: BP }),
    annualRateBp: fc.integer({ min: 0, max: 3_600 }),
    feeRateBp: fc.integer({ min: 0, max: 1_000 }),
    fixedFeeFen: fc.integer({ min: 0, max: 100_000 }),
  });
  const applied = fc.integer({ min: 1, max: 10_000_000_000 });
  const days = fc.integer({ min: 0, max: 365 });

  it('computes the worked example', () => {
    // ¥1,000,000 at 80 %, 4.50 % a year, 90 days, 0.10 % fee + ¥200.
    const q = quoteFinancing(100_000_000, 90, { ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFeeFen: 20_000 });
    expect(q).toEqual({
      appliedFen: 100_000_000,
      financingFen: 80_000_000,
      interestFen: 900_000,
      feeFen: 100_000,
      netFen: 79_000_000,
      days: 90,
    });
  });

  it('rounds the financing amount down and interest and fees half up, exactly as the rational model', () => {
    fc.assert(
      fc.property(applied, days, terms, (a, d, t) => {
        const q = quoteFinancing(a, d, t);
        const F = (BigInt(a) * BigInt(t.ratioBp)) / BigInt(BP);
        expect(BigInt(q.financingFen)).toBe(F);
        // interest = floor(exact + 1/2), so interest − exact lies in (−1/2, 1/2].
        const num = F * BigInt(t.annualRateBp) * BigInt(d);
        const den = BigInt(BP * DAY_BASIS);
        const twice = 2n * BigInt(q.interestFen) * den - 2n * num;
        expect(twice > -den).toBe(true);
        expect(twice <= den).toBe(true);
        expect(q.interestFen).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('splits the financing amount exactly into net, interest and fees; never more than applied', () => {
    fc.assert(
      fc.property(applied, days, terms, (a, d, t) => {
        const q = quoteFinancing(a, d, t);
        expect(q.netFen + q.interestFen + q.feeFen).toBe(q.financingFen);
        expect(q.financingFen).toBeLessThanOrEqual(a);
        expect(Number.isSafeInteger(q.netFen)).toBe(true);
      }),
    );
  });

  it('charges more interest for more days and a higher rate', () => {
    fc.assert(
      fc.property(applied, days, days, terms, (a, d1, d2, t) => {
        const [lo, hi] = d1 <= d2 ? [d1, d2] : [d2, d1];
        expect(quoteFinancing(a, lo, t).interestFen).toBeLessThanOrEqual(quoteFinancing(a, hi, t).interestFen);
        expect(quoteFinancing(a, hi, t).interestFen).toBeLessThanOrEqual(
          quoteFinancing(a, hi, { ...t, annualRateBp: t.annualRateBp + 1 }).interestFen,
        );
      }),
    );
  });

  it("checks the funder's terms and reads percentages", () => {
    expect(termsRefusal({ ratioBp: 0, annualRateBp: 450, feeRateBp: 0, fixedFeeFen: 0 })).toMatch(/融资比例/);
    expect(termsRefusal({ ratioBp: 8000, annualRateBp: 3601, feeRateBp: 0, fixedFeeFen: 0 })).toMatch(/年化利率/);
    expect(termsRefusal({ ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFeeFen: 0 })).toBeNull();
    expect(parsePercent('4.5')).toBe(450);
    expect(parsePercent('80')).toBe(8000);
    expect(parsePercent('4.555')).toBeNull();
    expect(formatBp(450)).toBe('4.50%');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (bp) => {
        expect(parsePercent(formatBp(bp).slice(0, -1))).toBe(bp);
      }),
    );
  });
});

describe('clearing at maturity', () => {
  it('pays out exactly the face amount over any tree of splits, each part to its holder', async () => {
    const { clearingPlan } = await import('../../../shared/rules/settlement');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.array(
          fc.record({
            pick: fc.nat(),
            share: fc.double({ min: 0, max: 1, noNaN: true }),
            holder: fc.integer({ min: 1, max: 5 }),
            financed: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        (face, splits) => {
          const nodes = [{ id: 1, holderCompId: 1, status: 55, availableFen: face, reservedFen: 0, financed: false }];
          for (const s of splits) {
            const withBalance = nodes.filter((n) => n.availableFen > 0);
            const parent = withBalance[s.pick % withBalance.length];
            if (!parent) break;
            const part = Math.max(1, Math.floor(parent.availableFen * s.share));
            if (part > parent.availableFen) continue;
            parent.availableFen -= part;
            parent.status = parent.availableFen === 0 ? 60 : 55;
            nodes.push({
              id: nodes.length + 1,
              holderCompId: s.holder,
              status: 70,
              availableFen: part,
              reservedFen: 0,
              financed: s.financed,
            });
          }
          const plan = clearingPlan(face, nodes);
          if (!('payouts' in plan)) throw new Error(plan.problem);
          expect(plan.payouts.reduce((a, p) => a + p.amountFen, 0)).toBe(face);
          expect(new Set(plan.payouts.map((p) => p.voucherId)).size).toBe(plan.payouts.length);
          for (const p of plan.payouts) {
            const n = nodes.find((x) => x.id === p.voucherId);
            expect(p.payeeCompId).toBe(n?.holderCompId);
            expect(p.financed).toBe(n?.financed);
          }
        },
      ),
    );
  });

  it('refuses a tree whose parts do not add up (a part still waiting for its sign-for)', async () => {
    const { clearingPlan } = await import('../../../shared/rules/settlement');
    const plan = clearingPlan(100, [
      { id: 1, holderCompId: 1, status: 55, availableFen: 60, reservedFen: 0, financed: false },
      { id: 2, holderCompId: 2, status: 20, availableFen: 40, reservedFen: 0, financed: false },
    ]);
    expect(plan).toEqual({ problem: '凭证各部分尚有未完成的签收或转让，暂不能清分，请稍后再试' });
  });
});
