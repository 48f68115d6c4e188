/**
 * Employee management of the caller's company (added; administrator only except the list).
 * Rules in employee.service.ts, SQL in employee.repo.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NullBody, ok, Page } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { withPage } from '../../core/paging';
import { P } from '../../core/paths';
import { changeHandler } from '../../plugins/caller-calls';
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
  const tags = ['employee'];

  postEnvelopeCall(
    app,
    `${P}/cust/employee/list`,
    {
      config: { auth: 'user', perm: '/center/crm/employee/list' },
      tags,
      summary: "Employees of the caller's company, searchable and paged (added)",
      body: EmployeeListBody,
      response: Page(EmployeeItemSchema),
    },
    async (b, request) => ok(await listEmployees(ctx, caller(request), withPage(b))),
  );

  postEnvelopeCall(
    app,
    `${P}/cust/employee/add`,
    {
      config: admin,
      tags,
      summary:
        'Adds an employee (a new person signs in by SMS code); ' +
        'a person who already has an account is invited (pending: true) and joins on accepting',
      body: EmployeeAddSchema,
      response: EmployeeAddAnswer,
    },
    async (b, request) => {
      const added = await addEmployee(ctx, caller(request), request.ip, b);
      return ok(
        added,
        added.pending ? '该手机号已有平台账号，已向其发出加入邀请，对方在个人中心同意后成为本企业员工' : '员工已添加',
      );
    },
  );

  postEnvelopeCall(
    app,
    `${P}/cust/employee/edit`,
    {
      config: admin,
      tags,
      summary: "Edits the name an employee has in this company (the e-mail is the person's own)",
      body: EmployeeEditBody,
      response: NullBody,
    },
    changeHandler('员工信息已更新', (b, auth, ip) => renameMember(ctx, auth, ip, b.employeeCode, b.userName)),
  );

  for (const [path, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    postEnvelopeCall(
      app,
      `${P}/cust/employee/${path}`,
      {
        config: admin,
        tags,
        summary: active ? 'Enables an employee' : 'Disables an employee and signs them out',
        query: EmployeeCodeQuery,
        response: NullBody,
      },
      changeHandler(active ? '员工已启用' : '员工已停用', (q, auth, ip) =>
        setActive(ctx, auth, q.employeeCode, active, ip),
      ),
    );
  }

  postEnvelopeCall(
    app,
    `${P}/cust/employee/batchStatus`,
    {
      config: admin,
      tags,
      summary:
        'Enables (isActive 1) or disables (0) ' +
        "several employees of the caller's company in one transaction; all or none",
      body: EmployeeBatchStatusSchema,
      response: BatchStatusAnswer,
    },
    async (b, request) => {
      const active = b.isActive === 1;
      const changed = await setActiveMany(ctx, caller(request), b.employeeCodes, active, request.ip);
      return ok({ changed }, active ? `已启用${changed}名员工` : `已停用${changed}名员工`);
    },
  );

  postEnvelopeCall(
    app,
    `${P}/cust/employee/roles`,
    {
      config: admin,
      tags,
      summary: 'Replaces the roles of an employee (E101–E111 per opened product)',
      body: EmployeeRolesBody,
      response: NullBody,
    },
    changeHandler('角色已更新', (b, auth, ip) => changeRoles(ctx, auth, ip, b.employeeCode, b.roles)),
  );

  postEnvelopeCall(
    app,
    `${P}/cust/employee/resetPassword`,
    {
      config: admin,
      tags,
      summary: "Resets an employee's password: old password void, sessions end, one-time code by SMS",
      query: EmployeeCodeQuery,
      response: ResetPasswordAnswer,
    },
    async (q, request) => {
      const r = await resetEmployeePassword(ctx, caller(request), q.employeeCode, request.ip);
      return ok(r, `已重置密码，一次性验证码已发送至${r.mobile}`);
    },
  );
};
