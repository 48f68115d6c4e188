/**
 * The message list and 全部已读 by message types (the header bell's 通知 and 消息 tabs): the
 * list keeps only those types, readAll with types marks only those read (the unread count
 * drops by exactly them), and bad types are refused with a message, nothing changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, login, P, type Tokens } from './helpers/api';

describe.each(databases())('message types on %s', (kind) => {
  const env = useTestEnv(kind);
  let t: Tokens;

  beforeAll(async () => {
    t = await login(env.app, env.db, '13800000005');
  }, 180_000);

  const unread = async (): Promise<number> =>
    (
      await call<number>(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${t.compCode}`, {
        token: t.accessToken,
      })
    ).env.body;
  const list = async (body: Record<string, unknown>) =>
    (
      await call<{ list: { msgType: string; readStatus: number }[]; total: number }>(env.app, `${P}/message/list`, {
        token: t.accessToken,
        body,
      })
    ).env;

  it('lists only the given types', async () => {
    const all = await list({ readStatus: 0, pageSize: 100 });
    const notices = await list({ readStatus: 0, msgTypes: ['SYSTEM', 'APPROVAL'], pageSize: 100 });
    expect(notices.ok).toBe(true);
    expect(notices.body.total).toBeGreaterThan(0);
    expect(notices.body.list.every((m) => m.msgType === 'SYSTEM' || m.msgType === 'APPROVAL')).toBe(true);
    expect(notices.body.total).toBe(
      all.body.list.filter((m) => m.msgType === 'SYSTEM' || m.msgType === 'APPROVAL').length,
    );
  });

  it('marks only the given types read', async () => {
    const before = await unread();
    const business = (await list({ readStatus: 0, msgTypes: ['BUSINESS'] })).body.total;
    expect(business).toBeGreaterThan(0);
    const res = await call<{ updated: number }>(env.app, `${P}/message/readAll`, {
      token: t.accessToken,
      body: { msgTypes: ['BUSINESS'] },
    });
    expect(res.env.ok).toBe(true);
    expect(res.env.body.updated).toBe(business);
    expect(await unread()).toBe(before - business);
    expect((await list({ readStatus: 0, msgTypes: ['BUSINESS'] })).body.total).toBe(0);
    // The plain call (no body fields) still marks everything.
    const rest = await call<{ updated: number }>(env.app, `${P}/message/readAll`, { token: t.accessToken, body: {} });
    expect(rest.env.body.updated).toBe(before - business);
    expect(await unread()).toBe(0);
  });

  it('refuses bad types with a message', async () => {
    for (const msgTypes of [[], ['a b'], 'SYSTEM', [1], Array.from({ length: 11 }, () => 'SYSTEM')]) {
      const res = await call(env.app, `${P}/message/readAll`, { token: t.accessToken, body: { msgTypes } });
      expect(res.env.ok, JSON.stringify(msgTypes)).toBe(false);
      expect(res.http).toBeLessThan(500);
      expect(typeof res.env.msg).toBe('string');
      const l = await call(env.app, `${P}/message/list`, { token: t.accessToken, body: { msgTypes } });
      expect(l.env.ok).toBe(false);
    }
  });
});
