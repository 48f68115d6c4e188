/**
 * Employee management of the caller's company (added; administrator only except the list).
 * Rules in employee.service.ts, SQL in employee.repo.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok, Page } from '../../core/envelope';
import { pageRequest } from '../../core/paging';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import {
  BatchStatusAnswer,
  EmployeeAddAnswer,
  EmployeeAddSchema,
  EmployeeBatchStatusSchema,
  EmployeeCodeQuery,
  EmployeeEditBody,
  EmployeeItemSchema,
  EmployeeListBody,
  EmployeeRolesBody,
  ResetPasswordAnswer,
} from './employee.schemas';
import { resetEmployeePassword } from './password-reset.service';
import { addEmployee, changeRoles, listEmployees, renameMember, setActive, setActiveMany } from './employee.service';

export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const admin = { auth: 'admin' as const };

  app.post(
    `${P}/cust/employee/list`,
    {
      config: { auth: 'user', perm: '/center/crm/employee/list' },
      schema: {
        tags: ['employee'],
        summary: "Employees of the caller's company, searchable and paged (added)",
        body: EmployeeListBody,
        response: {
          200: Envelope(Page(EmployeeItemSchema)),
        },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await listEmployees(ctx, caller(request), {
          keyword: b.keyword,
          isActive: b.isActive,
          orderBy: b.orderBy,
          order: b.order,
          ...pageRequest(b),
        }),
      );
    },
  );

  app.post(
    `${P}/cust/employee/add`,
    {
      config: admin,
      schema: {
        tags: ['employee'],
        summary:
          'Adds an employee (a new person signs in by SMS code); ' +
          'a person who already has an account is invited (pending: true) and joins on accepting',
        body: EmployeeAddSchema,
        response: { 200: Envelope(EmployeeAddAnswer) },
      },
    },
    async (request) => {
      const added = await addEmployee(ctx, caller(request), request.ip, request.body);
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
        summary: "Edits the name an employee has in this company (the e-mail is the person's own)",
        body: EmployeeEditBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await renameMember(ctx, caller(request), request.ip, request.body.employeeCode, request.body.userName);
      return ok(null, '员工信息已更新');
    },
  );

  for (const [path, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
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
    `${P}/cust/employee/batchStatus`,
    {
      config: admin,
      schema: {
        tags: ['employee'],
        summary:
          'Enables (isActive 1) or disables (0) ' +
          "several employees of the caller's company in one transaction; all or none",
        body: EmployeeBatchStatusSchema,
        response: { 200: Envelope(BatchStatusAnswer) },
      },
    },
    async (request) => {
      const active = request.body.isActive === 1;
      const changed = await setActiveMany(ctx, caller(request), request.body.employeeCodes, active, request.ip);
      return ok({ changed }, active ? `已启用${changed}名员工` : `已停用${changed}名员工`);
    },
  );

  app.post(
    `${P}/cust/employee/roles`,
    {
      config: admin,
      schema: {
        tags: ['employee'],
        summary: 'Replaces the roles of an employee (E101–E111 per opened product)',
        body: EmployeeRolesBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await changeRoles(ctx, caller(request), request.ip, request.body.employeeCode, request.body.roles);
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
        response: { 200: Envelope(ResetPasswordAnswer) },
      },
    },
    async (request) => {
      const r = await resetEmployeePassword(ctx, caller(request), request.query.employeeCode, request.ip);
      return ok(r, `已重置密码，一次性验证码已发送至${r.mobile}`);
    },
  );
};
