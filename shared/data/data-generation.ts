/**
 * A counter of the changes this page has made on the server. An answer fetched ahead
 * (page-request.ts) remembers the count it started under and is thrown away if the count
 * moved before its page took it: a message list asked for before a message was opened (which
 * marks it read) must not be shown after it.
 *
 * Changes are told explicitly (`dataChanged`), not read off the method: the portal's reads are
 * POSTs too (lists, counts), and a list fetched ahead would otherwise outdate itself.
 */
let generation = 0;

/** Something may have changed on the server. */
export function dataChanged(): void {
  generation += 1;
}

/** The current count. */
export function dataGeneration(): number {
  return generation;
}
