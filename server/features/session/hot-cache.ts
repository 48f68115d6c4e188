/**
 * Short-lived caches of the authenticated read path: the session behind an access token, the
 * unread-message count of an employee and an employee's grants in the products (permit and
 * roles). They spare the database the same queries on every call, and stay correct across
 * instances: every change that could make a cached answer wrong is announced on the database's
 * notification channel (PostgreSQL LISTEN/NOTIFY, or in-process for the embedded database), and
 * every instance drops the matching entries at once. Announcements are sent after the change
 * commits, and the sender waits until it has received its own announcement back, so when a
 * logout answers, every instance has been told.
 *
 * Only successful session checks are cached; anything that looks over (expired, idle) is checked
 * against the database again. While the notification connection is down nothing is cached.
 * Entries also expire after TTL_MS of the application's clock as a last safety net (an entry
 * stamped later than now, after the clock stepped back, is dropped too), and the least recently
 * used make room beyond MAX_ENTRIES (lru-cache).
 */
import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../../core/auth-context';
import type { Db, Listener } from '../../db/db';

const CACHE_CHANNEL = 'scf_cache';
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/**
 * What changed: a session, all sessions of a person or employee, a company's messages, any
 * product grant (rare: a company's permits or roles, an employee's roles), or anything.
 */
export type CacheEvent =
  | { kind: 'session'; id: string }
  | { kind: 'person'; id: number }
  | { kind: 'employee'; id: number }
  | { kind: 'messages'; compId: number }
  | { kind: 'grants' }
  | { kind: 'all' };

function encode(e: CacheEvent): string {
  switch (e.kind) {
    case 'session':
      return `s:${e.id}`;
    case 'person':
      return `p:${e.id}`;
    case 'employee':
      return `e:${e.id}`;
    case 'messages':
      return `m:${e.compId}`;
    case 'grants':
      return 'g';
    case 'all':
      return 'all';
  }
}

function decode(payload: string | null): CacheEvent {
  if (payload === null) return { kind: 'all' };
  const [kind, value = ''] = [payload.slice(0, 1), payload.slice(2)];
  if (kind === 's') return { kind: 'session', id: value };
  if (kind === 'p' && /^\d+$/.test(value)) return { kind: 'person', id: Number(value) };
  if (kind === 'e' && /^\d+$/.test(value)) return { kind: 'employee', id: Number(value) };
  if (kind === 'm' && /^\d+$/.test(value)) return { kind: 'messages', compId: Number(value) };
  if (payload === 'g') return { kind: 'grants' };
  return { kind: 'all' };
}

/** Announces a change to every instance (inside a transaction: when it commits). */
export function announce(db: Db, event: CacheEvent): Promise<void> {
  return db.notify(CACHE_CHANNEL, encode(event));
}

/**
 * Announces that product grants changed. Every repository function that writes
 * `company_products`, `company_roles` or `employee_roles` calls it in the same transaction
 * (an architecture test checks this), so no instance answers from a grant the change ended.
 */
export function announceGrantsChanged(db: Db): Promise<void> {
  return announce(db, { kind: 'grants' });
}

export interface CachedSession {
  auth: Readonly<AuthContext>;
  accessExpiresAt: number;
  absoluteExpiresAt: number;
  lastActivityAt: number;
}

interface CachedCount {
  compId: number;
  n: number;
}

/** An employee's grant in one product: the company's permit status and both sides' roles in it. */
export interface ProductGrant {
  permit: number | null;
  roles: readonly string[];
  compRoles: readonly string[];
}

/**
 * A bounded cache whose entries live TTL_MS by `clock`, read at every look-up (lru-cache would
 * otherwise reuse a reading for a millisecond, and miss a step of a test's clock).
 */
function ttlCache<V extends object>(clock: () => number): LRUCache<string, V> {
  return new LRUCache<string, V>({ max: MAX_ENTRIES, ttl: TTL_MS, ttlResolution: 0, perf: { now: clock } });
}

/** The entry, unless it was stored later than now (the clock stepped back: its age is unknown). */
function fresh<V extends object>(cache: LRUCache<string, V>, key: string): V | undefined {
  const hit = cache.get(key);
  if (hit !== undefined && cache.getRemainingTTL(key) > TTL_MS) {
    cache.delete(key);
    return undefined;
  }
  return hit;
}

/** Drops the entries `matches` picks (the keys are collected first: no deleting while iterating). */
function dropWhere<V extends object>(cache: LRUCache<string, V>, matches: (v: V) => boolean): void {
  const keys: string[] = [];
  for (const [k, v] of cache.entries()) if (matches(v)) keys.push(k);
  for (const k of keys) cache.delete(k);
}

export class HotCache {
  private readonly sessions: LRUCache<string, CachedSession>;
  private readonly counts: LRUCache<string, CachedCount>;
  private readonly grants: LRUCache<string, ProductGrant>;
  private listener: Listener | null = null;
  /** Bumped by every announcement: a value read before a change is not stored after it. */
  private generation = 0;

  /** `clock`: the application's clock (AppContext.clock), which the entries' age is read by. */
  constructor(clock: () => number) {
    this.sessions = ttlCache(clock);
    this.counts = ttlCache(clock);
    this.grants = ttlCache(clock);
  }

  async start(db: Db): Promise<void> {
    try {
      this.listener = await db.listen(CACHE_CHANNEL, (payload) => this.apply(decode(payload)));
    } catch {
      this.listener = null; // no notifications: the caches stay off, every check reads the database
    }
  }

  async stop(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
    this.apply({ kind: 'all' });
  }

  private usable(): boolean {
    return this.listener?.healthy() === true;
  }

  /** A stamp to take before reading the database, to pass to the store call after. */
  stamp(): number {
    return this.generation;
  }

  apply(e: CacheEvent): void {
    this.generation++;
    switch (e.kind) {
      case 'all':
        this.sessions.clear();
        this.counts.clear();
        this.grants.clear();
        return;
      case 'grants':
        this.grants.clear();
        return;
      case 'messages':
        dropWhere(this.counts, (v) => v.compId === e.compId);
        return;
      default:
        dropWhere(
          this.sessions,
          (v) =>
            (e.kind === 'session' && v.auth.sessionId === e.id) ||
            (e.kind === 'person' && v.auth.personId === e.id) ||
            (e.kind === 'employee' && v.auth.employeeId === e.id),
        );
    }
  }

  session(tokenHash: string): CachedSession | undefined {
    const s = fresh(this.sessions, tokenHash);
    if (s && !this.usable()) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    return s;
  }

  storeSession(tokenHash: string, s: CachedSession, stamp: number): void {
    if (!this.usable() || stamp !== this.generation) return;
    this.sessions.set(tokenHash, s);
  }

  /** The unread count of an employee, from the cache or from `load` (then cached). */
  async unread(compId: number, employeeId: number, load: () => Promise<number>): Promise<number> {
    const key = `${compId}:${employeeId}`;
    const hit = fresh(this.counts, key);
    if (hit && this.usable()) return hit.n;
    const stamp = this.generation;
    const n = await load();
    if (this.usable() && stamp === this.generation) this.counts.set(key, { compId, n });
    return n;
  }

  /**
   * An employee's grants in the products, from the cache, and for the products it lacks from one
   * `load` (then cached, unless a change was announced meanwhile).
   */
  async productGrants(
    compId: number,
    employeeId: number,
    products: readonly string[],
    load: (missing: string[]) => Promise<Map<string, ProductGrant>>,
  ): Promise<Map<string, ProductGrant>> {
    const key = (prod: string) => `${compId}:${employeeId}:${prod}`;
    const found = new Map<string, ProductGrant>();
    const missing: string[] = [];
    const usable = this.usable();
    for (const prod of products) {
      const hit = usable ? fresh(this.grants, key(prod)) : undefined;
      if (hit) found.set(prod, hit);
      else missing.push(prod);
    }
    if (missing.length === 0) return found;
    const stamp = this.generation;
    const loaded = await load(missing);
    const store = this.usable() && stamp === this.generation;
    for (const [prod, grant] of loaded) {
      const kept = Object.freeze({
        ...grant,
        roles: Object.freeze([...grant.roles]),
        compRoles: Object.freeze([...grant.compRoles]),
      });
      found.set(prod, kept);
      if (store) this.grants.set(key(prod), kept);
    }
    return found;
  }
}
