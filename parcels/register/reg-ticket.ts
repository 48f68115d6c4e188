/**
 * The registration ticket of this tab (session storage, shared wizard slot): it names the
 * server-side registration (valid 24 h), so a reload or a typed URL resumes at the right step.
 * Another tab gets its own ticket by resuming with the mobile's SMS code.
 */
import { ticketSlot } from '@scf/shared';

export const REG_TICKET_KEY = 'scf.register.ticket';

const slot = ticketSlot(REG_TICKET_KEY);

export const readRegTicket = (): string | null => slot.read();
export const saveRegTicket = (ticket: unknown): boolean => slot.save(ticket);
export const clearRegTicket = (): void => slot.clear();
