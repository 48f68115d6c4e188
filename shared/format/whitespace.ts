/**
 * Whitespace stripping (docs/requirements.md#validation): every whitespace character, including the ideographic space
 * that Chinese input methods type (U+3000), no-break spaces and zero-width characters that
 * come with pasted text.
 */

const WHITESPACE = /[\s\u200B-\u200D\u2060\uFEFF]/g;

export function stripWhitespace(value: unknown): string {
  return typeof value === 'string' ? value.replace(WHITESPACE, '') : '';
}

export function hasWhitespace(value: unknown): boolean {
  return typeof value === 'string' && /[\s\u200B-\u200D\u2060\uFEFF]/.test(value);
}
