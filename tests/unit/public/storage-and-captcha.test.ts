/**
 * What the wizards keep in session storage (checked on the way in, expired or corrupt values
 * dropped) and the captcha image accepted only as the server's PNG data URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { captchaImageOf } from '@scf/shared/forms';
import { clearRegTicket, readRegTicket, REG_TICKET_KEY, saveRegTicket } from '../../../parcels/register/reg-ticket';
import {
  clearResetDone,
  clearResetTicket,
  markResetDone,
  readResetDone,
  readResetTicket,
  saveResetTicket,
} from '../../../parcels/resetpwd/reset-state';

const TICKET = 'E7-K2_oG10XTrC9631z1m1pj0kfQRZx41bjq2DEJNt0';

beforeEach(() => sessionStorage.clear());

describe('registration ticket', () => {
  it('is kept for this tab and read back', () => {
    expect(saveRegTicket(TICKET)).toBe(true);
    expect(readRegTicket()).toBe(TICKET);
    clearRegTicket();
    expect(readRegTicket()).toBeNull();
  });

  it('refuses values that are not tickets, and ignores a corrupt stored one', () => {
    for (const bad of ['short', '<script>alert(1)</script>xxxxxxxx', 42, null]) expect(saveRegTicket(bad)).toBe(false);
    sessionStorage.setItem(REG_TICKET_KEY, 'a b c d e f g h i j k');
    expect(readRegTicket()).toBeNull();
  });
});

describe('reset ticket', () => {
  it('lives until its expiry, then is forgotten', () => {
    expect(saveResetTicket(TICKET, 600, '138******0005', 1_000)).toBe(true);
    expect(readResetTicket(1_000 + 599_000)).toEqual({ ticket: TICKET, expiresAt: 601_000, mobile: '138******0005' });
    expect(readResetTicket(601_001)).toBeNull();
    // Forgotten for good, not only hidden.
    expect(readResetTicket(0)).toBeNull();
  });

  it('caps odd lifetimes and survives corrupt storage', () => {
    expect(saveResetTicket(TICKET, -5, '', 0)).toBe(true);
    expect(readResetTicket(0)?.expiresAt).toBe(600_000);
    expect(saveResetTicket(TICKET, 1e9, '', 0)).toBe(true);
    expect(readResetTicket(0)?.expiresAt).toBe(3_600_000);
    sessionStorage.setItem('scf.resetpwd.ticket', '{not json');
    expect(readResetTicket()).toBeNull();
    sessionStorage.setItem('scf.resetpwd.ticket', JSON.stringify({ ticket: 'x', expiresAt: Date.now() + 1e6 }));
    expect(readResetTicket()).toBeNull();
    expect(saveResetTicket('bad ticket', 600, '')).toBe(false);
    clearResetTicket();
  });

  it('remembers a finished reset for the completion page', () => {
    expect(readResetDone()).toBeNull();
    markResetDone('138******0005');
    expect(readResetDone()).toBe('138******0005');
    markResetDone('');
    expect(readResetDone()).toBe('');
    clearResetDone();
    expect(readResetDone()).toBeNull();
  });
});

describe('captcha image', () => {
  it("shows only the server's PNG data URL of sane size", () => {
    const png =
      'data:image/png;base64,' +
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    expect(captchaImageOf(png)).toBe(png);
    expect(captchaImageOf('data:image/svg+xml;base64,PHN2Zy8+')).toBeNull();
    expect(captchaImageOf('https://example.com/a.png')).toBeNull();
    expect(captchaImageOf('data:image/png;base64,@@@')).toBeNull();
    expect(captchaImageOf('data:image/png;base64,AAAA"onerror="alert(1)')).toBeNull();
    expect(captchaImageOf(`data:image/png;base64,${'A'.repeat(300_000)}`)).toBeNull();
    expect(captchaImageOf(42)).toBeNull();
  });
});
