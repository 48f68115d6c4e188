/**
 * Employee import from an uploaded .xlsx: the file is checked by its content (ZIP magic bytes,
 * a readable workbook, the template's headers), not its name alone; its rows are added by the
 * employee feature with the rules of one add, all or nothing.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { type AppError, fail } from '../../core/envelope';
import type { UploadedFile } from '../../core/upload';
import { IMPORT_ROW_LIMIT, importEmployees } from '../employee/employee-import.service';
import { headersMatch, IMPORT_HEADERS, importRowsOf } from './employee-import.sheet';
import { readFirstSheet, type SheetRefusal } from './sheet-reader';
import { looksLikeZip } from './workbook';

const NOT_XLSX = '请上传 .xlsx 格式的 Excel 文件（可先下载模板填写）';
/** The old binary Excel format (.xls) starts with the OLE2 signature. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Why a workbook was not read, in the words its uploader needs. */
function refusalOf(r: SheetRefusal): AppError {
  switch (r.reason) {
    case 'too-many-rows':
      return fail.bad(
        `每次最多导入${IMPORT_ROW_LIMIT}行（第2行至第${IMPORT_ROW_LIMIT + 1}行），该文件的内容或格式延伸到第${r.lastRow}行。请删除多余的行，或分批导入`,
        'file',
      );
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

/** Adds the employees of an uploaded workbook; answers what was done and its message. */
export async function importEmployeeFile(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  { fileName, data }: UploadedFile,
) {
  if (data.length === 0) throw fail.bad('文件为空，请按模板填写后再导入', 'file');
  if (data.subarray(0, 4).equals(OLE2_MAGIC))
    throw fail.bad('不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后再导入', 'file');
  if (!/\.xlsx$/i.test(fileName) || !looksLikeZip(data)) throw fail.bad(NOT_XLSX, 'file');
  const sheet = await readFirstSheet(data, IMPORT_HEADERS.length, IMPORT_ROW_LIMIT);
  if (sheet.kind === 'refused') throw refusalOf(sheet);
  if (!headersMatch(sheet.headers))
    throw fail.bad(`表头与模板不一致，第一行应依次为：${IMPORT_HEADERS.join('、')}。请下载模板填写后再导入`, 'file');
  const result = await importEmployees(ctx, auth, ip, importRowsOf(sheet.rows));
  const msg =
    result.invited > 0
      ? `已导入${result.added}名员工；${result.invited}个手机号已有平台账号，已向其发出加入邀请`
      : `已导入${result.added}名员工`;
  return { result, msg };
}
