/** One-sheet .xlsx workbooks with Chinese headers, written by ExcelJS (a well-kept library for the format). */
import ExcelJS from 'exceljs';
import { fail } from '../../core/envelope';

/** A workbook to download: its name (without the date and extension) and its bytes. */
export interface ExportFile {
  name: string;
  body: Buffer;
}

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

/** Most rows one export holds; a larger result is refused with a message to narrow the filters. */
export const EXPORT_ROW_LIMIT = 5000;

/**
 * The rows of an export, refused when there are more than one export holds: the caller reads
 * EXPORT_ROW_LIMIT + 1 rows, so one too many says the filters find too much.
 */
export function withinExportLimit<T>(rows: readonly T[]): readonly T[] {
  if (rows.length > EXPORT_ROW_LIMIT) throw fail.bad(`导出数据超过${EXPORT_ROW_LIMIT}条，请缩小查询范围后再导出`);
  return rows;
}

/**
 * A list as a workbook of one sheet, both named `name`: `load` is asked for EXPORT_ROW_LIMIT + 1
 * rows at the most, and a list that fills them is refused (withinExportLimit).
 */
export async function exportSheet<T>(
  name: string,
  columns: readonly Column<T>[],
  load: (limit: number) => Promise<readonly T[]>,
): Promise<ExportFile> {
  const rows = withinExportLimit(await load(EXPORT_ROW_LIMIT + 1));
  return { name, body: await sheetOf(name, columns, rows) };
}

/** The first four bytes of every .xlsx (a ZIP archive): "PK\x03\x04". */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function looksLikeZip(data: Buffer): boolean {
  return data.length >= 4 && data.subarray(0, 4).equals(ZIP_MAGIC);
}
