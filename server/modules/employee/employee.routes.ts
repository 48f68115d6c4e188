/** Employee management of the caller's company (added; administrator only except the list). */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, NullBody, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { Code, Email, Empty, EmployeeRoleCode, Mobile, Name, Obj, PageNum, PageSize, ProdCode } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { EmpRoleList } from '../auth/auth.schemas';
import { EMP_INVITED, personByMobile } from '../account/person.repo';
import { logOperation, rolesText } from '../audit/operation-log.service';
import { resetEmployeePassword } from './password-reset.service';
import { maskMobile } from '../../core/rules';
import { empRolesByEmployee } from '../company/company.repo';
import {
  assertAdminRemains, employeeOfCompany, listEmployees, normaliseRoles, setActive, setRoles,
} from './employee.service';

const Roles = Type.Array(Obj({ prodCode: ProdCode, employeeRole: EmployeeRoleCode }), { minItems: 1, maxItems: 30 });
const EmployeeCodeQuery = Obj({ employeeCode: Code() });

export const employeeRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const admin = { auth: 'admin' as const };

  app.post(
    `${P}/cust/employee/list`,
    {
      config: { auth: 'user', perm: '/center/crm/employee/list' },
      schema: {
        tags: ['employee'],
        summary: "Employees of the caller's company, searchable and paged (added)",
        body: Obj({
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          isActive: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
        }),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                employeeCode: Type.String(),
                userName: Type.String(),
                mobile: Type.String(),
                email: Type.String(),
                status: Type.Integer(),
                isActive: Type.Integer(),
                employeeRole: EmpRoleList,
                createTime: Type.String(),
                self: Type.Boolean(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await listEmployees(ctx, caller(request), { keyword: b.keyword, isActive: b.isActive, pageNum: b.pageNum ?? 1, pageSize: b.pageSize ?? 10 }),
      );
    },
  );

  app.post(
    `${P}/cust/employee/add`,
    {
      config: admin,
      schema: {
        tags: ['employee'],
        summary: 'Adds an employee (a new person signs in by SMS code); a person who already has an account is invited (pending: true) and joins on accepting',
        body: Obj({ userName: Name(50), mobile: Mobile, email: Type.Optional(Email), roles: Roles }),
        response: { 200: Envelope(Type.Object({ employeeCode: Type.String(), pending: Type.Boolean() })) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const roles = await normaliseRoles(ctx, auth.compId, b.roles);
      const now = ctx.clock();
      const added = await ctx.db.transaction(async (tx) => {
        let person = await personByMobile(tx, b.mobile);
        // A person who already has an account joins only with their consent: the membership
        // starts as an invitation that they accept or decline in the centre.
        const invited = person !== null;
        if (!person) {
          await tx.query('INSERT INTO persons (mobile, name, email, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (mobile) DO NOTHING', [
            b.mobile,
            b.userName.trim(),
            b.email?.toLowerCase() ?? null,
            now,
          ]);
          person = await personByMobile(tx, b.mobile);
        }
        if (!person) throw fail.conflict('添加失败，请重试');
        // The e-mail is the person's: a new person got it above; an existing person's data is
        // theirs to change, not the inviting company's.
        const exists = await tx.query<{ id: number; status: number }>('SELECT id, status FROM employees WHERE comp_id = $1 AND person_id = $2', [auth.compId, person.id]);
        if (exists[0]?.status === EMP_INVITED) throw fail.conflict('已邀请该手机号加入本企业，等待对方同意', { field: 'mobile' });
        if (exists.length > 0) throw fail.conflict('该手机号已是本企业员工', { field: 'mobile' });
        const inserted = await tx.query<{ id: number; employee_code: string }>(
          'INSERT INTO employees (comp_id, person_id, name, status, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, employee_code',
          [auth.compId, person.id, b.userName.trim(), invited ? EMP_INVITED : 1, now],
        );
        const emp = inserted[0];
        if (!emp) throw fail.conflict('添加失败，请重试');
        await setRoles(tx, emp.id, roles);
        await logOperation(tx, auth, request.ip, now, {
          action: 'employee.add',
          target: `${b.userName.trim()}（${maskMobile(b.mobile)}）`,
          after: { 姓名: b.userName.trim(), 手机号: maskMobile(b.mobile), 角色: rolesText(roles), ...(invited ? { 状态: '已邀请，待对方同意' } : {}) },
        });
        return { employeeCode: emp.employee_code, pending: invited };
      });
      return ok(
        added,
        added.pending ? '该手机号已有平台账号，已向其发出加入邀请，对方在个人中心同意后成为本企业员工' : '员工已添加',
      );
    },
  );

  app.post(
    `${P}/cust/employee/edit`,
    {
      config: admin,
      schema: {
        tags: ['employee'],
        summary: 'Edits the name an employee has in this company (the e-mail is the person\'s own)',
        body: Obj({ employeeCode: Code(), userName: Name(50) }),
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const emp = await employeeOfCompany(ctx.db, auth.compId, b.employeeCode);
      await ctx.db.transaction(async (tx) => {
        const old = (await tx.query<{ name: string }>('SELECT name FROM employees WHERE id = $1', [emp.id]))[0];
        await tx.query('UPDATE employees SET name = $2 WHERE id = $1', [emp.id, b.userName.trim()]);
        await logOperation(tx, auth, request.ip, ctx.clock(), {
          action: 'employee.edit',
          target: old?.name ?? b.employeeCode,
          before: { 姓名: old?.name ?? '' },
          after: { 姓名: b.userName.trim() },
        });
      });
      return ok(null, '员工信息已更新');
    },
  );

  for (const [path, active] of [['enable', true], ['disable', false]] as const) {
    app.post(
      `${P}/cust/employee/${path}`,
      {
        config: admin,
        schema: {
          tags: ['employee'],
          summary: active ? 'Enables an employee' : 'Disables an employee and signs them out',
          querystring: EmployeeCodeQuery,
          body: Empty,
          response: { 200: Envelope(NullBody) },
        },
      },
      async (request) => {
        await setActive(ctx, caller(request), request.query.employeeCode, active, request.ip);
        return ok(null, active ? '员工已启用' : '员工已停用');
      },
    );
  }

  app.post(
    `${P}/cust/employee/roles`,
    {
      config: admin,
      schema: {
        tags: ['employee'],
        summary: 'Replaces the roles of an employee (E101–E111 per opened product)',
        body: Obj({ employeeCode: Code(), roles: Roles }),
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const emp = await employeeOfCompany(ctx.db, auth.compId, request.body.employeeCode);
      const roles = await normaliseRoles(ctx, auth.compId, request.body.roles);
      await ctx.db.transaction(async (tx) => {
        const before = rolesText((await empRolesByEmployee(tx, [emp.id])).get(emp.id) ?? []);
        await setRoles(tx, emp.id, roles);
        await assertAdminRemains(tx, auth.compId);
        await logOperation(tx, auth, request.ip, ctx.clock(), {
          action: 'employee.roles',
          target: emp.name,
          before: { 角色: before },
          after: { 角色: rolesText(roles) },
        });
      });
      return ok(null, '角色已更新');
    },
  );

  app.post(
    `${P}/cust/employee/resetPassword`,
    {
      config: admin,
      schema: {
        tags: ['employee'],
        summary: "Resets an employee's password: old password void, sessions end, one-time code by SMS",
        querystring: EmployeeCodeQuery,
        body: Empty,
        response: { 200: Envelope(Type.Object({ mobile: Type.String() })) },
      },
    },
    async (request) => {
      const r = await resetEmployeePassword(ctx, caller(request), request.query.employeeCode, request.ip);
      return ok(r, `已重置密码，一次性验证码已发送至${r.mobile}`);
    },
  );
};
