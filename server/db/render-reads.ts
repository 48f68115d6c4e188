/**
 * A server render's repeated reads, answered once.
 *
 * A signed-in page is rendered from several of the portal's own API calls made in-process
 * (server/host/server-render.request.ts). Each call authenticates and scopes itself as a
 * browser's would, so the same person, roles, company and product rows are read by several of
 * them: 20 statements for `/center/crm/user`, 7 of them repeats. Inside `sharingReads`, a read
 * the render has already made (the same statement with the same parameters, outside a
 * transaction) is answered from the first one's rows; any other statement, transaction or script
 * drops what was kept, so nothing is answered from before a write. Outside a render nothing is kept.
 *
 * The store is disabled whenever no render call is under way: on Node 20 an AsyncLocalStorage in
 * use turns on promise hooks that every request of the process would pay for
 * (build/ssr-async-storage.ts says more).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The rows of one render's reads so far, by statement and parameters. Closed when the render
 * ends: work a call left behind (a timer, a late promise) keeps the call's context, and must
 * not be answered from the render's rows after it.
 */
export class SharedReads {
  readonly rows = new Map<string, Promise<readonly unknown[]>>();
  #open = true;

  get open(): boolean {
    return this.#open;
  }

  close(): void {
    this.#open = false;
    this.rows.clear();
  }
}

const store = new AsyncLocalStorage<SharedReads>();
let calls = 0;

/** Runs one of a render's API calls with the render's shared reads. */
export async function sharingReads<T>(reads: SharedReads, call: () => Promise<T>): Promise<T> {
  calls += 1;
  try {
    return await store.run(reads, call);
  } finally {
    calls -= 1;
    if (calls === 0) store.disable();
  }
}

/**
 * Something may be written outside `sharedQuery` (a transaction, a script): the render's reads
 * kept so far go, before and again after it, so no read after it is answered from before it.
 */
export function forgetSharedReads(): void {
  store.getStore()?.rows.clear();
}

/**
 * A statement that only reads: a SELECT that takes no lock, draws no sequence number and sends
 * no notification (those are SELECTs too, and must run each time).
 */
const READ = /^\s*select\b/i;
const NOT_ONLY_READ = /\b(?:nextval|setval|pg_notify|pg_advisory\w*)\s*\(|\bfor\s+(?:update|share|no\s+key|key)\b/i;
export const onlyReads = (sql: string): boolean => READ.test(sql) && !NOT_ONLY_READ.test(sql);

/** The statement and its parameters as one key; null for parameters JSON cannot spell (a BigInt). */
function keyOf(sql: string, params: readonly unknown[]): string | null {
  try {
    return `${sql}\u0000${JSON.stringify(params)}`;
  } catch {
    return null;
  }
}

/**
 * Runs a statement outside a transaction: within a render a repeated read is answered from the
 * render's first answer (its rows copied, so no caller sees another's changes to them).
 */
export function sharedQuery<T>(sql: string, params: readonly unknown[], run: () => Promise<T[]>): Promise<T[]> {
  // No render call under way (the API's usual case): the store is disabled, nothing to look up.
  if (calls === 0) return run();
  const shared = store.getStore();
  if (!shared?.open) return run();
  const reads = shared.rows;
  if (!onlyReads(sql)) {
    reads.clear();
    return run();
  }
  const key = keyOf(sql, params);
  if (key === null) return run();
  let rows = reads.get(key);
  if (!rows) {
    const asked = run();
    rows = asked;
    reads.set(key, asked);
    // A failed read is not kept: the next caller asks the database again.
    asked.catch(() => {
      if (reads.get(key) === asked) reads.delete(key);
    });
  }
  return rows.then((kept) => kept.map((row) => ({ ...(row as object) }) as T));
}
