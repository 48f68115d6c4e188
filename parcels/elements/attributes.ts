/**
 * Attribute parsing for the custom elements. A foreign page writes these by hand, so every
 * parser accepts a string, never throws, and either returns a value or says in Chinese why
 * the value was ignored; `readAttribute` then warns once per element and value and falls back
 * to the default, and the element keeps working.
 */
import { HOTLINE_RE, toHttpUrl, toImageSrc, toPortalBase } from '@scf/shared';

type ParseResult<T> = { value: T; warning?: string } | { value?: undefined; warning: string };
export type Parser<T> = (raw: string) => ParseResult<T>;

const shown = (raw: string): string => (raw.length > 80 ? `${raw.slice(0, 77)}...` : raw);

const warned = new WeakMap<object, Map<string, string>>();

/** One console warning per element, attribute and value (renders repeat; the warning does not). */
function warnAttribute(owner: object, tag: string, attribute: string, raw: string, reason: string): void {
  let seen = warned.get(owner);
  if (!seen) {
    seen = new Map();
    warned.set(owner, seen);
  }
  if (seen.get(attribute) === raw) return;
  seen.set(attribute, raw);
  console.warn(`[${tag}] 属性 ${attribute}="${shown(raw)}" ${reason}`);
}

/** The parsed value, or `fallback` (with a warning) when absent or invalid. */
export function readAttribute<T>(
  owner: object,
  tag: string,
  attribute: string,
  raw: string | undefined,
  parse: Parser<T>,
  fallback: T,
): T {
  if (raw === undefined) return fallback;
  const result = parse(raw);
  if (result.warning) warnAttribute(owner, tag, attribute, raw, result.warning);
  return result.value === undefined ? fallback : result.value;
}

// ---- parsers ----

const TRUE_WORDS = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** A bare attribute (`<x collapsed>`) is true, as in HTML; `"false"`/`"0"` are false. */
export const parseBoolean: Parser<boolean> = (raw) => {
  const v = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(v) || v === 'collapsed') return { value: true };
  if (FALSE_WORDS.has(v)) return { value: false };
  return { warning: '无效：只能是 true 或 false，已忽略' };
};

export function parseOneOf<T extends string>(options: readonly T[]): Parser<T> {
  return (raw) => {
    const v = raw.trim().toLowerCase();
    const hit = options.find((o) => o === v);
    return hit ? { value: hit } : { warning: `无效：只能是 ${options.join('、')}，已忽略` };
  };
}

/** http(s) URLs and absolute paths (resolved against the page); `javascript:` and the like are refused. */
export const parseHttpUrl: Parser<string> = (raw) => {
  const url = toHttpUrl(raw);
  return url ? { value: url } : { warning: '无效：只接受 http(s) 地址或以 / 开头的路径，已忽略' };
};

export const parseImageSrc: Parser<string> = (raw) => {
  const src = toImageSrc(raw);
  return src
    ? { value: src }
    : { warning: '无效：只接受 http(s) 图片地址、以 / 开头的路径或 PNG/JPEG/GIF/WebP 的 data 地址，已忽略' };
};

export const parseHotline: Parser<string> = (raw) => {
  const v = raw.trim();
  return HOTLINE_RE.test(v)
    ? { value: v }
    : { warning: '无效：热线号码只能包含数字、空格、+、- 和括号（3-30 个字符），已忽略' };
};

/** Product codes are short upper-case identifiers (`EC`, `CRM`, `SCF`). */
export const parseProductCode: Parser<string> = (raw) => {
  const v = raw.trim();
  return /^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(v)
    ? { value: v.toUpperCase() }
    : { warning: '无效：产品编码只能是字母开头的字母、数字、- 或 _（最多 32 个字符），已忽略' };
};

/**
 * The portal's API root: an http(s) URL or an absolute path. A bare origin
 * (`https://portal.example.com`) means its `/api`.
 */
export const parseApiBase: Parser<string> = (raw) => {
  const v = raw.trim();
  const url = toHttpUrl(v);
  if (!url) return { warning: '无效：只接受 http(s) 地址或以 / 开头的路径，已忽略' };
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '');
  if (v.startsWith('/')) return { value: path || '/api' };
  return { value: `${u.origin}${path === '' ? '/api' : path}` };
};

/**
 * A list of known names, written as a JSON array (`["inbox","avatar"]`) or separated by
 * spaces or commas (`inbox avatar`). Unknown names are dropped with a warning; malformed JSON
 * ignores the whole value.
 */
export function parseNameList<T extends string>(known: readonly T[]): Parser<T[]> {
  return (raw) => {
    const text = raw.trim();
    if (text === '') return { warning: '为空，已忽略（显示全部）' };
    let items: unknown[];
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (!Array.isArray(parsed)) return { warning: '无效：不是 JSON 数组，已忽略' };
        items = parsed;
      } catch {
        return { warning: '无效：JSON 格式错误，已忽略' };
      }
    } else {
      items = text.split(/[\s,，]+/).filter(Boolean);
    }
    const names: T[] = [];
    const unknown: string[] = [];
    for (const item of items) {
      const hit = typeof item === 'string' ? known.find((k) => k === item.trim().toLowerCase()) : undefined;
      if (hit) {
        if (!names.includes(hit)) names.push(hit);
      } else unknown.push(typeof item === 'string' ? item : JSON.stringify(item));
    }
    if (unknown.length === 0) return { value: names };
    const warning = `中的 ${unknown.join('、')} 无效（可选：${known.join('、')}），已忽略`;
    return names.length > 0 ? { value: names, warning } : { warning };
  };
}

/** The portal's address on another site (`portal-base`): an http(s) origin with an optional path. */
export const parsePortalBase: Parser<string> = (raw) => {
  const base = toPortalBase(raw.trim());
  return base === null ? { warning: '无效：只接受 http(s) 地址，已忽略' } : { value: base };
};
