// @ts-check
/**
 * Reads the first sheet of an uploaded .xlsx on a thread of its own, so that a hostile file
 * costs this thread's memory and time, never the server's event loop (server/features/excel/
 * sheet-reader.ts starts it with a heap cap and a deadline, and ends it when either is hit).
 *
 * Before ExcelJS sees the archive, every part the archive's directory lists is inflated here
 * with a running budget (zlib's maxOutputLength): a directory that claims 4 KB for a part that
 * inflates to gigabytes is stopped at the budget, however it lies. ExcelJS (JSZip) reads the
 * same parts through the same directory. The row limit is then checked on the sheet's last row
 * index, before any row is walked: one cell at row 1,000,000 is refused at once.
 *
 *   ← { data: Uint8Array, columns, maxRows, maxUnpackedBytes, maxEntries }   (one job at a time)
 *   → { kind: 'sheet', headers: string[], rows: { row, cells }[] }
 *   → { kind: 'refused', reason: 'too-large' | 'too-many-rows' | 'unreadable', lastRow? }
 *
 * Plain JavaScript: the thread needs no TypeScript loader (as server/db/pglite.worker.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

// Loaded once per thread, as the thread starts: a thread is kept for the next upload.
const excel = import('exceljs');

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * 'ok', or why the archive is refused: its parts inflate past `budget` bytes in all, it has
 * more than `maxEntries` parts, or it is not a ZIP archive this reader understands.
 * @param {Buffer} buf @param {number} budget @param {number} maxEntries
 * @returns {'ok' | 'too-large' | 'unreadable'}
 */
export function inflateWithinBudget(buf, budget, maxEntries) {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'unreadable';
  const entries = buf.readUInt16LE(eocd + 10);
  if (entries > maxEntries) return 'too-large';
  let at = buf.readUInt32LE(eocd + 16);
  let used = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return 'unreadable';
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const local = buf.readUInt32LE(at + 42);
    // ZIP64 markers: far beyond anything a sheet of employees needs.
    if (compressed === 0xffffffff || local === 0xffffffff) return 'too-large';
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) return 'unreadable';
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) return 'unreadable';
    const left = budget - used;
    if (method === 0) {
      used += compressed;
    } else if (method === 8) {
      try {
        // Inflation stops as soon as the output would pass what is left of the budget.
        used += inflateRawSync(buf.subarray(start, start + compressed), { maxOutputLength: Math.max(1, left) }).length;
      } catch (err) {
        return err instanceof RangeError || /** @type {{ code?: unknown }} */ (err).code === 'ERR_BUFFER_TOO_LARGE'
          ? 'too-large'
          : 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    if (used > budget) return 'too-large';
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return 'ok';
}

/** @param {import('exceljs').Cell} cell */
function cellText(cell) {
  try {
    return cell.text.trim();
  } catch {
    return '';
  }
}

/** @param {{ data: Uint8Array, columns: number, maxRows: number, maxUnpackedBytes: number, maxEntries: number }} job */
async function read(job) {
  const buf = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  const archive = inflateWithinBudget(buf, job.maxUnpackedBytes, job.maxEntries);
  if (archive !== 'ok') return { kind: 'refused', reason: archive };
  const { default: ExcelJS } = await excel;
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(/** @type {ArrayBuffer} */ (/** @type {unknown} */ (buf)));
  } catch {
    return { kind: 'refused', reason: 'unreadable' };
  }
  const ws = wb.worksheets[0];
  if (!ws) return { kind: 'refused', reason: 'unreadable' };
  // The sheet's last row index (row 1 is the header), not its count of non-empty rows.
  if (ws.rowCount > job.maxRows + 1) return { kind: 'refused', reason: 'too-many-rows', lastRow: ws.rowCount };
  /** @param {import('exceljs').Row} row */
  const textOf = (row) => Array.from({ length: job.columns }, (_v, i) => cellText(row.getCell(i + 1)));
  const headers = textOf(ws.getRow(1));
  /** @type {{ row: number, cells: string[] }[]} */
  const rows = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const cells = textOf(ws.getRow(r));
    if (cells.some((c) => c !== '')) rows.push({ row: r, cells });
  }
  return { kind: 'sheet', headers, rows };
}

const port = parentPort;
if (port) {
  port.on('message', (job) => {
    read(job).then(
      (answer) => port.postMessage(answer),
      () => port.postMessage({ kind: 'refused', reason: 'unreadable' }),
    );
  });
}
