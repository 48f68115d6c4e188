/**
 * What this tab knows between the reset steps, in session storage: the single-use reset
 * ticket with its expiry (10 minutes), and, after the reset, the masked mobile for the
 * completion page. The server decides whether a ticket is still good; the expiry here only
 * spares the reader a form that would be refused.
 */

const TICKET_KEY = 'scf.resetpwd.ticket';
const DONE_KEY = 'scf.resetpwd.done';
const TICKET_RE = /^[A-Za-z0-9_-]{16,128}$/;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

export interface ResetTicketState {
  ticket: string;
  expiresAt: number;
  /** Masked mobile, shown on the later pages. */
  mobile: string;
}

export function saveResetTicket(ticket: unknown, expiresInSeconds: unknown, mobile: string, now: number = Date.now()): boolean {
  if (typeof ticket !== 'string' || !TICKET_RE.test(ticket)) return false;
  const seconds = typeof expiresInSeconds === 'number' && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? Math.min(expiresInSeconds, 3600) : 600;
  return write(TICKET_KEY, JSON.stringify({ ticket, expiresAt: now + seconds * 1000, mobile }));
}

/** The stored ticket while it is still within its lifetime, else null (and forgotten). */
export function readResetTicket(now: number = Date.now()): ResetTicketState | null {
  const raw = read(TICKET_KEY);
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as Partial<ResetTicketState>;
    if (typeof v.ticket === 'string' && TICKET_RE.test(v.ticket) && typeof v.expiresAt === 'number' && v.expiresAt > now) {
      return { ticket: v.ticket, expiresAt: v.expiresAt, mobile: typeof v.mobile === 'string' ? v.mobile : '' };
    }
  } catch {
    // Corrupt value: treated as absent.
  }
  remove(TICKET_KEY);
  return null;
}

export function clearResetTicket(): void {
  remove(TICKET_KEY);
}

export function markResetDone(mobile: string): void {
  write(DONE_KEY, mobile || '1');
}

/** The masked mobile of a finished reset in this tab, or null when none was finished here. */
export function readResetDone(): string | null {
  const v = read(DONE_KEY);
  return v === null ? null : v === '1' ? '' : v.slice(0, 20);
}

export function clearResetDone(): void {
  remove(DONE_KEY);
}
