/**
 * The watermark's tile: the person's lines as an SVG image, repeated over the page by CSS.
 *
 * Why SVG text and not antd's `Watermark` (which draws on a canvas): a canvas exists only in the
 * browser, so antd's mark came after the centre's JavaScript had run, as a PNG of about 94,000 px²
 * that became every centre page's largest contentful paint (about 5 s on a slow phone line while
 * the page's own content showed at 0.5 s). An SVG tile is a string the server renders into the
 * first response, the same on the server and in the browser (so hydration keeps it), costs no
 * drawing, and is a few hundred bytes over a large area: too sparse for Chrome to count as a
 * content paint. docs/decisions/watermark-svg-tile.md has the figures.
 */

/** Room between two marks, across and down (px), as antd's default. */
const GAP_X = 160;
const GAP_Y = 120;
/** The smallest room one mark takes (antd's default mark size). */
const MIN_MARK_WIDTH = 120;
const MIN_MARK_HEIGHT = 64;
/** The id of the pattern on the page (one watermark at a time). */
export const WATERMARK_PATTERN_ID = 'scf-watermark-tile';
/** Marks are turned as antd's (degrees). */
const ROTATE = -22;
const LINE_HEIGHT = 1.5;

export interface WatermarkFont {
  /** A CSS colour; the theme's `colorFill`, faint over any content. */
  color: string;
  fontSize: number;
}

export interface WatermarkTile {
  /** The CSS `background-image` value (a data URL). */
  image: string;
  /**
   * The inside of an inline `<svg>` that repeats the tile over its whole box (a pattern). On the
   * page this is what draws the mark: an image in a data URL is a document of its own, which
   * Chrome builds while it styles the page's first frame (about 120 ms on a 4× slowed CPU).
   */
  pattern: string;
  /** The CSS `background-size` value: one tile holds two marks, the second shifted (staggered). */
  size: string;
}

/**
 * The width of a line in px, estimated without measuring: a CJK character is one em, anything
 * else about 0.6 em. Only the spacing of the marks depends on it.
 */
function lineWidth(line: string, fontSize: number): number {
  let ems = 0;
  for (const ch of line) ems += (ch.codePointAt(0) ?? 0) > 0x2e80 ? 1 : 0.6;
  return Math.ceil(ems * fontSize);
}

/** Text for an SVG document: the person's name may hold any character. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One mark: the lines centred on (x, y), turned. */
function mark(lines: readonly string[], x: number, y: number, fontSize: number): string {
  const first = -((lines.length - 1) * fontSize * LINE_HEIGHT) / 2;
  const spans = lines
    .map((line, i) => `<tspan x="0" y="${first + i * fontSize * LINE_HEIGHT}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text transform="translate(${x} ${y}) rotate(${ROTATE})">${spans}</text>`;
}

/** The tile of these lines, or null when there is nothing to draw. */
export function watermarkTile(lines: readonly string[], font: WatermarkFont): WatermarkTile | null {
  if (lines.length === 0) return null;
  const { fontSize } = font;
  const markWidth = Math.max(MIN_MARK_WIDTH, ...lines.map((l) => lineWidth(l, fontSize)));
  const markHeight = Math.max(MIN_MARK_HEIGHT, Math.ceil(lines.length * fontSize * LINE_HEIGHT));
  const unitX = markWidth + GAP_X;
  const unitY = markHeight + GAP_Y;
  const width = unitX * 2;
  const height = unitY * 2;
  const marks =
    `<g font-family="sans-serif" font-size="${fontSize}" fill="${escapeXml(font.color)}" ` +
    `text-anchor="middle" dominant-baseline="middle">` +
    mark(lines, unitX / 2, unitY / 2, fontSize) +
    mark(lines, unitX * 1.5, unitY * 1.5, fontSize) +
    '</g>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${marks}</svg>`;
  const pattern =
    `<defs><pattern id="${WATERMARK_PATTERN_ID}" width="${width}" height="${height}" patternUnits="userSpaceOnUse">` +
    `${marks}</pattern></defs><rect width="100%" height="100%" fill="url(#${WATERMARK_PATTERN_ID})"/>`;
  return {
    image: `url("data:image/svg+xml,${encodeURIComponent(svg)}")`,
    pattern,
    size: `${width}px ${height}px`,
  };
}
