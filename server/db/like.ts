/** A keyword as an ILIKE pattern that matches it anywhere, its `\`, `%` and `_` taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
