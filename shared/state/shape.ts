/**
 * A few lines of schema for the state read back from storage or another tab: each check turns
 * anything into a valid value or null, and `record`/`listOf` build the checks of objects and
 * lists from those of their fields (what TypeBox's `Value.Parse` does on the server; its
 * browser build costs ~36 KB gzip, docs/decisions/client-data-layer.md).
 *
 * - A record is dropped (null) when a `required` field fails; an `optional` one takes its
 *   fallback. Only the declared fields are kept, so an older save's extra fields vanish.
 * - A list keeps the items that pass and drops the rest.
 */
import { asArray, isRecord } from '../util/guards';

/** A valid value from anything, or null. */
export type Check<T> = (value: unknown) => T | null;

interface Field<T> {
  check: Check<T>;
  /** The value when absent or invalid; none: the whole record is dropped. */
  fallback?: { value: T };
}

export const required = <T>(check: Check<T>): Field<T> => ({ check });
export const optional = <T>(check: Check<T>, value: T): Field<T> => ({ check, fallback: { value } });

export function record<T extends object>(fields: { [K in keyof T]: Field<T[K]> }): Check<T> {
  const keys = Object.keys(fields) as (keyof T)[];
  return (value) => {
    if (!isRecord(value)) return null;
    const out = {} as T;
    for (const key of keys) {
      const field = fields[key];
      const checked = field.check(value[key as string]);
      if (checked !== null) out[key] = checked;
      else if (field.fallback) out[key] = field.fallback.value;
      else return null;
    }
    return out;
  };
}

export const listOf =
  <T>(check: Check<T>) =>
  (value: unknown): T[] =>
    asArray(value).flatMap((item) => {
      const checked = check(item);
      return checked === null ? [] : [checked];
    });

// ---- field checks ----

/** Text, or a finite number as text (the server sends codes as either). */
export const text: Check<string> = (v) =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** Text that is not empty (a code, a key). */
export const code: Check<string> = (v) => text(v) || null;

/** A finite number, or an integer written as text. */
export const int: Check<number> = (v) =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null;

/** `true` only (false, absent or anything else fails). */
export const isTrue: Check<true> = (v) => (v === true ? true : null);

export const matching =
  (pattern: RegExp): Check<string> =>
  (v) =>
    typeof v === 'string' && pattern.test(v) ? v : null;

export const oneOf =
  <const T extends readonly unknown[]>(...values: T): Check<T[number]> =>
  (v) =>
    values.includes(v) ? (v as T[number]) : null;
