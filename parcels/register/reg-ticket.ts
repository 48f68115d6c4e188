/**
 * The registration ticket in session storage: it names the server-side registration (valid
 * 24 h), so a reload or a typed URL resumes at the right step. Session storage, not local: a
 * closed tab forgets it, and another person on the same computer does not inherit it.
 */

export const REG_TICKET_KEY = 'scf.register.ticket';

/** Server tickets are opaque random strings; anything else in storage is ignored. */
const TICKET_RE = /^[A-Za-z0-9_-]{16,128}$/;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readRegTicket(): string | null {
  try {
    const v = storage()?.getItem(REG_TICKET_KEY) ?? null;
    return v !== null && TICKET_RE.test(v) ? v : null;
  } catch {
    return null;
  }
}

export function saveRegTicket(ticket: unknown): boolean {
  if (typeof ticket !== 'string' || !TICKET_RE.test(ticket)) return false;
  try {
    storage()?.setItem(REG_TICKET_KEY, ticket);
    return true;
  } catch {
    return false;
  }
}

export function clearRegTicket(): void {
  try {
    storage()?.removeItem(REG_TICKET_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
