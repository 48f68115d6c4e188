/**
 * The list's summary (count and total of the filtered list) reads every matching voucher: for a
 * core enterprise with 100,000 vouchers that is the whole table, on every page turn. The
 * answer is kept per company and filter until a voucher changes anywhere (the voucher and
 * transfer lists' summaries, SETTLE's totals per due date and the holder's 待收款 summary): every write to
 * credit_vouchers sends a notification on `scf_vouchers` with its transaction (delivered at
 * commit, to every server instance; PostgreSQL LISTEN/NOTIFY or in-process for the embedded
 * database), which moves the generation the cached answers were made in. While the listening
 * connection is down nothing is cached; entries also expire after TTL_MS of the application's
 * clock (one stamped after now, the clock having stepped back, is dropped), and the least
 * recently used make room beyond MAX_ENTRIES (lru-cache).
 */
import { LRUCache } from 'lru-cache';
import type { Db, Listener } from '../../db/db';

const VOUCHER_CHANNEL = 'scf_vouchers';
const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

interface State {
  generation: number;
  listener: Listener | null;
  starting: Promise<void> | null;
  /** The time of the request being answered: the clock the entries' age is read by. */
  now: number;
  entries: LRUCache<string, { generation: number; value: unknown }>;
}

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    const state: State = {
      generation: 0,
      listener: null,
      starting: null,
      now: 0,
      entries: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS, ttlResolution: 0, perf: { now: () => state.now } }),
    };
    states.set(db, state);
    s = state;
  }
  return s;
}

function healthy(s: State): boolean {
  return s.listener?.healthy() === true;
}

async function listening(db: Db, s: State): Promise<boolean> {
  if (s.listener) return healthy(s);
  s.starting ??= db
    .listen(VOUCHER_CHANNEL, () => {
      s.generation++;
      s.entries.clear();
    })
    .then((l) => {
      s.listener = l;
    })
    .catch(() => {
      s.starting = null;
    });
  await s.starting;
  return healthy(s);
}

/** Tells every instance that vouchers changed (call with the transaction of the change). */
export function vouchersChanged(tx: Db): Promise<void> {
  return tx.notify(VOUCHER_CHANNEL, '');
}

/**
 * The summary for `key`, from the cache when nothing changed since it was computed. A key starts
 * with its list's own prefix (`v:`, `t:`, `settle-days:`, …), and one prefix always holds one
 * type of value: that is what makes the stored value the caller's `T`.
 */
export async function cachedSummary<T>(db: Db, key: string, now: number, compute: () => Promise<T>): Promise<T> {
  const s = stateOf(db);
  if (!(await listening(db, s))) return compute();
  s.now = now;
  const hit = s.entries.get(key);
  if (hit && hit.generation === s.generation && s.entries.getRemainingTTL(key) <= TTL_MS) return hit.value as T;
  const generation = s.generation;
  const value = await compute();
  // A change committed while computing: the answer may be older than it; do not keep it.
  if (generation === s.generation) {
    s.now = now;
    s.entries.set(key, { generation, value });
  }
  return value;
}
