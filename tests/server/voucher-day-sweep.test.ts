/**
 * The day's maturity sweep does not hold product calls: a call of a day not yet swept waits for the
 * sweep at most `sweepWaitMs`, then answers from the vouchers as they are while the sweep goes on;
 * the next call after it ends reads the swept day. And the upkeep timer's midnight is China's.
 *
 * The slow sweep is a real one: a row lock held by another transaction on a voucher the sweep
 * must change. That needs a second connection, so this part runs on PostgreSQL only (the embedded
 * database has one connection: the lock would hold the call's own reads too).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DAY } from '../../server/core/time';
import { msToChinaMidnight } from '../../server/features/voucher/voucher-maturity.service';
import { databases, useTestEnv } from './helpers/test-app';
import { login } from './helpers/api';
import { SUPPLIER, usePeople, voucherSteps } from './helpers/voucher';

describe('the upkeep timer', () => {
  it('counts to the next midnight in China, whatever the server timezone', () => {
    // 23:59:59 in Beijing is 15:59:59 UTC.
    expect(msToChinaMidnight(Date.parse('2026-11-28T15:59:59Z'))).toBe(1_000);
    expect(msToChinaMidnight(Date.parse('2026-11-28T16:00:00Z'))).toBe(DAY);
    expect(msToChinaMidnight(Date.parse('2026-11-29T04:00:00Z'))).toBe(12 * 3_600_000);
  });
});

const postgres = databases().includes('postgres');

describe.skipIf(!postgres)('a slow day sweep on postgres', () => {
  const env = useTestEnv('postgres', { sweepWaitMs: 200 });
  const p = usePeople(env);
  const ops = voucherSteps(env, p);
  afterAll(() => env.clock.reset());

  it('answers from the vouchers as they are while the sweep waits, and from the swept day after it', async () => {
    const held = await ops.heldVoucher('800.00', SUPPLIER, 10);
    const detail = async (token: string) => (await ops.post('/detail', token, { voucherId: held })).env;
    expect((await detail(p.supOp.accessToken)).body.status).toBe(55);

    // Another transaction holds the voucher's row until `release` is called.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = env.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM credit_vouchers WHERE id = $1 FOR UPDATE', [held]);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;

    // Its due date: the sweep would make it 待兑付, but it waits on the lock.
    env.clock.advance(10 * DAY);
    const sup = await login(env.app, env.db, '13800000013');
    try {
      const meanwhile = await detail(sup.accessToken);
      expect(meanwhile.ok).toBe(true);
      expect(meanwhile.body.status).toBe(55);
    } finally {
      release();
      await holding;
    }
    await vi.waitFor(async () => expect((await detail(sup.accessToken)).body.status).toBe(70), {
      timeout: 20_000,
      interval: 100,
    });
  });
});
