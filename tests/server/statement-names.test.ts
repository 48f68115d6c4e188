/**
 * Which statements go to PostgreSQL as named (prepared) statements: those run often, under a
 * name their text derives, never those without parameters, and never more than the cap.
 */
import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../server/db/statement-names';

describe('statement names', () => {
  it('names a text from its third call on, the same name every time and for every instance', () => {
    const names = new StatementNames(3, 10);
    const sql = 'SELECT * FROM companies WHERE id = $1';
    expect(names.nameOf(sql, [1])).toBeUndefined();
    expect(names.nameOf(sql, [2])).toBeUndefined();
    const name = names.nameOf(sql, [3]);
    expect(name).toMatch(/^scf_[0-9a-f]{24}$/);
    expect(names.nameOf(sql, [4])).toBe(name);
    const other = new StatementNames(1, 10);
    expect(other.nameOf(sql, [1])).toBe(name);
    expect(other.nameOf(`${sql} `, [1])).not.toBe(name);
  });

  it('never names a statement without parameters (scripts go by the simple protocol)', () => {
    const names = new StatementNames(1, 10);
    expect(names.nameOf('SELECT 1', [])).toBeUndefined();
    expect(names.nameOf('SELECT 1', [])).toBeUndefined();
  });

  it('names at most the cap of texts; the others stay unnamed and the named keep their names', () => {
    const names = new StatementNames(1, 2);
    const a = names.nameOf('SELECT $1::int AS a', [1]);
    const b = names.nameOf('SELECT $1::int AS b', [1]);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(names.nameOf('SELECT $1::int AS c', [1])).toBeUndefined();
    expect(names.nameOf('SELECT $1::int AS a', [1])).toBe(a);
  });
});
