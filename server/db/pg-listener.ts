/** PostgreSQL LISTEN/NOTIFY for the pool implementation (pg-db.ts): cache invalidation across instances. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Every instance's listening connection carries this name, so that they can be counted. */
export const LISTENER_APP_NAME = 'scf-listener';
/** Channel of the acknowledgements: "this instance has applied notification <tag>". */
const ACK_CHANNEL = 'scf_ack';

/**
 * PostgreSQL LISTEN on one dedicated connection (a pooled one would drop the subscription when
 * returned). Each notification is tagged; every instance acknowledges a tag after its handlers
 * ran, and the sender waits for as many acknowledgements as there are listening instances, so
 * when it answers its client every instance has already applied the change. Reconnects after a
 * loss, telling the listeners (null) that they may have missed notifications.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private up = false;
  private closed = false;
  private readonly handlers = new Map<string, Set<(payload: string | null) => void>>();
  private readonly waiting = new Map<string, { got: number; need: number; done: () => void }>();
  private readonly instance = randomBytes(6).toString('hex');
  private seq = 0;

  constructor(private readonly clientConfig: pg.ClientConfig) {}

  healthy(): boolean {
    return this.up;
  }

  /** A new tag; acknowledgements for it are counted from now on. */
  tag(): string {
    const tag = `${this.instance}.${++this.seq}`;
    this.waiting.set(tag, { got: 0, need: Infinity, done: () => undefined });
    return tag;
  }

  /** Waits (at most a second) until `need` instances have acknowledged the tag. */
  waitAcks(tag: string, need: number): Promise<void> {
    const w = this.waiting.get(tag);
    if (!w || !this.up || w.got >= need) {
      this.waiting.delete(tag);
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => w.done(), 1000);
      w.need = need;
      w.done = () => {
        clearTimeout(timer);
        this.waiting.delete(tag);
        resolve();
      };
    });
  }

  forget(tag: string): void {
    this.waiting.delete(tag);
  }

  async add(channel: string, handler: (payload: string | null) => void): Promise<void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    await this.connect();
    if (this.client && set.size === 1) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  remove(channel: string, handler: (payload: string | null) => void): void {
    this.handlers.get(channel)?.delete(handler);
  }

  private onNotification(client: pg.Client, n: pg.Notification): void {
    const raw = n.payload ?? '';
    if (n.channel === ACK_CHANNEL) {
      const w = this.waiting.get(raw);
      if (w && ++w.got >= w.need) w.done();
      return;
    }
    const bar = raw.indexOf('|');
    const tag = raw.slice(0, bar);
    const payload = raw.slice(bar + 1);
    for (const h of this.handlers.get(n.channel) ?? []) h(payload);
    if (tag !== '') client.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, tag]).catch(() => undefined);
  }

  private connect(): Promise<void> {
    if (this.up || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ ...this.clientConfig, application_name: LISTENER_APP_NAME });
      const lost = () => {
        if (this.client !== client) return;
        this.client = null;
        this.up = false;
        for (const set of this.handlers.values()) for (const h of set) h(null);
        for (const w of this.waiting.values()) w.done();
        if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 1000).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => this.onNotification(client, n));
      try {
        await client.connect();
        for (const channel of [ACK_CHANNEL, ...this.handlers.keys()])
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        this.client = client;
        this.up = true;
        // Anything may have changed while no one listened.
        for (const set of this.handlers.values()) for (const h of set) h(null);
      } catch (err) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 1000).unref();
        throw err;
      }
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.up = false;
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => undefined);
  }
}
