/**
 * The generation of the signed-in session. Every request remembers the generation it was made
 * under; when the session ends the generation moves on and the requests still in flight are
 * aborted. An answer (a 401 above all) to a request of an ended session then changes nothing:
 * it neither clears the new state nor sends the reader to the login page, so a logout that
 * leaves a page with slow requests behind ends where the logout said (the home page).
 *
 * This module has no imports so the http client and the session code can both use it.
 */
let generation = 0;
let controller = new AbortController();

/** The current generation; requests store it when they are made. */
export function sessionGeneration(): number {
  return generation;
}

/** Aborted when the current session ends; every request of the session listens to it. */
export function sessionSignal(): AbortSignal {
  return controller.signal;
}

/** True when a request made under `tagged` belongs to a session that has ended since. */
export function isStaleGeneration(tagged: number | undefined): boolean {
  return tagged !== undefined && tagged !== generation;
}

/**
 * Ends the current generation: requests in flight are aborted and answers to them ignored.
 * Called by `endSession`, and by `logout` before it tells the server (the server revokes the
 * session first, so a request answered in between would otherwise come back as a 401).
 */
export function cancelSessionRequests(): void {
  generation += 1;
  const old = controller;
  controller = new AbortController();
  old.abort();
}
