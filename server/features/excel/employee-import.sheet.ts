/**
 * The employee import file: its columns (the fields of 新增员工), the template that is
 * downloaded (with the roles the company may give listed on a second sheet and offered as a
 * drop-down), and the reading of an uploaded sheet into rows.
 */
import ExcelJS from 'exceljs';
import type { ImportRow } from '../employee/employee-import.service';

/** The columns in order: header text and the field of the add call it fills. */
const IMPORT_COLUMNS = [
  { header: '姓名', field: 'userName', width: 16, note: '必填，最多50个字' },
  { header: '手机号', field: 'mobile', width: 16, note: '必填，11位手机号，员工用它登录' },
  { header: '邮箱', field: 'email', width: 28, note: '选填' },
  {
    header: '角色',
    field: 'roles',
    width: 40,
    note: '必填，写作“产品/角色”，多个用顿号“、”分隔；可选值见“可选角色”工作表',
  },
] as const;

export const IMPORT_HEADERS: readonly string[] = IMPORT_COLUMNS.map((c) => c.header);

const ROLE_SHEET = '可选角色';
/** Rows of the template that carry the drop-down and the text format. */
const TEMPLATE_ROWS = 1001;

export async function templateWorkbook(
  roles: readonly { text: string; productName: string; roleName: string }[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '供应链金融服务平台';
  const ws = wb.addWorksheet('员工导入');
  ws.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  ws.getRow(1).font = { bold: true };
  IMPORT_COLUMNS.forEach((c, i) => {
    ws.getRow(1).getCell(i + 1).note = c.note;
  });
  // Mobiles as text, so Excel neither rounds them nor shows them as 1.38E+10.
  ws.getColumn(2).numFmt = '@';
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  const list = wb.addWorksheet(ROLE_SHEET);
  list.columns = [
    { header: '角色（填写值）', key: 'text', width: 28 },
    { header: '产品', key: 'productName', width: 20 },
    { header: '角色名称', key: 'roleName', width: 14 },
  ];
  list.getRow(1).font = { bold: true };
  for (const r of roles) list.addRow(r);
  if (roles.length > 0) {
    for (let r = 2; r <= TEMPLATE_ROWS; r++) {
      // A suggestion list, not a hard rule: a cell may hold several roles separated by "、".
      ws.getCell(r, 4).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`'${ROLE_SHEET}'!$A$2:$A$${roles.length + 1}`],
        showErrorMessage: false,
        showInputMessage: true,
        promptTitle: '角色',
        prompt: '从列表选择，或填写多个“产品/角色”并用“、”分隔',
      };
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Whether the header row is the template's (extra empty columns after it are fine). */
export function headersMatch(headers: readonly string[]): boolean {
  return IMPORT_HEADERS.every((h, i) => headers[i] === h);
}

export function importRowsOf(rows: readonly { row: number; cells: readonly string[] }[]): ImportRow[] {
  return rows.map(({ row, cells }) => ({
    row,
    userName: cells[0] ?? '',
    mobile: cells[1] ?? '',
    email: cells[2] ?? '',
    roles: cells[3] ?? '',
  }));
}
