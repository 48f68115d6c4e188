/**
 * Chinese text in PDFs: Noto Sans SC from @fontsource/noto-sans-sc, which ships the font cut
 * into ~100 WOFF files by Unicode range (its 400.css says which file has which characters).
 * A document embeds only the files its text needs, each subset to the glyphs used
 * (pdf-lib + @pdf-lib/fontkit), so a voucher PDF stays small.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

interface Slice {
  file: string;
  ranges: Array<[number, number]>;
}

let slices: Slice[] | null = null;
let dir = '';
const bytesOf = new Map<string, Uint8Array>();

function load(): Slice[] {
  if (slices) return slices;
  const require = createRequire(import.meta.url);
  const css = require.resolve('@fontsource/noto-sans-sc/400.css');
  dir = path.join(path.dirname(css), 'files');
  const out: Slice[] = [];
  for (const block of readFileSync(css, 'utf8').split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((r): [number, number] => {
      const [a = '0', b] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a, 16), parseInt(b ?? a, 16)];
    });
    out.push({ file, ranges });
  }
  slices = out;
  return out;
}

/** The file of the font that has this character, or null. */
function fileFor(codePoint: number): string | null {
  for (const s of load()) {
    for (const [a, b] of s.ranges) if (codePoint >= a && codePoint <= b) return s.file;
  }
  return null;
}

function fontBytes(file: string): Uint8Array {
  let b = bytesOf.get(file);
  if (!b) {
    b = readFileSync(path.join(dir, file));
    bytesOf.set(file, b);
  }
  return b;
}

/** A run of text drawn with one font. */
export interface Run {
  text: string;
  font: PDFFont;
}

/** Text for one document: embeds the needed font files on demand and splits text into runs. */
export class CjkText {
  private readonly fonts = new Map<string, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  private font(file: string): Promise<PDFFont> {
    let f = this.fonts.get(file);
    if (!f) {
      f = this.doc.embedFont(fontBytes(file), { subset: true });
      this.fonts.set(file, f);
    }
    return f;
  }

  /** The text as runs of one font each; characters no file has are dropped. */
  async runs(text: string): Promise<Run[]> {
    const out: Array<{ text: string; file: string }> = [];
    for (const ch of text) {
      const file = fileFor(ch.codePointAt(0) ?? 0);
      if (!file) continue;
      const last = out[out.length - 1];
      if (last && last.file === file) last.text += ch;
      else out.push({ text: ch, file });
    }
    return Promise.all(out.map(async (r) => ({ text: r.text, font: await this.font(r.file) })));
  }
}
