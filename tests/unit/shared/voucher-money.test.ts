/**
 * Money of the vouchers as properties: fen ↔ decimal strings round-trip exactly; the amount in
 * Chinese capitals reads back to the same fen; and any sequence of transfers, approvals,
 * refusals, returns and withdrawals keeps every balance non-negative and the tree's parts
 * adding up to the parent (children + remainder = face amount).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, fenToYuan, typedYuanToFen, VOUCHER_MAX_FEN, yuanToFen } from '../../../shared/format/fen';
import {
  type Balance,
  balanceProblem,
  heldStatus,
  release,
  reserve,
  returnChild,
  settleReservation,
  splitProblem,
} from '../../../server/features/voucher/voucher-rules';
import { VOUCHER } from '../../../shared/rules/status-codes';

const DIGIT: Record<string, number> = { 零: 0, 壹: 1, 贰: 2, 叁: 3, 肆: 4, 伍: 5, 陆: 6, 柒: 7, 捌: 8, 玖: 9 };
const SMALL: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** An independent reader of capitals (the test's own, not the code under test). */
function readCapitals(words: string): number {
  const [yuanPart = '', rest = ''] = words.includes('元') ? words.split('元') : ['', words];
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const ch of yuanPart) {
    if (ch in DIGIT) digit = DIGIT[ch] as number;
    else if (ch in SMALL) {
      section += (digit || 1) * (SMALL[ch] as number);
      digit = 0;
    } else if (ch === '万') {
      section = (section + digit) * 10_000;
      total += section;
      section = 0;
      digit = 0;
    } else if (ch === '亿') {
      total = (total + section + digit) * 100_000_000;
      section = 0;
      digit = 0;
    }
  }
  total += section + digit;
  let fen = total * 100;
  const jiao = /(.)角/.exec(rest);
  const cents = /(.)分/.exec(rest);
  if (jiao) fen += (DIGIT[jiao[1] as string] as number) * 10;
  if (cents) fen += DIGIT[cents[1] as string] as number;
  return fen;
}

describe('fen and yuan', () => {
  it('round-trips every amount of a voucher exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: VOUCHER_MAX_FEN }), (fen) => {
        const text = fenToYuan(fen) as string;
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(yuanToFen(text)).toBe(fen);
        expect(typedYuanToFen(`¥${Number(text.split('.')[0]).toLocaleString('en-US')}.${text.split('.')[1]}`)).toBe(
          fen,
        );
      }),
    );
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '1.234', '-1', '1e3', '01', '1,000', ' 1', '1.', '.5', '1000000000', 'NaN', '¥1'])
      expect(yuanToFen(bad)).toBeNull();
    expect(yuanToFen(12 as unknown as string)).toBeNull();
    expect(fenToYuan(1.5)).toBeNull();
    expect(fenToYuan(-5)).toBe('-0.05');
  });
});

describe('amount in Chinese capitals', () => {
  it('writes the usual cases as bills do', () => {
    expect(amountInWords(0)).toBe('零元整');
    expect(amountInWords(1)).toBe('壹分');
    expect(amountInWords(50)).toBe('伍角整');
    expect(amountInWords(105)).toBe('壹元零伍分');
    expect(amountInWords(1000)).toBe('壹拾元整');
    expect(amountInWords(100500)).toBe('壹仟零伍元整');
    expect(amountInWords(123456789)).toBe('壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分');
    expect(amountInWords(1000010)).toBe('壹万元壹角整');
    expect(amountInWords(10_000_000_000)).toBe('壹亿元整');
    expect(amountInWords(10_001_000_000)).toBe('壹亿零壹万元整');
    expect(amountInWords(-1)).toBeNull();
    expect(amountInWords(0.5)).toBeNull();
  });

  it('reads back to the same amount, uses only capitals, and never doubles a 零', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: VOUCHER_MAX_FEN }), (fen) => {
        const words = amountInWords(fen) as string;
        expect(words).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
        if (fen !== 0) expect(words).not.toMatch(/零零|零元|零万|零亿/);
        expect(readCapitals(words)).toBe(fen);
      }),
      { numRuns: 2000 },
    );
  });
});

type Step =
  | { kind: 'apply'; parts: number[] }
  | { kind: 'approve'; which: number }
  | { kind: 'return'; which: number }
  | { kind: 'refuseChild'; which: number };

describe('balances of a voucher under any sequence of steps', () => {
  it('never go negative, and children + remainder always equal the face amount', () => {
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('apply' as const),
        parts: fc.array(fc.integer({ min: 1, max: 400_000 }), { minLength: 1, maxLength: 4 }),
      }),
      fc.record({ kind: fc.constant('approve' as const), which: fc.nat(10) }),
      fc.record({ kind: fc.constant('return' as const), which: fc.nat(10) }),
      fc.record({ kind: fc.constant('refuseChild' as const), which: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(step, { maxLength: 40 }), (amount, steps) => {
        let b: Balance = { amountFen: amount, availableFen: amount, reservedFen: 0 };
        /** Pending applications (their parts), and the live children of approved ones. */
        const pending: number[][] = [];
        const children: number[] = [];
        const sum = (xs: readonly number[]) => xs.reduce((x, y) => x + y, 0);
        for (const s of steps) {
          if (s.kind === 'apply') {
            // The service refuses what splitProblem refuses; nothing changes then.
            if (splitProblem(b.availableFen, s.parts) !== null) {
              expect(sum(s.parts)).toBeGreaterThan(b.availableFen);
              continue;
            }
            b = reserve(b, sum(s.parts));
            pending.push(s.parts);
          } else if (s.kind === 'approve' || s.kind === 'return') {
            if (pending.length === 0) continue;
            const [parts = []] = pending.splice(s.which % pending.length, 1);
            if (s.kind === 'approve') {
              b = settleReservation(b, sum(parts));
              children.push(...parts);
            } else b = release(b, sum(parts));
          } else if (children.length > 0) {
            const [child = 0] = children.splice(s.which % children.length, 1);
            b = returnChild(b, child);
          }
          expect(balanceProblem(b)).toBeNull();
          expect(b.availableFen).toBeGreaterThanOrEqual(0);
          expect(b.reservedFen).toBe(sum(pending.flat()));
          expect(b.availableFen + b.reservedFen + sum(children)).toBe(amount);
          const status = heldStatus(b);
          if (b.reservedFen > 0) expect(status).toBe(VOUCHER.transferring);
          else if (b.availableFen === 0) expect(status).toBe(VOUCHER.transferred);
          else expect(status).toBe(VOUCHER.held);
        }
      }),
      { numRuns: 500 },
    );
  });
});
