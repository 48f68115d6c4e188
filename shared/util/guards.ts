/**
 * Small type guards for values that come from outside the type system (storage, cookies,
 * server bodies, attributes). Every reader of untrusted data goes through these, so a
 * corrupt value turns into a documented default instead of an exception in the page.
 */

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array, or [] for anything else. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Parses JSON without throwing; `undefined` when the text is not valid JSON. */
export function safeJsonParse(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const hasWindow = (): boolean => typeof window !== 'undefined';
export const hasDocument = (): boolean => typeof document !== 'undefined';

/** A string argument as text; anything else (garbage from a caller) as ''. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
