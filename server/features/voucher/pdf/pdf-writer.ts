/**
 * Drawing on a PDF page with the portal's CJK font: text, paragraphs and the demo seal, in the
 * ink colours of the documents (the voucher face, and the finance products' disbursement and
 * settlement records).
 */
import { degrees, type PDFPage, rgb, type RGB } from 'pdf-lib';
import type { CjkText } from './cjk-font';

export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.4, 0.4, 0.4);
const SEAL = rgb(0.8, 0.08, 0.1);
export const LINE = rgb(0.55, 0.55, 0.55);

/** Text, paragraphs and the demo seal on a page (the finance records of issue 35 draw with it too). */
export class Writer {
  constructor(
    private readonly page: PDFPage,
    private readonly text: CjkText,
  ) {}

  /** Draws text at (x, y); returns its width. `align` centres or right-aligns on x. */
  async draw(
    s: string,
    x: number,
    y: number,
    size: number,
    color: RGB = INK,
    align: 'left' | 'center' | 'right' = 'left',
  ): Promise<number> {
    const runs = await this.text.runs(s);
    const width = runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
    let cx = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    for (const r of runs) {
      this.page.drawText(r.text, { x: cx, y, size, font: r.font, color });
      cx += r.font.widthOfTextAtSize(r.text, size);
    }
    return width;
  }

  /** Draws text wrapped at `maxWidth`; returns the y below the last line. */
  async paragraph(s: string, x: number, y: number, size: number, maxWidth: number, color: RGB = INK): Promise<number> {
    let line = '';
    let cy = y;
    const runs = await this.text.runs(s);
    const widthOf = (t: string) => {
      let w = 0;
      for (const ch of t) {
        const run = runs.find((r) => r.text.includes(ch));
        w += run ? run.font.widthOfTextAtSize(ch, size) : size;
      }
      return w;
    };
    for (const ch of s) {
      if (widthOf(line + ch) > maxWidth) {
        await this.draw(line, x, cy, size, color);
        cy -= size * 1.5;
        line = '';
      }
      line += ch;
    }
    if (line) await this.draw(line, x, cy, size, color);
    return cy - size * 1.5;
  }

  /** A red round seal: the company's name along the upper arc, a star, and 演示签章 below. */
  async seal(name: string, cx: number, cy: number, r: number): Promise<void> {
    this.page.drawCircle({
      x: cx,
      y: cy,
      size: r,
      borderColor: SEAL,
      borderWidth: 2.5,
      opacity: 0,
      borderOpacity: 0.9,
    });
    const star: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 0.22 : r * 0.09;
      star.push(`${i === 0 ? 'M' : 'L'} ${(rr * Math.cos(a)).toFixed(2)} ${(rr * Math.sin(a)).toFixed(2)}`);
    }
    this.page.drawSvgPath(`${star.join(' ')} Z`, { x: cx, y: cy, color: SEAL, opacity: 0.9 });
    const chars = [...name].slice(0, 18);
    const size = Math.min(12, (Math.PI * r * 1.1) / Math.max(chars.length, 1));
    const span = Math.PI * 1.15;
    for (const [i, ch] of chars.entries()) {
      const a = Math.PI / 2 + span / 2 - (chars.length === 1 ? span / 2 : (i * span) / (chars.length - 1));
      const rx = cx + (r - size * 1.05) * Math.cos(a);
      const ry = cy + (r - size * 1.05) * Math.sin(a);
      const runs = await this.text.runs(ch);
      const run = runs[0];
      if (!run) continue;
      const w = run.font.widthOfTextAtSize(ch, size);
      // Rotate each character to face the centre; offset so that it is centred on the arc.
      const rot = a - Math.PI / 2;
      this.page.drawText(ch, {
        x: rx - (w / 2) * Math.cos(rot) + (size / 3) * Math.sin(rot),
        y: ry - (w / 2) * Math.sin(rot) - (size / 3) * Math.cos(rot),
        size,
        font: run.font,
        color: SEAL,
        rotate: degrees((rot * 180) / Math.PI),
        opacity: 0.9,
      });
    }
    await this.draw('演示签章', cx, cy - r * 0.55, 9, SEAL, 'center');
  }
}
