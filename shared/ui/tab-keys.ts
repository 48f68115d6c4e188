/**
 * The keys of a horizontal tab list (WAI-ARIA tabs pattern): ← and → move to the neighbouring
 * tab, wrapping round at either end; Home and End to the first and the last. Every other key is
 * left to the browser (Tab leaves the list).
 */

/** The index reached from `index` by `key` among `count` tabs, or null when the key is not one of them. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
