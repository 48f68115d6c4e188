/**
 * The GB/T 2260 divisions: every province serves the package's prefectures and counties through
 * province/list, area/list and the linkage calls (less the statistical "市辖区" entries);
 * the migration is the package's data; a company
 * in a county the old short list lacked (上海 嘉定区, 江苏 徐州 铜山区) registers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { regAccount, regPermit, regVerification } from './helpers/registration-steps';
import { call, login, P } from './helpers/api';
import { registrationData } from './helpers/registration-data';
import { approveCompany } from '../../server/features/registration/approval.service';
import { counties, packageTree, REGIONS_MIGRATION, regionsSql } from '../../scripts/lib/regions-sql';

const { nextMobile, nextCredit } = registrationData('1366000', '91310114MA1G', 3000);

interface Area {
  id: number;
  code: string;
  name: string;
  pid: number;
  children: Array<{ id: number; code: string; name: string; pid: number }>;
}

describe('the regions migration', () => {
  it('is the pinned package generated (npx tsx scripts/regions-sql.ts)', () => {
    expect(readFileSync(REGIONS_MIGRATION, 'utf8')).toBe(regionsSql());
  });
});

describe.each(databases())('regions on %s', (kind) => {
  const env = useTestEnv(kind);

  it('serves every province with the package’s prefectures and counties', async () => {
    const tree = packageTree();
    const provinces = await call<Array<{ id: number; code: string; name: string }>>(env.app, `${P}/province/list`);
    expect(provinces.env.body.map((p) => p.code)).toEqual(tree.map((p) => p.code));
    for (const p of provinces.env.body) {
      const source = tree.find((t) => t.code === p.code);
      const areas = await call<Area[]>(env.app, `${P}/area/list?pid=${p.id}`);
      const expected = source?.children ?? [];
      if (p.code === '710000') {
        // GB/T 2260 does not subdivide Taiwan: the four cities of the earlier list stay.
        expect(expected).toHaveLength(0);
        expect(areas.env.body.map((a) => a.name)).toEqual(['台北市', '高雄市', '台南市', '台中市']);
        continue;
      }
      const sorted = (codes: string[]) => [...codes].sort();
      expect(
        areas.env.body.map((a) => a.code),
        p.name,
      ).toEqual(sorted(expected.map((c) => c.code)));
      for (const a of areas.env.body) {
        const prefecture = expected.find((c) => c.code === a.code);
        expect(prefecture, a.name).toBeDefined();
        if (prefecture)
          expect(
            a.children.map((d) => d.code),
            a.name,
          ).toEqual(sorted(counties(prefecture).map((d) => d.code)));
      }
    }
    const shanghai = provinces.env.body.find((p) => p.code === '310000');
    const sh = await call<Area[]>(env.app, `${P}/area/list?pid=${shanghai?.id}`);
    expect(sh.env.body).toHaveLength(16);
    expect(sh.env.body.map((a) => a.name)).toContain('嘉定区');
    const gd = await call<Area[]>(env.app, `${P}/area/list?pid=440000`);
    expect(gd.env.body).toHaveLength(21);
    expect(gd.env.body.map((a) => a.name)).toContain('惠州市');
    const henan = await call<Area[]>(env.app, `${P}/area/list?pid=410000`);
    expect(henan.env.body.find((a) => a.code === '419000')?.name).toBe('省直辖县级行政区划');
  });

  it('walks the linkage tree down to the counties', async () => {
    const top = await call<Array<{ id: number; hasChildren: boolean }>>(env.app, `${P}/linkage/list`);
    expect(top.env.body).toHaveLength(34);
    const js = await call<Array<{ id: number; name: string; hasChildren: boolean }>>(
      env.app,
      `${P}/linkage/getChild?pid=320000`,
    );
    const xuzhou = js.env.body.find((c) => c.name === '徐州市');
    expect(xuzhou).toMatchObject({ hasChildren: true });
    const counties = await call<Array<{ name: string; hasChildren: boolean }>>(
      env.app,
      `${P}/linkage/getChild?pid=${xuzhou?.id}`,
    );
    expect(counties.env.body.map((c) => c.name)).toContain('铜山区');
    expect(counties.env.body.every((c) => !c.hasChildren)).toBe(true);
  });

  it('keeps the seeded companies’ areas valid', async () => {
    const rows = await env.db.query<{ comp_name: string }>(
      `SELECT c.comp_name FROM companies c
       LEFT JOIN regions pr ON pr.code = c.province_code AND pr.level = 1
       LEFT JOIN regions ar ON ar.code = c.area_code
       WHERE pr.id IS NULL OR ar.id IS NULL`,
    );
    expect(rows).toEqual([]);
    const t = await login(env.app, env.db, '13800000001', '华信核心制造集团有限公司');
    const info = await call(env.app, `${P}/cust/company/info`, { token: t.accessToken });
    expect(info.env.body).toMatchObject({ provinceName: '上海市', areaName: '浦东新区' });
  });

  async function register(provinceCode: string, areaCode: string) {
    const mobile = nextMobile();
    const account = await regAccount(env.app, env.db, mobile);
    const ticket = account.env.body.regTicket;
    const permit = await regPermit(env.app, ticket, {
      compName: `嘉定测试企业${mobile.slice(-3)}有限公司`,
      creditCode: nextCredit(),
      provinceCode,
      areaCode,
      address: '测试路1号',
    });
    return { mobile, ticket, permit };
  }

  it('registers a company in 嘉定区 (上海) and one in 铜山区 (江苏 徐州)', async () => {
    for (const [province, area, expectedArea] of [
      ['310000', '310114', '嘉定区'],
      ['320000', '320312', '徐州市 铜山区'],
    ] as const) {
      const { mobile, ticket, permit } = await register(province, area);
      expect(permit.env, area).toMatchObject({ ok: true, body: { step: 'verification' } });
      const ver = await regVerification(env.app, ticket, '测试管理员', { email: 'admin@test.example.com' });
      expect(ver.env).toMatchObject({ ok: true });
      await approveCompany(env.app.scf, ver.env.body.compCode, Date.now());
      const t = await login(env.app, env.db, mobile, undefined, 'Abc12345x');
      const info = await call(env.app, `${P}/cust/company/info`, { token: t.accessToken });
      expect(info.env.body).toMatchObject({ areaCode: area, areaName: expectedArea });
    }
  });

  it('refuses an area of another province, and a province as its own area', async () => {
    const other = await register('310000', '320312');
    expect(other.permit.env).toMatchObject({ ok: false, status: 400 });
    expect(other.permit.env.msg).toContain('请选择正确的城市');
    const self = await register('320000', '320000');
    expect(self.permit.env).toMatchObject({ ok: false, status: 400 });
  });
});
