/**
 * Draws a captcha as a PNG raster with @napi-rs/canvas (Skia; the binary ships inside the npm
 * package, nothing is downloaded at install or run time). Each glyph gets its own font, size,
 * rotation, skew and colour and overlaps its neighbours; curves in the glyphs' colours cross
 * them; the whole image is then warped by a random wave, and speckled. The image is pixels
 * only: nothing in it names a glyph, a path or a rotation, so reading it takes real OCR. The
 * limits around it (single use, bound to a browser id, per-IP rate) are what make guessing or
 * OCR at scale expensive: see docs/decisions/captcha.md.
 */
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { SKRSContext2D } from '@napi-rs/canvas';

/** No 0/O, 1/I/L: characters people confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 40;

const require = createRequire(import.meta.url);

/** Fonts shipped as npm packages (no system fonts needed): [family, file inside the package]. */
const FONT_FILES: ReadonlyArray<readonly [string, string]> = [
  ['ScfCaptchaA', '@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff2'],
  ['ScfCaptchaB', '@fontsource/lato/files/lato-latin-700-italic.woff2'],
  ['ScfCaptchaC', '@fontsource/roboto-mono/files/roboto-mono-latin-700-normal.woff2'],
  ['ScfCaptchaD', '@fontsource/dm-sans/files/dm-sans-latin-500-italic.woff2'],
  ['ScfCaptchaE', '@fontsource/lato/files/lato-latin-900-normal.woff2'],
];

type Canvas = typeof import('@napi-rs/canvas');

// Loaded on the first captcha, not at start: the native module is large and a start (or a
// test run) that draws no captcha should not pay for it.
let canvasModule: Promise<Canvas> | null = null;
let families: string[] | null = null;

function fonts(GlobalFonts: Canvas['GlobalFonts']): string[] {
  if (families) return families;
  const loaded: string[] = [];
  for (const [family, file] of FONT_FILES) {
    try {
      GlobalFonts.registerFromPath(require.resolve(file), family);
      loaded.push(family);
    } catch {
      // A missing font file leaves the others; at least one must load (checked below).
    }
  }
  if (loaded.length === 0) throw new Error('captcha fonts missing: reinstall the @fontsource packages');
  families = loaded;
  return loaded;
}

function rnd(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function pick<T>(list: readonly T[]): T {
  return list[randomInt(0, list.length)] as T;
}

function colour(min: number, max: number): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

function curve(g: SKRSContext2D, stroke: string, width: number): void {
  g.strokeStyle = stroke;
  g.lineWidth = width;
  g.beginPath();
  g.moveTo(rnd(-10, 20), rnd(0, CAPTCHA_HEIGHT));
  g.bezierCurveTo(
    rnd(20, 60),
    rnd(-20, CAPTCHA_HEIGHT + 20),
    rnd(60, 100),
    rnd(-20, CAPTCHA_HEIGHT + 20),
    rnd(100, CAPTCHA_WIDTH + 10),
    rnd(0, CAPTCHA_HEIGHT),
  );
  g.stroke();
}

/** Moves every pixel along two random sine waves (rows and columns): no straight baseline stays. */
function warp(g: SKRSContext2D): void {
  const src = g.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const out = g.createImageData(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ax = rnd(1.5, 3),
    px = rnd(18, 30),
    phx = rnd(0, Math.PI * 2);
  const ay = rnd(1, 2.5),
    py = rnd(20, 40),
    phy = rnd(0, Math.PI * 2);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const sx = Math.round(x + ax * Math.sin((2 * Math.PI * y) / px + phx));
      const sy = Math.round(y + ay * Math.sin((2 * Math.PI * x) / py + phy));
      const cx = Math.min(CAPTCHA_WIDTH - 1, Math.max(0, sx));
      const cy = Math.min(CAPTCHA_HEIGHT - 1, Math.max(0, sy));
      const from = (cy * CAPTCHA_WIDTH + cx) * 4;
      const to = (y * CAPTCHA_WIDTH + x) * 4;
      out.data[to] = src.data[from] as number;
      out.data[to + 1] = src.data[from + 1] as number;
      out.data[to + 2] = src.data[from + 2] as number;
      out.data[to + 3] = 255;
    }
  }
  g.putImageData(out, 0, 0);
}

/** The PNG bytes of a captcha showing `text`. */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  canvasModule ??= import('@napi-rs/canvas');
  const { createCanvas, GlobalFonts } = await canvasModule;
  const fams = fonts(GlobalFonts);
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const g = canvas.getContext('2d');
  const bg = g.createLinearGradient(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  bg.addColorStop(0, colour(215, 250));
  bg.addColorStop(1, colour(215, 250));
  g.fillStyle = bg;
  g.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let i = 0; i < 3; i++) curve(g, colour(140, 210), rnd(1, 2));

  const glyphColours: string[] = [];
  const step = (CAPTCHA_WIDTH - 16) / text.length;
  [...text].forEach((ch, i) => {
    const fill = colour(10, 120);
    glyphColours.push(fill);
    g.save();
    g.translate(10 + i * step + step / 2 + rnd(-3, 3), CAPTCHA_HEIGHT / 2 + rnd(-3, 3));
    g.rotate((rnd(-28, 28) * Math.PI) / 180);
    g.transform(1, rnd(-0.15, 0.15), rnd(-0.35, 0.35), 1, 0, 0);
    g.font = `${randomInt(26, 33)}px ${pick(fams)}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = fill;
    g.fillText(ch, 0, 0);
    // Some glyphs get a hollow second stroke, slightly offset: the outline no longer matches a font.
    if (randomInt(0, 3) === 0) {
      g.strokeStyle = fill;
      g.lineWidth = 1;
      g.strokeText(ch, rnd(-1.5, 1.5), rnd(-1.5, 1.5));
    }
    g.restore();
  });
  // Curves in the glyphs' own colours cut through them, so colour does not separate text from noise.
  for (let i = 0; i < 3; i++) curve(g, pick(glyphColours), rnd(1.2, 2.2));
  warp(g);
  for (let i = 0; i < 120; i++) {
    g.fillStyle = colour(40, 230);
    g.fillRect(rnd(0, CAPTCHA_WIDTH), rnd(0, CAPTCHA_HEIGHT), rnd(0.6, 1.6), rnd(0.6, 1.6));
  }
  return canvas.encode('png');
}
