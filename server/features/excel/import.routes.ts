/**
 * Employee import from Excel (company administrator only): the template to fill in, and the
 * upload of a filled-in .xlsx, checked and added by import.service.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { sendXlsx } from '../../core/download';
import { ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { oneFileUpload, uploadedFile } from '../../core/upload';
import { caller } from '../../plugins/auth.hook';
import { IMPORT_ROW_LIMIT, importRoleChoices } from '../employee/employee-import.service';
import { templateWorkbook } from './employee-import.sheet';
import { importEmployeeFile } from './import.service';
import { EmployeeImportAnswer } from './import.schemas';

/** Largest import file. */
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export const employeeImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, oneFileUpload(MAX_IMPORT_BYTES, 2));
  const ctx = app.scf;

  app.get(
    `${P}/cust/employee/import/template`,
    {
      config: { auth: 'admin', cookieAuth: true },
      schema: {
        tags: ['excel'],
        summary: 'The employee import template (.xlsx) with the roles the company may give',
        querystring: Empty,
      },
    },
    async (request, reply) => {
      const roles = await importRoleChoices(ctx, caller(request).compId);
      return sendXlsx(reply, '员工导入模板.xlsx', await templateWorkbook(roles));
    },
  );

  app.post(
    `${P}/cust/employee/import`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['excel'],
        summary:
          `Adds the employees of an uploaded .xlsx (part "file", ≤ 2 MiB, ≤ ${IMPORT_ROW_LIMIT} rows) ` +
          `in one transaction; any bad row refuses the whole file, ` +
          `the refusal's body lists {refused: [{row, userName, mobile, reason}]}`,
        consumes: ['multipart/form-data'],
        querystring: Empty,
        response: { 200: EmployeeImportAnswer },
      },
    },
    async (request) => {
      const file = await uploadedFile(request, { missing: '请选择要导入的文件', tooLarge: '导入文件不能超过2MB' });
      const { result, msg } = await importEmployeeFile(ctx, caller(request), request.ip, file);
      return ok(result, msg);
    },
  );
};
