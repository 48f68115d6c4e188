/**
 * Excel exports of what a list's filters show (employees, login log, operation log). GET with
 * the filters in the query and the access token from the cookie as well, so a plain download
 * link works; export.service.ts builds the files.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { P } from '../../core/paths';
import { sendExport } from '../../core/download';
import { caller } from '../../plugins/auth.hook';
import { LoginLogQuerySchema, OperationQuerySchema } from '../audit/audit.schemas';
import { ExportEmployeesQuery } from './export.schemas';
import { exportEmployees, exportLoginLog, exportOperationLog } from './export.service';

export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.get(
    `${P}/cust/export/employees`,
    {
      config: { auth: 'admin', cookieAuth: true },
      schema: {
        tags: ['excel'],
        summary: 'The employee list as .xlsx (the list filters)',
        querystring: ExportEmployeesQuery,
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportEmployees(ctx, caller(request), request.ip, request.query), ctx.clock()),
  );

  app.get(
    `${P}/cust/export/loginLog`,
    {
      config: { auth: 'user', cookieAuth: true },
      schema: {
        tags: ['excel'],
        summary: 'The login log as .xlsx (the list filters)',
        querystring: LoginLogQuerySchema,
      },
    },
    async (request, reply) => sendExport(reply, await exportLoginLog(ctx, caller(request), request.query), ctx.clock()),
  );

  app.get(
    `${P}/cust/export/operationLog`,
    {
      config: { auth: 'admin', cookieAuth: true },
      schema: {
        tags: ['excel'],
        summary: 'The operation log as .xlsx (the list filters)',
        querystring: OperationQuerySchema,
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportOperationLog(ctx, caller(request), request.query), ctx.clock()),
  );
};
