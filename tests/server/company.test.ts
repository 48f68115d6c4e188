/** Companies, employees, invitations, permissions: roles and the company boundary. */
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Static } from 'typebox';
import { CompanyInfoSchema } from '../../server/features/company/company.schemas';
import type { CompanyInfo } from '../../shared/api/types';
import { DEMO } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import {
  call,
  freshIp,
  lastCode,
  login,
  logins,
  newBrowserId,
  P,
  type Tokens,
  INVITED_CREDIT_CODE,
} from './helpers/api';

describe.each(databases())('companies and employees on %s', (kind) => {
  const env = useTestEnv(kind);
  // 华信's administrator (E101) and operator (E102), 华南's administrator (E101), 华信's reviewer (E103, E105).
  let admin: Tokens, operator: Tokens, supplierAdmin: Tokens, query: Tokens;
  beforeAll(async () => {
    [admin, operator, supplierAdmin, query] = await logins(
      env,
      [DEMO.twoCompanies, '华信'],
      [DEMO.operator],
      [DEMO.supplierAdmin],
      [DEMO.reviewer],
    );
  }, 180_000);

  describe('company info', () => {
    it('gives compInfo for an opened product and the string 403 otherwise', async () => {
      const crm = await call(env.app, `${P}/cust/employee/info/comp`, {
        token: admin.accessToken,
        body: { productCode: 'CRM' },
      });
      expect(crm.env).toMatchObject({ status: 200, ok: true });
      expect(crm.env.body).toMatchObject({
        compName: '华信核心制造集团有限公司',
        userName: '张伟',
        mobile: '138******0001',
        compCode: admin.compCode,
      });
      expect(crm.env.body.employeeRole).toEqual([{ prodCode: 'CRM', employeeRole: 'E101' }]);
      const ec = await call(env.app, `${P}/cust/employee/info/comp`, {
        token: admin.accessToken,
        body: { productCode: 'EC' },
      });
      expect(ec.env.ok).toBe(true);
      // E100 is never returned.
      expect(JSON.stringify(ec.env.body)).not.toContain('E100');
      const notOpened = await call(env.app, `${P}/cust/employee/info/comp`, {
        token: admin.accessToken,
        body: { productCode: 'ZNX' },
      });
      expect(notOpened.http).toBe(200);
      expect(notOpened.env.status).toBe('403');
      expect(notOpened.env.ok).toBe(false);
      const unknown = await call(env.app, `${P}/cust/employee/info/comp`, {
        token: admin.accessToken,
        body: { productCode: 'NOPE' },
      });
      expect(unknown.env).toMatchObject({ ok: false, status: 400 });
    });

    it(
      "lists the roles of every product for the portal and only the asked product's roles otherwise, " +
        'in a stable order',
      async () => {
        const info = async (productCode: string) =>
          (await call(env.app, `${P}/cust/employee/info/comp`, { token: query.accessToken, body: { productCode } })).env
            .body as {
            compRole: { prodCode: string; compRole: string }[];
            employeeRole: { prodCode: string; employeeRole: string }[];
          };
        const byCode = (a: { prodCode: string }, b: { prodCode: string }) => a.prodCode.localeCompare(b.prodCode);
        const ec = await info('EC');
        // The company has roles in several products; listed by product, then role.
        expect(new Set(ec.compRole.map((r) => r.prodCode)).size).toBeGreaterThan(1);
        expect(ec.compRole).toEqual(
          [...ec.compRole].sort((a, b) => byCode(a, b) || a.compRole.localeCompare(b.compRole)),
        );
        expect(ec.employeeRole.map((r) => r.employeeRole)).toEqual(expect.arrayContaining(['E103', 'E105']));
        expect(ec.employeeRole).toEqual(
          [...ec.employeeRole].sort((a, b) => byCode(a, b) || a.employeeRole.localeCompare(b.employeeRole)),
        );
        const crm = await info('CRM');
        expect(crm.compRole.length).toBeGreaterThan(0);
        expect(crm.compRole.every((r) => r.prodCode === 'CRM')).toBe(true);
        expect(crm.compRole).toEqual(ec.compRole.filter((r) => r.prodCode === 'CRM'));
        expect(crm.employeeRole).toEqual(ec.employeeRole.filter((r) => r.prodCode === 'CRM'));
      },
    );

    it("lists the person's companies in the shape of the client state", async () => {
      const r = await call(env.app, `${P}/company/custAccount/list/dict`, { token: admin.accessToken });
      expect(r.env.body).toHaveLength(2);
      for (const item of r.env.body) {
        expect(Object.keys(item).sort()).toEqual([
          'compBizCode',
          'compName',
          'compRole',
          'current',
          'employeeCode',
          'employeeRole',
          'isActive',
          'status',
        ]);
      }
      // ENDORSE is opened by the supplier only (transfers are a holder's business).
      const byProduct = await call(env.app, `${P}/cust/employee/findAllCompNameByMobile`, {
        token: admin.accessToken,
        body: { productCode: 'ENDORSE' },
      });
      expect(byProduct.env.body.map((c: { compName: string }) => c.compName)).toEqual(['华南精密零部件供应有限公司']);
    });

    it('shows the account view with roles and without E100', async () => {
      const r = await call(env.app, `${P}/company/custAccount/login/view`, { token: admin.accessToken });
      expect(r.env.body).toMatchObject({
        userName: '张伟',
        compName: '华信核心制造集团有限公司',
        employeeCode: admin.employeeCode,
      });
      expect(r.env.body.employeeRole.map((x: { employeeRole: string }) => x.employeeRole)).not.toContain('E100');
      expect(r.env.body.compRole).toContainEqual({ prodCode: 'EC', compRole: 'C101' });
    });

    it("answers the company's roles as the per-product list the front end's CompanyInfo declares", async () => {
      // The type check (tsc) fails when the schema and shared's type drift apart.
      expectTypeOf<Static<typeof CompanyInfoSchema>>().toEqualTypeOf<CompanyInfo>();
      const info = await call(env.app, `${P}/cust/company/info`, { token: admin.accessToken });
      expect(info.env.ok).toBe(true);
      expect(Object.keys(info.env.body).sort()).toEqual(Object.keys(CompanyInfoSchema.properties).sort());
      expect(Array.isArray(info.env.body.compRole)).toBe(true);
      expect(info.env.body.compRole).toContainEqual({ prodCode: 'CRM', compRole: 'C101' });
      expect(info.env.body.compRole).toContainEqual({ prodCode: 'CRM', compRole: 'C106' });
      for (const r of info.env.body.compRole) expect(Object.keys(r).sort()).toEqual(['compRole', 'prodCode']);
    });

    it('lets only an administrator update the company, and only the editable fields', async () => {
      const denied = await call(env.app, `${P}/cust/company/update`, {
        token: operator.accessToken,
        body: { address: '新地址' },
      });
      expect(denied.http).toBe(200);
      expect(denied.env).toMatchObject({ ok: false, status: 4030 });
      const extra = await call(env.app, `${P}/cust/company/update`, {
        token: admin.accessToken,
        body: { compName: '改名' },
      });
      expect(extra.http).toBe(400);
      const ok = await call(env.app, `${P}/cust/company/update`, {
        token: admin.accessToken,
        body: { address: '上海市浦东新区新地址1号', contactName: '张伟', contactPhone: '13800000001' },
      });
      expect(ok.env.ok).toBe(true);
      const info = await call(env.app, `${P}/cust/company/info`, { token: operator.accessToken });
      expect(info.env.body).toMatchObject({
        address: '上海市浦东新区新地址1号',
        contactName: '张伟',
        provinceName: '上海市',
      });
      const empty = await call(env.app, `${P}/cust/company/update`, { token: admin.accessToken, body: {} });
      expect(empty.env.ok).toBe(false);
    });
  });

  describe('permissions', () => {
    it('gives the administrator every CRM page and the operator all but staff and invitations', async () => {
      const a = await call<Array<{ resUri: string }>>(env.app, `${P}/res/menu/emp/role/findPermByToken`, {
        token: admin.accessToken,
      });
      const o = await call<Array<{ resUri: string }>>(env.app, `${P}/res/menu/emp/role/findPermByToken`, {
        token: operator.accessToken,
      });
      const au = a.env.body.map((x) => x.resUri);
      const ou = o.env.body.map((x) => x.resUri);
      for (const uri of [
        '/center/product/product',
        '/center/crm/user',
        '/center/crm/account/list',
        '/center/crm/company',
        '/center/crm/changeAcc',
        '/center/crm/changeAccView',
        '/center/crm/employee/list',
        '/center/crm/invication',
        '/center/crm/message/list',
        '/center/crm/message/detail/:id',
        '/center/crm/affiche/list',
        '/center/crm/affiche/detail/:id',
      ]) {
        expect(au).toContain(uri);
      }
      expect(ou).not.toContain('/center/crm/employee/list');
      expect(ou).not.toContain('/center/crm/invication');
      expect(ou).toContain('/center/crm/user');
      const menus = await call(env.app, `${P}/res/menu/emp/role/findResAllByToken`, {
        token: admin.accessToken,
        body: { productCode: 'CRM' },
      });
      const notOpened = await call(env.app, `${P}/res/menu/emp/role/findResAllByToken`, {
        token: admin.accessToken,
        body: { productCode: 'ZNX' },
      });
      expect(notOpened.env.status).toBe('403');
      expect(menus.env.body[0]).toMatchObject({
        resCode: expect.any(String),
        resName: expect.any(String),
        resType: expect.any(String),
        parentCode: expect.any(String),
        orderNum: expect.any(Number),
      });
    });
  });

  describe('employees', () => {
    it("lists, searches and pages the company's employees, refusing the operator", async () => {
      const list = await call(env.app, `${P}/cust/employee/list`, {
        token: admin.accessToken,
        body: { pageNum: 1, pageSize: 3 },
      });
      expect(list.env.ok).toBe(true);
      expect(list.env.body.list).toHaveLength(3);
      expect(list.env.body.total).toBeGreaterThanOrEqual(6);
      expect(list.env.body.list[0].mobile).toMatch(/^1\d{2}\*{6}\d{4}$/);
      expect(list.env.body.list[0]).not.toHaveProperty('total');
      // Every page carries the same count, also the last one and one past the end.
      const pages = Math.ceil(list.env.body.total / 3);
      const last = await call(env.app, `${P}/cust/employee/list`, {
        token: admin.accessToken,
        body: { pageNum: pages, pageSize: 3 },
      });
      expect(last.env.body.total).toBe(list.env.body.total);
      expect(last.env.body.list.length).toBe(list.env.body.total - (pages - 1) * 3);
      const past = await call(env.app, `${P}/cust/employee/list`, {
        token: admin.accessToken,
        body: { pageNum: pages + 1, pageSize: 3 },
      });
      expect(past.env.body).toMatchObject({ list: [], total: list.env.body.total });
      const search = await call(env.app, `${P}/cust/employee/list`, {
        token: admin.accessToken,
        body: { keyword: '李娜' },
      });
      expect(search.env.body.list.map((e: { userName: string }) => e.userName)).toEqual(['李娜']);
      const like = await call(env.app, `${P}/cust/employee/list`, { token: admin.accessToken, body: { keyword: '%' } });
      expect(like.env.body.total).toBe(0);
      const disabled = await call(env.app, `${P}/cust/employee/list`, {
        token: admin.accessToken,
        body: { isActive: 0 },
      });
      expect(disabled.env.body.list.map((e: { userName: string }) => e.userName)).toEqual(['赵磊']);
      const denied = await call(env.app, `${P}/cust/employee/list`, { token: operator.accessToken, body: {} });
      expect(denied.env).toMatchObject({ ok: false, status: 4030 });
      // Another company's people never show up.
      const other = await call(env.app, `${P}/cust/employee/list`, {
        token: supplierAdmin.accessToken,
        body: { keyword: '李娜' },
      });
      expect(other.env.body.total).toBe(0);
    });

    it('adds an employee with roles; the new person signs in by SMS code', async () => {
      const add = await call(env.app, `${P}/cust/employee/add`, {
        token: admin.accessToken,
        body: {
          userName: '新员工',
          mobile: '13655550001',
          email: 'new@example.com',
          roles: [
            { prodCode: 'CRM', employeeRole: 'E102' },
            { prodCode: 'CREDIT', employeeRole: 'CREDIT-E106' },
          ],
        },
      });
      expect(add.env.ok).toBe(true);
      const code = add.env.body.employeeCode;
      const dup = await call(env.app, `${P}/cust/employee/add`, {
        token: admin.accessToken,
        body: { userName: '新员工', mobile: '13655550001', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
      });
      expect(dup.env).toMatchObject({ ok: false, status: 409, body: { field: 'mobile' } });
      const badRole = await call(env.app, `${P}/cust/employee/add`, {
        token: admin.accessToken,
        body: { userName: 'x', mobile: '13655550002', roles: [{ prodCode: 'CRM', employeeRole: 'E100' }] },
      });
      expect(badRole.http).toBe(400);
      const notOpened = await call(env.app, `${P}/cust/employee/add`, {
        token: admin.accessToken,
        body: { userName: 'x', mobile: '13655550002', roles: [{ prodCode: 'ZNX', employeeRole: 'E102' }] },
      });
      expect(notOpened.env).toMatchObject({ ok: false, body: { field: 'roles' } });
      const byOperator = await call(env.app, `${P}/cust/employee/add`, {
        token: operator.accessToken,
        body: { userName: 'x', mobile: '13655550003', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
      });
      expect(byOperator.env.status).toBe(4030);
      const listed = await call(env.app, `${P}/cust/employee/list`, {
        token: admin.accessToken,
        body: { keyword: '新员工' },
      });
      expect(listed.env.body.list[0]).toMatchObject({ employeeCode: code, isActive: 1 });
      expect(listed.env.body.list[0].employeeRole).toEqual([
        { prodCode: 'CREDIT', employeeRole: 'E106' },
        { prodCode: 'CRM', employeeRole: 'E102' },
      ]);
    });

    it('shows one e-mail per person in every company: the one the person set themselves', async () => {
      const me = await login(env.app, env.db, '13800000001', '华南');
      const b = newBrowserId();
      expect(
        (
          await call(env.app, `/third/mail/sendEmailCode?email=zhang.wei@example.com&browserID=${b}`, {
            token: me.accessToken,
            ip: freshIp(),
          })
        ).env.ok,
      ).toBe(true);
      const code = await lastCode(env.db, 'email', 'zhang.wei@example.com');
      expect(
        (await call(env.app, `/third/mail/emailCodeValid?code=${code}&browserID=${b}`, { token: me.accessToken })).env
          .ok,
      ).toBe(true);
      expect(
        (
          await call(env.app, `${P}/company/custAccount/email/update?email=zhang.wei@example.com`, {
            token: me.accessToken,
          })
        ).env.ok,
      ).toBe(true);
      for (const t of [admin, supplierAdmin]) {
        const listed = await call(env.app, `${P}/cust/employee/list`, {
          token: t.accessToken,
          body: { keyword: '13800000001' },
        });
        expect(listed.env.body.list.map((e: { email: string }) => e.email)).toEqual(['zhang.wei@example.com']);
      }
      // An administrator cannot overwrite it: the edit takes the name only.
      const edit = await call(env.app, `${P}/cust/employee/edit`, {
        token: admin.accessToken,
        body: { employeeCode: admin.employeeCode, userName: '张伟', email: 'other@example.com' },
      });
      expect(edit.env.ok).toBe(false);
      expect(edit.http).toBe(400);
    });

    it('edits, assigns roles, disables (signing out) and enables an employee of the own company only', async () => {
      const t = await login(env.app, env.db, '13800000007');
      const edit = await call(env.app, `${P}/cust/employee/edit`, {
        token: admin.accessToken,
        body: { employeeCode: t.employeeCode, userName: '孙丽丽' },
      });
      expect(edit.env.ok).toBe(true);
      const roles = await call(env.app, `${P}/cust/employee/roles`, {
        token: admin.accessToken,
        body: { employeeCode: t.employeeCode, roles: [{ prodCode: 'CRM', employeeRole: 'E101' }] },
      });
      expect(roles.env.ok).toBe(true);
      const perms = await call<Array<{ resUri: string }>>(env.app, `${P}/res/menu/emp/role/findPermByToken`, {
        token: t.accessToken,
      });
      expect(perms.env.body.map((p) => p.resUri)).toContain('/center/crm/employee/list');
      const disable = await call(env.app, `${P}/cust/employee/disable?employeeCode=${t.employeeCode}`, {
        token: admin.accessToken,
      });
      expect(disable.env.ok).toBe(true);
      const gone = await call(env.app, `${P}/loginInfo/view`, { token: t.accessToken });
      expect(gone.env.ok).toBe(false);
      expect([401, 403]).toContain(gone.env.status);
      expect(
        (await call(env.app, `${P}/cust/employee/enable?employeeCode=${t.employeeCode}`, { token: admin.accessToken }))
          .env.ok,
      ).toBe(true);
      // Another company's employee: not found, nothing changes.
      const foreign = await call(env.app, `${P}/cust/employee/disable?employeeCode=${supplierAdmin.employeeCode}`, {
        token: admin.accessToken,
      });
      expect(foreign.env).toMatchObject({ ok: false, status: 404 });
      const foreignEdit = await call(env.app, `${P}/cust/employee/edit`, {
        token: admin.accessToken,
        body: { employeeCode: supplierAdmin.employeeCode, userName: '黑客' },
      });
      expect(foreignEdit.env.status).toBe(404);
      const still = await call(env.app, `${P}/company/custAccount/login/view`, { token: supplierAdmin.accessToken });
      expect(still.env.ok).toBe(true);
      const self = await call(env.app, `${P}/cust/employee/disable?employeeCode=${admin.employeeCode}`, {
        token: admin.accessToken,
      });
      expect(self.env.ok).toBe(false);
    });

    it('keeps at least one administrator', async () => {
      const a = await login(env.app, env.db, '13800000011');
      const r = await call(env.app, `${P}/cust/employee/roles`, {
        token: a.accessToken,
        body: { employeeCode: a.employeeCode, roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
      });
      expect(r.env).toMatchObject({ ok: false, status: 409 });
      const view = await call(env.app, `${P}/company/custAccount/login/view`, { token: a.accessToken });
      expect(view.env.body.employeeRole).toContainEqual({ prodCode: 'CRM', employeeRole: 'E101' });
    });

    it("checks a user's product access only inside the own company", async () => {
      const r = await call(
        env.app,
        `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode?productCode=CREDIT&compCode=${admin.compCode}&` +
          `userCode=${operator.employeeCode}`,
        { token: admin.accessToken },
      );
      expect(r.env.body).toEqual({ pass: true, employeeRole: ['E102'] });
      const no = await call(
        env.app,
        `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode?productCode=ZNX&compCode=${admin.compCode}&use` +
          `rCode=${operator.employeeCode}`,
        { token: admin.accessToken },
      );
      expect(no.env.body.pass).toBe(false);
      const foreign = await call(
        env.app,
        `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode?productCode=CRM&compCode=` +
          `${supplierAdmin.compCode}&userCode=${supplierAdmin.employeeCode}`,
        { token: admin.accessToken },
      );
      expect(foreign.env.status).toBe(4030);
    });
  });

  describe('invitations', () => {
    it('creates, lists, resends, revokes and accepts invitations', async () => {
      // Addressed to 华南 by its credit code (the invitation is bound to it).
      const huanan =
        (
          await env.db.query<{ credit_code: string }>('SELECT credit_code FROM companies WHERE comp_name = $1', [
            '华南精密零部件供应有限公司',
          ])
        )[0]?.credit_code ?? '';
      const create = await call(env.app, `${P}/cust/invitation/create`, {
        token: admin.accessToken,
        body: {
          compName: '华南精密零部件供应有限公司',
          creditCode: huanan,
          contactName: '王芳',
          mobile: '13800000003',
          compRole: 'C102',
        },
      });
      expect(create.env.ok).toBe(true);
      const inviteCode = create.env.body.inviteCode;
      expect(await lastCode(env.db, 'sms', '13800000003')).toBe(inviteCode);
      const dup = await call(env.app, `${P}/cust/invitation/create`, {
        token: admin.accessToken,
        body: {
          compName: 'x',
          creditCode: INVITED_CREDIT_CODE,
          contactName: 'y',
          mobile: '13800000003',
          compRole: 'C102',
        },
      });
      expect(dup.env.status).toBe(409);
      const denied = await call(env.app, `${P}/cust/invitation/create`, {
        token: operator.accessToken,
        body: {
          compName: 'x',
          creditCode: INVITED_CREDIT_CODE,
          contactName: 'y',
          mobile: '13800000009',
          compRole: 'C102',
        },
      });
      expect(denied.env.status).toBe(4030);
      const list = await call(env.app, `${P}/cust/invitation/list`, { token: admin.accessToken, body: {} });
      expect(list.env.body.list[0]).toMatchObject({
        compName: '华南精密零部件供应有限公司',
        status: 'sent',
        mobile: '138******0003',
      });
      // Another company cannot see or touch it.
      const otherList = await call(env.app, `${P}/cust/invitation/list`, {
        token: supplierAdmin.accessToken,
        body: {},
      });
      expect(otherList.env.body.total).toBe(0);
      const otherRevoke = await call(env.app, `${P}/cust/invitation/revoke?id=${create.env.body.id}`, {
        token: supplierAdmin.accessToken,
      });
      expect(otherRevoke.env.status).toBe(404);
      // Resend (two minutes later): a new code, a new 发送时间; the old code no longer works.
      const sentFirst = list.env.body.list[0].sendTime;
      expect(sentFirst).toBe(list.env.body.list[0].createTime);
      env.clock.advance(120_000);
      let resend: Awaited<ReturnType<typeof call>>;
      try {
        resend = await call(env.app, `${P}/cust/invitation/resend?id=${create.env.body.id}`, {
          token: admin.accessToken,
        });
      } finally {
        env.clock.reset();
      }
      expect(resend.env.ok).toBe(true);
      const relisted = await call(env.app, `${P}/cust/invitation/list`, { token: admin.accessToken, body: {} });
      expect(relisted.env.body.list[0].sendTime).not.toBe(sentFirst);
      expect(relisted.env.body.list[0].createTime).toBe(list.env.body.list[0].createTime);
      const newCode = await lastCode(env.db, 'sms', '13800000003');
      expect(newCode).not.toBe(inviteCode);
      const oldAccept = await call(env.app, `${P}/cust/invitation/accept`, {
        token: supplierAdmin.accessToken,
        body: { inviteCode },
      });
      expect(oldAccept.env).toMatchObject({ ok: false, body: { field: 'inviteCode' } });
      // Only the addressee accepts.
      const wrongPerson = await call(env.app, `${P}/cust/invitation/accept`, {
        token: admin.accessToken,
        body: { inviteCode: newCode },
      });
      expect(wrongPerson.env.ok).toBe(false);
      const accept = await call(env.app, `${P}/cust/invitation/accept`, {
        token: supplierAdmin.accessToken,
        body: { inviteCode: newCode },
      });
      expect(accept.env).toMatchObject({ ok: true, body: { inviterCompName: '华信核心制造集团有限公司' } });
      const accepted = await call(env.app, `${P}/cust/invitation/list`, {
        token: admin.accessToken,
        body: { status: 'accepted' },
      });
      expect(accepted.env.body.total).toBe(1);
      expect(
        (await call(env.app, `${P}/cust/invitation/revoke?id=${create.env.body.id}`, { token: admin.accessToken })).env
          .status,
      ).toBe(409);

      const second = await call(env.app, `${P}/cust/invitation/create`, {
        token: admin.accessToken,
        body: {
          compName: '待撤销企业',
          creditCode: INVITED_CREDIT_CODE,
          contactName: '某某',
          mobile: '13655559999',
          compRole: 'C106',
        },
      });
      expect(
        (await call(env.app, `${P}/cust/invitation/revoke?id=${second.env.body.id}`, { token: admin.accessToken })).env
          .ok,
      ).toBe(true);
      const revoked = await call(env.app, `${P}/cust/invitation/list`, {
        token: admin.accessToken,
        body: { status: 'revoked' },
      });
      expect(revoked.env.body.total).toBe(1);
    });

    it('shows an invitation as expired after 7 days', async () => {
      const c = await call(env.app, `${P}/cust/invitation/create`, {
        token: admin.accessToken,
        body: {
          compName: '过期企业',
          creditCode: INVITED_CREDIT_CODE,
          contactName: '某',
          mobile: '13655558888',
          compRole: 'C103',
        },
      });
      expect(c.env.ok).toBe(true);
      env.clock.advance(7 * 86_400_000 + 1000);
      try {
        const t = await login(env.app, env.db, '13800000001', '华信');
        const expired = await call(env.app, `${P}/cust/invitation/list`, {
          token: t.accessToken,
          body: { status: 'expired' },
        });
        expect(expired.env.body.list.map((i: { compName: string }) => i.compName)).toContain('过期企业');
      } finally {
        env.clock.reset();
      }
    });
  });

  describe('products', () => {
    it('lists products, opened products and permit states of the own company only', async () => {
      const all = await call(env.app, `${P}/product/list`, { token: admin.accessToken });
      expect(all.env.body.length).toBe(9);
      const opened = await call(env.app, `${P}/product/bLlist`, { token: admin.accessToken });
      expect(opened.env.body.map((p: { productCode: string }) => p.productCode).sort()).toEqual([
        'BILL',
        'CREDIT',
        'CRM',
        'SETTLE',
      ]);
      const permits = await call(env.app, `${P}/cust/product/findAllByPermitStatus?compCode=${admin.compCode}`, {
        token: admin.accessToken,
      });
      const byCode = Object.fromEntries(
        permits.env.body.map((p: { productCode: string; permitStatus: number }) => [p.productCode, p.permitStatus]),
      );
      expect(byCode).toMatchObject({ CRM: 55, SIGN: 20, DEPOSIT: 15, ZNX: 10 });
      const foreign = await call(
        env.app,
        `${P}/cust/product/findAllByPermitStatus?compCode=${supplierAdmin.compCode}`,
        { token: admin.accessToken },
      );
      expect(foreign.env.status).toBe(4030);
      const audit = await call(
        env.app,
        `${P}/cust/product/queryPermitAudit?compCode=${admin.compCode}&productCode=CRM&afterStatus=55`,
        { token: admin.accessToken },
      );
      expect(audit.env.body).toHaveLength(1);
    });

    it('applies for a product once', async () => {
      const apply = await call(env.app, `${P}/cust/product/apply?productCode=ZNX`, { token: admin.accessToken });
      expect(apply.env.ok).toBe(true);
      const again = await call(env.app, `${P}/cust/product/apply?productCode=ZNX`, { token: admin.accessToken });
      expect(again.env.status).toBe(409);
      const byOperator = await call(env.app, `${P}/cust/product/apply?productCode=ENDORSE`, {
        token: operator.accessToken,
      });
      expect(byOperator.env.status).toBe(4030);
    });

    it('shows a personal certificate of the own company only', async () => {
      const v = await call(
        env.app,
        `${P}/product/getCompPersonalVoucherInfo?compCode=${admin.compCode}&userCode=${admin.employeeCode}`,
        { token: admin.accessToken },
      );
      expect(v.env.body).toMatchObject({ certStatus: 55, certStatusName: '有效', userCode: admin.employeeCode });
      const none = await call(
        env.app,
        `${P}/product/getCompPersonalVoucherInfo?compCode=${query.compCode}&userCode=${query.employeeCode}`,
        { token: query.accessToken },
      );
      expect(none.env.ok).toBe(true);
      const foreign = await call(
        env.app,
        `${P}/product/getCompPersonalVoucherInfo?compCode=${admin.compCode}&userCode=${supplierAdmin.employeeCode}`,
        { token: admin.accessToken },
      );
      expect(foreign.env.status).toBe(404);
    });
  });

  describe('company boundary', () => {
    it("refuses every call aimed at another company's objects and changes nothing", async () => {
      const core = await env.db.query<{ employee_code: string }>(
        `SELECT e.employee_code FROM employees e JOIN companies c ON c.id = e.comp_id
           WHERE c.comp_code = $1 ORDER BY e.id`,
        [admin.compCode],
      );
      const coreEmployee = core[1]?.employee_code ?? '';
      const msg = await env.db.query<{ id: number }>(
        'SELECT m.id FROM messages m JOIN companies c ON c.id = m.receive_comp_id WHERE c.comp_code = $1 LIMIT 1',
        [admin.compCode],
      );
      const inv = await call(env.app, `${P}/cust/invitation/create`, {
        token: admin.accessToken,
        body: {
          compName: '边界测试',
          creditCode: INVITED_CREDIT_CODE,
          contactName: '某',
          mobile: '13655557777',
          compRole: 'C102',
        },
      });
      const snapshot = async () =>
        JSON.stringify([
          await env.db.query('SELECT id, name, is_active FROM employees ORDER BY id'),
          await env.db.query('SELECT employee_id, prod_code, employee_role FROM employee_roles ORDER BY 1, 2, 3'),
          await env.db.query('SELECT id, status FROM invitations ORDER BY id'),
          await env.db.query('SELECT message_id, employee_id FROM message_reads ORDER BY 1, 2'),
        ]);
      const before = await snapshot();
      const t = supplierAdmin.accessToken;
      const attempts: Array<[string, unknown]> = [
        [`${P}/cust/employee/edit`, { employeeCode: coreEmployee, userName: '越权' }],
        [
          `${P}/cust/employee/roles`,
          { employeeCode: coreEmployee, roles: [{ prodCode: 'CRM', employeeRole: 'E101' }] },
        ],
        [`${P}/cust/employee/disable?employeeCode=${coreEmployee}`, undefined],
        [`${P}/cust/employee/enable?employeeCode=${coreEmployee}`, undefined],
        [`${P}/cust/invitation/revoke?id=${inv.env.body.id}`, undefined],
        [`${P}/cust/invitation/resend?id=${inv.env.body.id}`, undefined],
        [`${P}/message/detail?id=${msg[0]?.id}`, undefined],
        [`${P}/message/getIsUnreadNumbers?receiveCompCode=${admin.compCode}`, undefined],
        [`${P}/cust/product/findAllByPermitStatus?compCode=${admin.compCode}`, undefined],
        [`${P}/cust/product/queryPermitAudit?compCode=${admin.compCode}`, undefined],
        [`${P}/product/getCompPersonalVoucherInfo?compCode=${admin.compCode}&userCode=${coreEmployee}`, undefined],
        [
          `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode?productCode=CRM&compCode=${admin.compCode}&u` +
            `serCode=${coreEmployee}`,
          undefined,
        ],
      ];
      for (const [url, body] of attempts) {
        const r = await call(env.app, url, { token: t, body });
        expect(r.env.ok, url).toBe(false);
        expect([404, 4030], url).toContain(r.env.status);
      }
      const read = await call(env.app, `${P}/message/read`, { token: t, body: { ids: [msg[0]?.id] } });
      expect(read.env.body).toEqual({ updated: 0 });
      expect(await snapshot()).toBe(before);
    });
  });
});
