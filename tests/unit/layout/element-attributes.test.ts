/** Attribute parsing of the custom elements: values or a Chinese reason, never an exception. */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseApiBase,
  parseBoolean,
  parseHotline,
  parseHttpUrl,
  parseImageSrc,
  parseNameList,
  parseOneOf,
  parseProductCode,
  readAttribute,
} from '../../../parcels/elements/attributes';
import { HEADER_PARTS } from '../../../shared/layout/header-parts';

afterEach(() => vi.restoreAllMocks());

describe('parsers', () => {
  it('booleans: bare attribute and true words are true, false words false, anything else refused', () => {
    for (const v of ['', 'true', 'TRUE', '1', 'yes', 'on', 'collapsed'])
      expect(parseBoolean(v)).toEqual({ value: true });
    for (const v of ['false', '0', 'no', 'off']) expect(parseBoolean(v)).toEqual({ value: false });
    expect(parseBoolean('maybe').warning).toContain('true 或 false');
  });

  it('enumerations', () => {
    const position = parseOneOf(['right', 'left'] as const);
    expect(position('Left')).toEqual({ value: 'left' });
    expect(position('middle').warning).toContain('right、left');
  });

  it('URLs: http(s) and paths only', () => {
    expect(parseHttpUrl('https://chat.example.com')).toEqual({ value: 'https://chat.example.com/' });
    expect(parseHttpUrl('javascript:alert(1)').value).toBeUndefined();
    expect(parseHttpUrl('javascript:alert(1)').warning).toContain('http(s)');
    expect(parseImageSrc('data:image/svg+xml;base64,PHN2Zz4=').value).toBeUndefined();
  });

  it('hotline numbers as printed', () => {
    expect(parseHotline(' 400-880-9555 ')).toEqual({ value: '400-880-9555' });
    expect(parseHotline('+86 (21) 6888 0000')).toEqual({ value: '+86 (21) 6888 0000' });
    expect(parseHotline('<script>').value).toBeUndefined();
  });

  it('product codes', () => {
    expect(parseProductCode('bill')).toEqual({ value: 'BILL' });
    expect(parseProductCode('产品 编码').value).toBeUndefined();
  });

  it('api base: a bare origin means its /api, a path stays a path, other schemes are refused', () => {
    expect(parseApiBase('https://portal.example.com')).toEqual({ value: 'https://portal.example.com/api' });
    expect(parseApiBase('https://portal.example.com/')).toEqual({ value: 'https://portal.example.com/api' });
    expect(parseApiBase('https://gw.example.com/scf/api/')).toEqual({ value: 'https://gw.example.com/scf/api' });
    expect(parseApiBase('/api')).toEqual({ value: '/api' });
    expect(parseApiBase('//evil.example.com').value).toBeUndefined();
    expect(parseApiBase('javascript:alert(1)').value).toBeUndefined();
  });

  it('name lists: JSON or words; unknown names dropped with a warning; malformed JSON ignored', () => {
    const parts = parseNameList(HEADER_PARTS);
    expect(parts('inbox avatar')).toEqual({ value: ['inbox', 'avatar'] });
    expect(parts('["inbox","avatar"]')).toEqual({ value: ['inbox', 'avatar'] });
    expect(parts('inbox,，avatar inbox')).toEqual({ value: ['inbox', 'avatar'] });
    const partial = parts('inbox bogus');
    expect(partial.value).toEqual(['inbox']);
    expect(partial.warning).toContain('bogus');
    expect(parts('["inbox",').value).toBeUndefined();
    expect(parts('["inbox",').warning).toContain('JSON');
    expect(parts('{"a":1}').value).toBeUndefined();
    expect(parts('[1, null]').value).toBeUndefined();
    expect(parts('').value).toBeUndefined();
  });

  it('no parser throws, whatever the string (property)', () => {
    const parsers = [
      parseBoolean,
      parseHttpUrl,
      parseImageSrc,
      parseHotline,
      parseProductCode,
      parseApiBase,
      parseNameList(HEADER_PARTS),
      parseOneOf(['a', 'b']),
    ];
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.webUrl()), (raw) => {
        for (const parse of parsers) {
          const r = parse(raw);
          if (r.value === undefined && !r.warning) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
    // About a second and a half alone (generating URLs is the cost): on a loaded machine it took
    // longer than the unit tests' 15 s, so it has room of its own.
  }, 60_000);
});

describe('readAttribute', () => {
  it('falls back to the default with one warning per element and value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const owner = {};
    const read = (raw: string | undefined): string =>
      readAttribute(owner, 'scf-service-widget', 'position', raw, parseOneOf(['right', 'left'] as const), 'right');
    expect(read(undefined)).toBe('right');
    expect(read('left')).toBe('left');
    expect(read('middle')).toBe('right');
    expect(read('middle')).toBe('right');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[scf-service-widget] 属性 position="middle" 无效：只能是 right、left，已忽略',
    );
    expect(read('top')).toBe('right');
    expect(warn).toHaveBeenCalledTimes(2);
    // Another element warns for itself.
    readAttribute({}, 'scf-service-widget', 'position', 'middle', parseOneOf(['right', 'left'] as const), 'right');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
