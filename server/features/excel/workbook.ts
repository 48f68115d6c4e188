/** One-sheet .xlsx workbooks with Chinese headers, written by ExcelJS (a well-kept library for the format). */
import ExcelJS from 'exceljs';

export interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number;
}

export async function sheetOf<T>(sheetName: string, columns: readonly Column<T>[], rows: readonly T[]): Promise<Buffer> {
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

/**
 * The sum of the uncompressed sizes the archive's central directory declares, or null when
 * the directory cannot be read. A small upload that would unpack to gigabytes (a ZIP bomb) is
 * refused on this figure before ExcelJS inflates anything.
 */
export function zipUnpackedSize(data: Buffer): number | null {
  const min = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= min; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const size = data.readUInt32LE(at + 24);
    // ZIP64 sizes (0xffffffff) are far beyond anything a spreadsheet of employees needs.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/** Most bytes the parts of an uploaded workbook may unpack to. */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

/** A sheet as text: its header cells and its non-empty rows with their row numbers. */
export interface SheetText {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

/**
 * The first sheet of an .xlsx as text (cells as Excel shows them, trimmed), or null when the
 * data is not a readable workbook. Rows with every cell empty are left out; reading stops
 * after `maxRows` data rows (the caller refuses more).
 */
export async function readFirstSheet(data: Buffer, columns: number, maxRows: number): Promise<SheetText | null> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const ws = wb.worksheets[0];
  if (!ws) return null;
  const textOf = (row: ExcelJS.Row): string[] => Array.from({ length: columns }, (_v, i) => cellText(row.getCell(i + 1)));
  const headers = textOf(ws.getRow(1));
  const rows: SheetText['rows'] = [];
  for (let r = 2; r <= ws.rowCount && rows.length <= maxRows; r++) {
    const cells = textOf(ws.getRow(r));
    if (cells.some((c) => c !== '')) rows.push({ row: r, cells });
  }
  return { headers, rows };
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text.trim();
  } catch {
    return '';
  }
}
