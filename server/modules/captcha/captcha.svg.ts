/**
 * Draws a captcha as SVG paths from a 5×7 pixel font, with per-character jitter, rotation and
 * noise. The answer never appears as text in the image source.
 */
import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: characters people confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const FONT: Record<string, string> = {
  A: '01110100011000111111100011000110001', B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110', D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111', F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111', H: '10001100011000111111100011000110001',
  J: '00111000100001000010000101001001100', K: '10001100101010011000101001001010001',
  M: '10001110111010110101100011000110001', N: '10001100011100110101100111000110001',
  P: '11110100011000111110100001000010000', Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001', S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100', U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100', W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001', Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111', '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110', '4': '00010001100101010010111110001000010',
  '5': '11111100001111000001000011000101110', '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000', '8': '01110100011000101110100011000101110',
  '9': '01110100011000101111000010001001100',
};

const WIDTH = 120;
const HEIGHT = 40;

function rnd(min: number, max: number): number {
  return min + randomInt(0, 10_000) / 10_000 * (max - min);
}

function colour(min: number, max: number): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

export function renderCaptcha(text: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(225, 250)}"/>`);
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${rnd(0, 20).toFixed(1)} ${rnd(0, HEIGHT).toFixed(1)} Q${rnd(30, 90).toFixed(1)} ${rnd(0, HEIGHT).toFixed(1)} ${rnd(100, WIDTH).toFixed(1)} ${rnd(0, HEIGHT).toFixed(1)}" stroke="${colour(90, 200)}" stroke-width="${rnd(1, 2).toFixed(1)}" fill="none"/>`,
    );
  }
  const px = 3.2;
  [...text].forEach((ch, index) => {
    const bitmap = FONT[ch];
    if (!bitmap) return;
    const x0 = 12 + index * 26 + rnd(-2, 2);
    const y0 = 8 + rnd(-3, 3);
    const cx = x0 + 2.5 * px;
    const cy = y0 + 3.5 * px;
    let d = '';
    for (let i = 0; i < 35; i++) {
      if (bitmap[i] !== '1') continue;
      const x = x0 + (i % 5) * px + rnd(-0.4, 0.4);
      const y = y0 + Math.floor(i / 5) * px + rnd(-0.4, 0.4);
      const s = px + rnd(-0.2, 0.5);
      d += `M${x.toFixed(1)} ${y.toFixed(1)}h${s.toFixed(1)}v${s.toFixed(1)}h-${s.toFixed(1)}z`;
    }
    parts.push(
      `<path d="${d}" fill="${colour(10, 110)}" transform="rotate(${rnd(-18, 18).toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${rnd(0, WIDTH).toFixed(1)}" cy="${rnd(0, HEIGHT).toFixed(1)}" r="${rnd(0.5, 1.3).toFixed(1)}" fill="${colour(80, 220)}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="图形验证码">${parts.join('')}</svg>`;
}
