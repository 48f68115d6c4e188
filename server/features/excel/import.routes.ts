/**
 * Employee import from Excel (company administrator only): the template to fill in, and the
 * upload of a filled-in .xlsx. The file is checked by its content (ZIP magic bytes, a readable
 * workbook, the template's headers), not its name alone; its rows are added by the employee
 * feature with the rules of one add, all or nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { AppError, fail, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { IMPORT_ROW_LIMIT, importEmployees, importRoleChoices } from '../employee/employee-import.service';
import { headersMatch, IMPORT_HEADERS, importRowsOf, templateWorkbook } from './employee-import.sheet';
import { readFirstSheet, type SheetRefusal } from './sheet-reader';
import { attachment, looksLikeZip, XLSX_TYPE } from './workbook';
import { EmployeeImportAnswer } from './import.schemas';

/** Largest import file. */
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

const NOT_XLSX = '请上传 .xlsx 格式的 Excel 文件（可先下载模板填写）';
/** The old binary Excel format (.xls) starts with the OLE2 signature. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Why a workbook was not read, in the words its uploader needs. */
function refusalOf(r: SheetRefusal): AppError {
  switch (r.reason) {
    case 'too-many-rows':
      return fail.bad(`每次最多导入${IMPORT_ROW_LIMIT}行（第2行至第${IMPORT_ROW_LIMIT + 1}行），该文件的内容或格式延伸到第${r.lastRow}行。请删除多余的行，或分批导入`, 'file');
    case 'too-large':
      return fail.bad('文件内容过大（解压后超出导入上限），无法导入。请只保留模板中的员工数据，或分批导入', 'file');
    case 'timeout':
      return fail.bad('文件处理超时，无法导入。请只保留模板中的员工数据，或分批导入', 'file');
    case 'busy':
      return fail.throttled(10, '正在处理的导入文件较多，请10秒后再试');
    default:
      return fail.bad('文件无法读取，不是有效的 Excel 文件，请下载模板填写后再导入', 'file');
  }
}

export const employeeImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  const ctx = app.scf;

  app.get(
    `${P}/cust/employee/import/template`,
    {
      config: { auth: 'admin', cookieAuth: true },
      schema: { tags: ['excel'], summary: 'The employee import template (.xlsx) with the roles the company may give', querystring: Empty },
    },
    async (request, reply) => {
      const roles = await importRoleChoices(ctx, caller(request).compId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment('员工导入模板.xlsx'))
        .type(XLSX_TYPE)
        .send(await templateWorkbook(roles));
    },
  );

  app.post(
    `${P}/cust/employee/import`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['excel'],
        summary: `Adds the employees of an uploaded .xlsx (part "file", ≤ 2 MiB, ≤ ${IMPORT_ROW_LIMIT} rows) ` +
          `in one transaction; any bad row refuses the whole file, ` +
          `the refusal's body lists {refused: [{row, userName, mobile, reason}]}`,
        consumes: ['multipart/form-data'],
        querystring: Empty,
        response: { 200: EmployeeImportAnswer },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, '请使用 multipart/form-data 上传文件', null, 415);
      let fileName: string;
      let data: Buffer;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') throw fail.bad('请选择要导入的文件', 'file');
        fileName = part.filename;
        data = await part.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, '导入文件不能超过2MB', { field: 'file' }, 413);
        if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
        // A broken multipart stream (busboy) carries no status: it is the client's fault.
        throw fail.bad('上传内容不完整或格式不正确，请重新上传', 'file');
      }
      if (data.length === 0) throw fail.bad('文件为空，请按模板填写后再导入', 'file');
      if (data.subarray(0, 4).equals(OLE2_MAGIC)) throw fail.bad('不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后再导入', 'file');
      if (!/\.xlsx$/i.test(fileName) || !looksLikeZip(data)) throw fail.bad(NOT_XLSX, 'file');
      const sheet = await readFirstSheet(data, IMPORT_HEADERS.length, IMPORT_ROW_LIMIT);
      if (sheet.kind === 'refused') throw refusalOf(sheet);
      if (!headersMatch(sheet.headers)) throw fail.bad(`表头与模板不一致，第一行应依次为：${IMPORT_HEADERS.join('、')}。请下载模板填写后再导入`, 'file');
      const r = await importEmployees(ctx, caller(request), request.ip, importRowsOf(sheet.rows));
      const msg = r.invited > 0 ? `已导入${r.added}名员工；${r.invited}个手机号已有平台账号，已向其发出加入邀请` : `已导入${r.added}名员工`;
      return ok(r, msg);
    },
  );
};
