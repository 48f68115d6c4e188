/** URL rules of the layout components: only http(s) and same-origin paths ever become links, windows or images. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlainClick,
  portalHref,
  toHttpUrl,
  toImageSrc,
  toPortalBase,
  withPathParam,
} from '../../../shared/layout/layout-url';

describe('toHttpUrl', () => {
  it('accepts http(s) URLs and absolute paths, resolving paths against the page', () => {
    expect(toHttpUrl('https://chat.example.com/kefu?a=1')).toBe('https://chat.example.com/kefu?a=1');
    expect(toHttpUrl('  http://example.com  ')).toBe('http://example.com/');
    expect(toHttpUrl('/index/help')).toBe(`${location.origin}/index/help`);
    expect(toHttpUrl('/x', 'https://portal.example.com/')).toBe('https://portal.example.com/x');
  });

  it('refuses other schemes, protocol-relative and relative values, control characters and garbage', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://example.com',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'kefu.html',
      '',
      '   ',
      'http://exa mple.com',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      expect(toHttpUrl(bad), bad).toBeNull();
    }
    for (const value of [null, undefined, 42, {}, ['https://example.com']]) expect(toHttpUrl(value)).toBeNull();
  });

  it('never returns anything but an http(s) URL, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', '//', '/\\')).map(String),
        (raw) => {
          const url = toHttpUrl(raw);
          return url === null || /^https?:\/\//.test(url);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('toImageSrc', () => {
  it('accepts raster data URLs but never SVG ones (SVG can carry script)', () => {
    expect(toImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(toImageSrc('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBeNull();
    expect(toImageSrc('data:image/png,not-base64<>')).toBeNull();
    expect(toImageSrc('/wechat-qr.png')).toBe(`${location.origin}/wechat-qr.png`);
  });
});

describe('portal links', () => {
  it('keeps paths inside the portal and makes them absolute for other sites', () => {
    expect(portalHref('', '/center/crm/user')).toBe('/center/crm/user');
    expect(portalHref('https://portal.example.com', '/center/crm/user')).toBe(
      'https://portal.example.com/center/crm/user',
    );
    expect(toPortalBase('')).toBe('');
    expect(toPortalBase('https://portal.example.com/scf/')).toBe('https://portal.example.com/scf');
    expect(toPortalBase('javascript:alert(1)')).toBeNull();
  });

  it('adds the current path to the chat URL, keeping its own parameters', () => {
    expect(withPathParam('https://chat.example.com/kefu?channel=web', '/center/crm/user')).toBe(
      'https://chat.example.com/kefu?channel=web&path=%2Fcenter%2Fcrm%2Fuser',
    );
    expect(withPathParam('https://chat.example.com/kefu?path=old', '/x')).toBe(
      'https://chat.example.com/kefu?path=%2Fx',
    );
  });

  it('intercepts only plain primary clicks', () => {
    const click = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
