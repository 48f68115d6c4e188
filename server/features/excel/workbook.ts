/** One-sheet .xlsx workbooks with Chinese headers, written by ExcelJS (a well-kept library for the format). */
import ExcelJS from 'exceljs';

export interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number;
}

export async function sheetOf<T>(
  sheetName: string,
  columns: readonly Column<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '供应链金融服务平台';
  const ws = wb.addWorksheet(sheetName);
  ws.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** RFC 5987 file name for a download with Chinese characters. */
export function attachment(fileName: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Most rows one export holds; a larger result is refused with a message to narrow the filters. */
export const EXPORT_ROW_LIMIT = 5000;

/** The first four bytes of every .xlsx (a ZIP archive): "PK\x03\x04". */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function looksLikeZip(data: Buffer): boolean {
  return data.length >= 4 && data.subarray(0, 4).equals(ZIP_MAGIC);
}
