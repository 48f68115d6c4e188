/**
 * WCAG 2 contrast ratio of a text colour on a background (1–21), NaN for anything else.
 * Colours are `#rrggbb` or `rgb()`/`rgba()`; antd's text tokens are translucent black, so a
 * translucent foreground is first composited over the background (which must be opaque),
 * as the browser and axe do.
 */

const COLOUR_RE = /^(?:#(\w\w)(\w\w)(\w\w)|rgba?\((\d+), *(\d+), *(\d+)(?:, *([\d.]+))?\))$/;

/** `[r, g, b, alpha]`, or null. */
function parse(colour: unknown): number[] | null {
  const m = typeof colour === 'string' ? COLOUR_RE.exec(colour.trim().toLowerCase()) : null;
  if (!m) return null;
  const c = (m[1] ? [m[1], m[2], m[3]].map((h) => parseInt(h as string, 16)) : [m[4], m[5], m[6]].map(Number)).concat(
    m[7] ? Number(m[7]) : 1,
  );
  return c.every((v, i) => v >= 0 && v <= (i < 3 ? 255 : 1)) ? c : null;
}

/** Relative luminance of `fg` painted over the opaque `bg` (alpha compositing). */
function luminance(fg: number[], bg: number[]): number {
  const a = fg[3] as number;
  const [r, g, b] = [0, 1, 2].map((i) => {
    const s = ((fg[i] as number) * a + (bg[i] as number) * (1 - a)) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ratio of `foreground` on `background`; NaN when either is unreadable or the background translucent. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parse(foreground);
  const bg = parse(background);
  if (!fg || !bg || bg[3] !== 1) return NaN;
  const la = luminance(fg, bg);
  const lb = luminance(bg, bg);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
