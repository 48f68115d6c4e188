/**
 * What this tab knows between the reset steps (session storage, shared wizard slots): the
 * single-use reset ticket with its expiry (10 minutes), and, after the reset, the masked
 * mobile for the completion page. The server decides whether a ticket is still good; the
 * expiry here only spares the reader a form that would be refused.
 */
import { isRecord, isWizardTicket, wizardSlot } from '@scf/shared';

const ticketStore = wizardSlot('scf.resetpwd.ticket');
const doneStore = wizardSlot('scf.resetpwd.done');

export interface ResetTicketState {
  ticket: string;
  expiresAt: number;
  /** Masked mobile, shown on the later pages. */
  mobile: string;
}

export function saveResetTicket(
  ticket: unknown,
  expiresInSeconds: unknown,
  mobile: string,
  now: number = Date.now(),
): boolean {
  if (!isWizardTicket(ticket)) return false;
  const seconds =
    typeof expiresInSeconds === 'number' && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0
      ? Math.min(expiresInSeconds, 3600)
      : 600;
  return ticketStore.writeJson({ ticket, expiresAt: now + seconds * 1000, mobile });
}

/** The stored ticket while it is still within its lifetime, else null (and forgotten). */
export function readResetTicket(now: number = Date.now()): ResetTicketState | null {
  const v = ticketStore.readJson();
  if (isRecord(v) && isWizardTicket(v.ticket) && typeof v.expiresAt === 'number' && v.expiresAt > now) {
    return { ticket: v.ticket, expiresAt: v.expiresAt, mobile: typeof v.mobile === 'string' ? v.mobile : '' };
  }
  ticketStore.clear();
  return null;
}

export const clearResetTicket = (): void => ticketStore.clear();

export function markResetDone(mobile: string): void {
  doneStore.write(mobile || '1');
}

/** The masked mobile of a finished reset in this tab, or null when none was finished here. */
export function readResetDone(): string | null {
  const v = doneStore.read();
  return v === null ? null : v === '1' ? '' : v.slice(0, 20);
}

export const clearResetDone = (): void => doneStore.clear();
