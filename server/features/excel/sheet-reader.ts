/**
 * Uploaded workbooks are read on a worker thread (sheet-reader.worker.mjs) with a heap cap and
 * a deadline; a file that needs more is refused, and the thread is ended, not the server. At
 * most a few are read at once (the rest wait their turn, and beyond a short queue are told to
 * try again), so that parsing never takes every core from the event loop.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A sheet as text: its header cells and its non-empty rows with their row numbers. */
interface SheetText {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

export type SheetRefusal =
  | { kind: 'refused'; reason: 'too-large' | 'unreadable' | 'timeout' | 'busy' }
  | { kind: 'refused'; reason: 'too-many-rows'; lastRow: number };

export type SheetAnswer = ({ kind: 'sheet' } & SheetText) | SheetRefusal;

export interface SheetLimits {
  /** Most bytes all parts of the archive may inflate to (really inflated, not as declared). */
  maxUnpackedBytes: number;
  /** Most parts (files) in the archive. */
  maxEntries: number;
  /** Heap of the reading thread, in MB; past it the thread is ended. */
  heapMb: number;
  /** Time the reading may take, including the thread's start. */
  timeLimitMs: number;
}

/**
 * An employee sheet of 1,000 rows unpacks to well under 1 MB; 16 MB leaves room for the
 * styles, themes and pictures real Excel files carry. ExcelJS needs about ten times the XML
 * in heap, hence the cap.
 */
export const SHEET_LIMITS: SheetLimits = {
  maxUnpackedBytes: 16 * 1024 * 1024,
  maxEntries: 500,
  heapMb: 256,
  timeLimitMs: 15_000,
};

/** Readers at once: one core is always left to the event loop. */
const CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Uploads that may wait for a reader; more are told the server is busy. */
const MAX_WAITING = 20;
/** A reader thread left idle this long is ended (its heap given back). */
const IDLE_MS = 60_000;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<(() => void) | null> {
  if (running >= CONCURRENCY) {
    if (waiting.length >= MAX_WAITING) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/**
 * Threads kept warm between uploads (starting one and loading ExcelJS into it costs a second
 * or more), keyed by their heap cap; a thread that hit a limit or failed is never kept.
 */
const idle: { worker: Worker; heapMb: number; timer: NodeJS.Timeout }[] = [];

function takeThread(heapMb: number): Worker {
  const i = idle.findIndex((t) => t.heapMb === heapMb);
  if (i >= 0) {
    const [t] = idle.splice(i, 1);
    if (t) {
      clearTimeout(t.timer);
      t.worker.ref();
      return t.worker;
    }
  }
  return new Worker(new URL('./sheet-reader.worker.mjs', import.meta.url), {
    // Plain JavaScript: no TypeScript loader needed in the thread.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
}

function keepThread(worker: Worker, heapMb: number): void {
  if (idle.length >= CONCURRENCY) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const timer = setTimeout(() => {
    const i = idle.findIndex((t) => t.worker === worker);
    if (i >= 0) idle.splice(i, 1);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idle.push({ worker, heapMb, timer });
}

function isAnswer(msg: unknown): msg is SheetAnswer {
  return (
    typeof msg === 'object' &&
    msg !== null &&
    ((msg as { kind?: unknown }).kind === 'sheet' || (msg as { kind?: unknown }).kind === 'refused')
  );
}

function runJob(data: Buffer, columns: number, maxRows: number, limits: SheetLimits): Promise<SheetAnswer> {
  return new Promise((resolve) => {
    const worker = takeThread(limits.heapMb);
    const copy = new Uint8Array(data);
    let settled = false;
    const settle = (answer: SheetAnswer, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (healthy) keepThread(worker, limits.heapMb);
      else void worker.terminate();
      resolve(answer);
    };
    const onMessage = (msg: unknown) =>
      settle(isAnswer(msg) ? msg : { kind: 'refused', reason: 'unreadable' }, isAnswer(msg));
    // ERR_WORKER_OUT_OF_MEMORY (the heap cap) and any other end without an answer.
    const onError = (err: { code?: unknown }) =>
      settle({ kind: 'refused', reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable' }, false);
    const onExit = () => settle({ kind: 'refused', reason: 'unreadable' }, false);
    const timer = setTimeout(() => settle({ kind: 'refused', reason: 'timeout' }, false), limits.timeLimitMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(
      { data: copy, columns, maxRows, maxUnpackedBytes: limits.maxUnpackedBytes, maxEntries: limits.maxEntries },
      [copy.buffer],
    );
  });
}

/**
 * The first sheet of an .xlsx as text (cells as Excel shows them, trimmed; rows with every
 * cell empty left out), or why it is refused. More than `maxRows` rows below the header, by
 * row index, is refused without reading them.
 */
export async function readFirstSheet(
  data: Buffer,
  columns: number,
  maxRows: number,
  limits: SheetLimits = SHEET_LIMITS,
): Promise<SheetAnswer> {
  const release = await slot();
  if (!release) return { kind: 'refused', reason: 'busy' };
  try {
    return await runJob(data, columns, maxRows, limits);
  } finally {
    release();
  }
}
