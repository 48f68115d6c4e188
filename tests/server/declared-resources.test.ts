/**
 * The permission resources come from the pages' declarations (parcels/<app>/<app>.routes.ts):
 * the seed writes them, and a start adds a declared page's resource a database lacks, with its
 * default grants, once.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes/route-table';
import type { Db } from '../../server/db/db';
import { addDeclaredResources, declaredResources } from '../../server/db/seed/declared-resources';
import { databases, useTestEnv } from './helpers/test-app';

const granted = async (db: Db, role: string): Promise<string[]> =>
  (await db.query<{ code: string }>('SELECT res_code AS code FROM role_resources WHERE employee_role = $1', [role]))
    .map((r) => r.code)
    .sort();

/** In code-unit order, whatever the database's collation. */
const byCode = (a: { resCode: string }, b: { resCode: string }): number =>
  a.resCode < b.resCode ? -1 : a.resCode > b.resCode ? 1 : 0;

describe.each(databases())('permission resources derived from the declarations (%s)', (kind) => {
  const env = useTestEnv(kind);

  it('declares a resource for every permission page, under a declared group, with unique codes', () => {
    const resources = declaredResources();
    const pages = ROUTES.filter((r) => r.access === 'permission' && !r.redirect);
    expect(
      resources
        .filter((r) => r.resType === 'C')
        .map((r) => r.resUri)
        .sort(),
    ).toEqual(pages.map((r) => r.path).sort());
    const codes = resources.map((r) => r.resCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of resources) expect(r.parentCode === '0' || codes.includes(r.parentCode), r.resCode).toBe(true);
  });

  it('seeds exactly the declared resources', async () => {
    const rows = await env.db.query<{ resCode: string }>(
      `SELECT res_code AS "resCode", res_name AS "resName", res_type AS "resType", res_uri AS "resUri",
         parent_code AS "parentCode", order_num AS "orderNum", prod_code AS "prodCode" FROM resources`,
    );
    const declared = declaredResources()
      .map(({ roles: _roles, ...row }) => row)
      .sort(byCode);
    expect([...rows].sort(byCode)).toEqual(declared);
  });

  it(
    'grants the declared defaults: all to the administrator, no staff pages to others, ' +
      'nothing to the internal role',
    async () => {
      const all = declaredResources()
        .map((r) => r.resCode)
        .sort();
      expect(await granted(env.db, 'E101')).toEqual(all);
      const operator = await granted(env.db, 'E102');
      expect(operator).toEqual(all.filter((c) => !['CRM_EMPLOYEE', 'CRM_INVITE', 'CRM_OPERATION_LOG'].includes(c)));
      expect(await granted(env.db, 'E105')).toEqual(operator.filter((c) => c !== 'CRM_COMPANY'));
      expect(await granted(env.db, 'E100')).toEqual([]);
    },
  );

  it('adds a declared resource the database lacks, with its grants, once; reports one under another path', async () => {
    expect(await addDeclaredResources(env.db)).toEqual({ added: [], differing: [] });
    await env.db.query("DELETE FROM role_resources WHERE res_code = 'CRM_SESSIONS'");
    await env.db.query("DELETE FROM resources WHERE res_code = 'CRM_SESSIONS'");
    await env.db.query("UPDATE resources SET res_uri = '/center/crm/old-user' WHERE res_code = 'CRM_USER'");
    // An administrator's change to a grant stays.
    await env.db.query("DELETE FROM role_resources WHERE res_code = 'CRM_LOGIN_LOG' AND employee_role = 'E103'");

    const sync = await addDeclaredResources(env.db);
    expect(sync.added).toEqual(['CRM_SESSIONS']);
    expect(sync.differing).toEqual(['CRM_USER: /center/crm/old-user ≠ /center/crm/user']);
    expect(await granted(env.db, 'E103')).toContain('CRM_SESSIONS');
    expect(await granted(env.db, 'E103')).not.toContain('CRM_LOGIN_LOG');
    expect(await granted(env.db, 'E100')).toEqual([]);
    expect((await addDeclaredResources(env.db)).added).toEqual([]);
  });
});
