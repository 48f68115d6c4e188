/**
 * The operator gives and takes the role that allows import-map overrides in production
 * (`npm run admin -- override-role …`): on every active membership of the person, or on one
 * company's; bad or unknown input gets a clear message and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { canOverrideImportMap } from '../../shared/access/can';
import { parseOverrideRoleArgs } from '../../server/admin-override-role';
import { runOverrideRoleRequest } from '../../server/features/deploy/override-role.service';
import { rolesOf } from '../../server/features/session/session.service';
import { databases, useTestEnv } from './helpers/test-app';

describe('the command line of override-role', () => {
  it('reads grant, revoke and list, and answers anything else with the usage', () => {
    expect(parseOverrideRoleArgs(['grant', '13800000004'])).toEqual({
      action: 'grant',
      mobile: '13800000004',
      compCode: null,
    });
    expect(parseOverrideRoleArgs(['revoke', '13800000004', '--company', 'C1'])).toEqual({
      action: 'revoke',
      mobile: '13800000004',
      compCode: 'C1',
    });
    expect(parseOverrideRoleArgs(['list'])).toEqual({ action: 'list' });
    for (const bad of [[], ['grant'], ['grant', 'a', 'b'], ['give', '1'], ['grant', '1', '--what'], ['list', 'x']]) {
      expect(typeof parseOverrideRoleArgs(bad)).toBe('string');
    }
  });
});

describe.each(databases())('granting the import-map override role on %s', (kind) => {
  const env = useTestEnv(kind);
  const employeeOf = async (mobile: string): Promise<number> =>
    Number(
      (
        await env.db.query<{ id: number }>(
          'SELECT e.id FROM employees e JOIN persons p ON p.id = e.person_id WHERE p.mobile = $1 AND e.status = 1',
          [mobile],
        )
      )[0]?.id,
    );
  const allowed = async (mobile: string): Promise<boolean> =>
    canOverrideImportMap(await rolesOf(env.db, await employeeOf(mobile)));

  it('grants and revokes the role, and a second grant changes nothing', async () => {
    const mobile = '13800000004';
    expect(await allowed(mobile)).toBe(false);
    const granted = await runOverrideRoleRequest(env.db, { action: 'grant', mobile, compCode: null });
    expect(granted).toMatchObject({ changed: 1 });
    expect(await allowed(mobile)).toBe(true);
    expect(await runOverrideRoleRequest(env.db, { action: 'grant', mobile, compCode: null })).toMatchObject({
      changed: 0,
    });
    const holders = await runOverrideRoleRequest(env.db, { action: 'list' });
    expect(holders).toEqual(expect.arrayContaining([expect.objectContaining({ mobile })]));
    // The person's other roles stay as they were.
    const others = (await rolesOf(env.db, await employeeOf(mobile))).filter((r) => r.employeeRole !== 'E100');
    expect(others.length).toBeGreaterThan(0);
    expect(await runOverrideRoleRequest(env.db, { action: 'revoke', mobile, compCode: null })).toMatchObject({
      changed: 1,
    });
    expect(await allowed(mobile)).toBe(false);
    expect((await rolesOf(env.db, await employeeOf(mobile))).length).toBe(others.length);
  });

  it('limits a grant to one company with --company', async () => {
    const mobile = '13800000002';
    const [comp] = await env.db.query<{ comp_code: string }>(
      `SELECT c.comp_code FROM companies c JOIN employees e ON e.comp_id = c.id
         JOIN persons p ON p.id = e.person_id WHERE p.mobile = $1`,
      [mobile],
    );
    const code = String(comp?.comp_code);
    expect(await runOverrideRoleRequest(env.db, { action: 'grant', mobile, compCode: code })).toEqual({
      companies: [code],
      changed: 1,
    });
    expect(await allowed(mobile)).toBe(true);
    await runOverrideRoleRequest(env.db, { action: 'revoke', mobile, compCode: code });
    expect(await allowed(mobile)).toBe(false);
  });

  it.each([
    ['a malformed mobile', { action: 'grant' as const, mobile: '12345', compCode: null }, '手机号格式不正确'],
    [
      'a mobile nobody has',
      { action: 'grant' as const, mobile: '13999999999', compCode: null },
      '没有任何在职的企业成员身份',
    ],
    [
      'a company the person is not in',
      { action: 'grant' as const, mobile: '13800000004', compCode: 'NO_SUCH_COMP' },
      '不是企业 NO_SUCH_COMP 的在职成员',
    ],
    [
      'a malformed company',
      { action: 'revoke' as const, mobile: '13800000004', compCode: 'a b' },
      '企业编号格式不正确',
    ],
  ])('refuses %s with a Chinese message and changes nothing', async (_what, req, message) => {
    const before = await env.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM employee_roles WHERE employee_role = 'E100'",
    );
    await expect(runOverrideRoleRequest(env.db, req)).rejects.toThrow(message);
    expect(
      await env.db.query<{ n: number }>("SELECT count(*)::int AS n FROM employee_roles WHERE employee_role = 'E100'"),
    ).toEqual(before);
  });
});
