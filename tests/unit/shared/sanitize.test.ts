/** CMS HTML sanitising for the public pages. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../shared/sanitize';

describe('sanitizeHtml', () => {
  it('keeps content markup', () => {
    const html =
      '<h2>标题</h2><p>正文 <strong>加粗</strong> <a href="/index/help">帮助</a></p><img src="/x.png" alt="图">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops inline styles (a stored page could cover the portal with its own)', () => {
    expect(sanitizeHtml('<p style="position:fixed;inset:0">x</p>')).toBe('<p>x</p>');
  });

  it('applies the same policy as the server: the known bypasses come out inert', () => {
    expect(sanitizeHtml('<<x>img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<svg onload=alert(1)>')).toBe('');
  });

  it('removes scripts, handlers, javascript: URLs, forms, frames and styles', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">a</p><script>alert(1)</script><img ' +
        'src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' +
        '<form action="https://evil"><input name="pwd"></form><iframe ' +
        'src="https://evil"></iframe><style>*{display:none}</style><svg><script>1</script></svg>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|<form|<input|<iframe|<style/i);
    expect(out).toContain('<p>a</p>');
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives "" for non-strings and never throws', () => {
    for (const v of [null, undefined, 1, {}, []]) expect(sanitizeHtml(v)).toBe('');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const out = sanitizeHtml(`<div>${s}</div>`);
        expect(out).not.toMatch(/<script/i);
      }),
      { numRuns: 200 },
    );
  });
});
