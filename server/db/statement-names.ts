/**
 * Which statements PostgreSQL keeps prepared, and under what name.
 *
 * A statement sent unnamed is parsed and planned at every call. For the list pages that costs
 * more than running it: planning the financing list's six-table join took 2–6 ms of the
 * database's CPU against 0.7 ms of execution (20,000 applications, 2 cores), and every list
 * call paid it. A named statement is parsed and planned once per connection (pg keeps the name
 * per client), and PostgreSQL switches it to a generic plan when that plan is no worse than the
 * custom ones it made for the first five calls.
 *
 * Names derive from the text, so the same text always has the same name on every connection.
 * A text is prepared once it has been seen `PREPARE_AFTER` times, and at most `MAX_PREPARED`
 * texts are: each prepared statement holds memory in every connection that ran it, and a text
 * built with values inlined would otherwise prepare without bound. Statements without
 * parameters stay unnamed (they go by the simple protocol, which also runs scripts).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

const PREPARE_AFTER = 3;
const MAX_PREPARED = 300;

export class StatementNames {
  private readonly seen = new LRUCache<string, { n: number }>({ max: 2_000 });
  private readonly names = new Map<string, string>();

  constructor(
    private readonly prepareAfter = PREPARE_AFTER,
    private readonly maxPrepared = MAX_PREPARED,
  ) {}

  /** The name to send `sql` under, or undefined to send it unnamed. */
  nameOf(sql: string, params: readonly unknown[]): string | undefined {
    if (params.length === 0) return undefined;
    const known = this.names.get(sql);
    if (known !== undefined) return known;
    if (this.names.size >= this.maxPrepared) return undefined;
    const count = this.seen.get(sql) ?? { n: 0 };
    count.n++;
    this.seen.set(sql, count);
    if (count.n < this.prepareAfter) return undefined;
    this.seen.delete(sql);
    const name = `scf_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    this.names.set(sql, name);
    return name;
  }
}
