/**
 * The text rule's UTF-16 half (shared/rules/input-rules.ts):
 * lone surrogates are refused, every real character passes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ILL_FORMED_TEXT_MSG, isWellFormedText } from '../../../shared/rules/input-rules';

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

describe('well-formed text', () => {
  it('accepts Chinese, rare CJK outside the BMP (𠮷), emoji and their sequences', () => {
    for (const s of ['', '华信核心制造集团', '𠮷野家', '💥', '👩‍👩‍👧', 'a\u{10FFFF}b'])
      expect(isWellFormedText(s)).toBe(true);
  });

  it('refuses a lone high or low surrogate anywhere, and a pair in the wrong order', () => {
    for (const s of ['\ud800', 'a\ud800', '\udc00b', '华\udbff信', '\udc00\ud800', '💥'.slice(0, 1)])
      expect(isWellFormedText(s)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 1, {}, ['a']]) expect(isWellFormedText(v)).toBe(false);
  });

  it('accepts any string of whole code points and refuses it once a lone surrogate is inserted (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), loneSurrogate, fc.nat(), (s, lone, at) => {
        expect(isWellFormedText(s)).toBe(true);
        const i = at % (s.length + 1);
        // Inserting between the halves of a pair would break the pair too: place it at a code point boundary.
        const cut = /[\udc00-\udfff]/.test(s.charAt(i)) ? i + 1 : i;
        expect(isWellFormedText(s.slice(0, cut) + lone + s.slice(cut))).toBe(false);
      }),
    );
  });

  it('says in Chinese what is wrong', () => {
    expect(ILL_FORMED_TEXT_MSG).toMatch(/[\u4e00-\u9fff]/);
  });
});
