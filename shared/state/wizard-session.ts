/**
 * What a wizard tab keeps between its steps, in session storage (registration ticket, password
 * reset ticket, a finished reset): session, not local, so a closed tab forgets it and another
 * person on the same computer does not inherit it. Server tickets are opaque random strings;
 * anything else found in storage is treated as absent.
 */
import { readItem, readJson, removeItem, writeItem, writeJson } from '../util/safe-storage';

const TICKET_RE = /^[A-Za-z0-9_-]{16,128}$/;

export function isWizardTicket(v: unknown): v is string {
  return typeof v === 'string' && TICKET_RE.test(v);
}

export interface WizardSlot {
  /** The stored text, or null. */
  read(): string | null;
  /** The stored JSON value, or undefined when absent or corrupt. */
  readJson(): unknown;
  /** false when the browser refuses to store (private mode, storage disabled). */
  write(value: string): boolean;
  writeJson(value: unknown): boolean;
  clear(): void;
}

/** One key of this tab's session storage. */
export function wizardSlot(key: string): WizardSlot {
  return {
    read: () => readItem('session', key),
    readJson: () => readJson('session', key),
    write: (value) => writeItem('session', key, value),
    writeJson: (value) => writeJson('session', key, value),
    clear: () => removeItem('session', key),
  };
}

/** A slot holding a bare ticket: saving refuses a value that is not one, reading ignores it. */
export function ticketSlot(key: string): { read(): string | null; save(ticket: unknown): boolean; clear(): void } {
  const slot = wizardSlot(key);
  return {
    read: () => {
      const v = slot.read();
      return isWizardTicket(v) ? v : null;
    },
    save: (ticket) => isWizardTicket(ticket) && slot.write(ticket),
    clear: slot.clear,
  };
}
