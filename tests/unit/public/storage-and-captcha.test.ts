/**
 * What the wizards keep in session storage (checked on the way in, expired or corrupt values
 * dropped) and the captcha image reduced to safe SVG shapes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { renderCaptcha } from '../../../server/modules/captcha/captcha.svg';
import { parseCaptchaSvg, svgMarkupOf, type SvgShape } from '@scf/shared/forms';
import { clearRegTicket, readRegTicket, REG_TICKET_KEY, saveRegTicket } from '../../../parcels/register/reg-ticket';
import { clearResetDone, clearResetTicket, markResetDone, readResetDone, readResetTicket, saveResetTicket } from '../../../parcels/resetpwd/reset-state';

const TICKET = 'E7-K2_oG10XTrC9631z1m1pj0kfQRZx41bjq2DEJNt0';
const dataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

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

const tags = (s: SvgShape | null): string[] => (s ? [s.tag, ...s.children.flatMap(tags)] : []);

describe('captcha image shapes', () => {
  it("draws the server's own captcha: rect, paths and circles with their attributes", () => {
    const shape = parseCaptchaSvg(dataUrl(renderCaptcha('AB7K')));
    expect(shape?.tag).toBe('svg');
    expect(shape?.props).toMatchObject({ width: '120', height: '40', viewBox: '0 0 120 40' });
    const kinds = new Set(tags(shape));
    expect([...kinds].sort()).toEqual(['circle', 'path', 'rect', 'svg']);
    const glyph = shape?.children.find((c) => c.tag === 'path' && c.props.transform);
    expect(glyph?.props.transform).toMatch(/^rotate\(/);
    expect(glyph?.props.fill).toMatch(/^rgb\(/);
  });

  it('drops script, foreign content, links, styles and event attributes', () => {
    const evil = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" onload="alert(1)">
      <script>alert(1)</script>
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
      <a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>
      <rect width="10" height="10" fill="url(javascript:alert(1))" style="fill:red" onclick="alert(1)"/>
      <image href="https://evil.example.com/x.png"/>
      <path d="M0 0 L10 10" stroke="red" transform="rotate(5 1 1) url(x)"/>
    </svg>`;
    const shape = parseCaptchaSvg(dataUrl(evil));
    expect(tags(shape)).toEqual(['svg', 'rect', 'path']);
    expect(shape?.props).toEqual({ width: '120', height: '40' });
    expect(shape?.children[0]?.props).toEqual({ width: '10', height: '10' });
    expect(shape?.children[1]?.props).toEqual({ d: 'M0 0 L10 10', stroke: 'red' });
  });

  it('reads only base64 SVG data URLs of sane size', () => {
    expect(svgMarkupOf('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
    expect(svgMarkupOf('https://example.com/a.svg')).toBeNull();
    expect(svgMarkupOf('data:image/svg+xml;base64,@@@')).toBeNull();
    expect(svgMarkupOf(`data:image/svg+xml;base64,${'A'.repeat(300_000)}`)).toBeNull();
    expect(parseCaptchaSvg(dataUrl('<html><body>not svg</body></html>'))).toBeNull();
    expect(parseCaptchaSvg(dataUrl('<svg xmlns="http://www.w3.org/2000/svg"><rect'))).toBeNull();
    expect(parseCaptchaSvg(42)).toBeNull();
  });
});
