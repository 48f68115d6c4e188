/**
 * Text columns of a database row as the API answers them: the column's name in camelCase and an
 * absent value (SQL NULL) as '' — the portal's calls never answer null for a text field. The
 * answer's names follow from the columns, so a call's schema and its repository's row agree
 * without a hand-written line per field.
 */

/** `province_code` → `provinceCode`. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

/** The columns of a row type that hold text (or NULL): numbers and flags are not blanked. */
export type TextColumn<R> = { [C in keyof R]: R[C] extends string | null | undefined ? C : never }[keyof R] & string;

/** The named text columns of `row`, camelCased, NULL as ''. */
export function textColumns<R extends object, K extends TextColumn<R>>(
  row: R,
  columns: readonly K[],
): { [C in K as CamelCase<C>]: string } {
  const out: Record<string, string> = {};
  for (const column of columns) {
    const value = row[column] as string | null | undefined;
    out[camelCase(column)] = value ?? '';
  }
  return out as { [C in K as CamelCase<C>]: string };
}
