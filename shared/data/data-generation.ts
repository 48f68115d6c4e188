/**
 * A counter of the changes this page has made on the server. An answer fetched ahead
 * (page-request.ts) remembers the count it started under and is thrown away if the count
 * moved before its page took it: a list asked for before a transfer was submitted or a
 * message was read must not be shown after it.
 *
 * Every POST through the http client counts (whatever its outcome: a refused one may still
 * have changed something, and asking again costs one request). A GET that changes state on
 * the server (opening a message marks it read) counts through its page's notice.
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
