/**
 * Chinese text in PDFs: Noto Sans SC from @fontsource/noto-sans-sc, which ships the font cut
 * into ~100 WOFF files by Unicode range (its 400.css says which file has which characters).
 * A document embeds only the files its text needs, each subset to the glyphs used
 * (pdf-lib + @pdf-lib/fontkit), so a voucher PDF stays small.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
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

/**
 * WOFF 1.0 → plain SFNT (TrueType), with Node's native zlib. fontkit can read WOFF itself, but
 * through a JavaScript inflate that made a voucher PDF take seconds; converted once, each file is
 * kept in memory for the next documents.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: Buffer; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const offset = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const origLength = woff.readUInt32BE(e + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(e, e + 4),
      checksum: woff.readUInt32BE(e + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  for (const [i, t] of tables.entries()) {
    const r = 12 + i * 16;
    t.tag.copy(head, r);
    head.writeUInt32BE(t.checksum, r + 4);
    head.writeUInt32BE(offset, r + 8);
    head.writeUInt32BE(t.data.length, r + 12);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    offset += t.data.length + pad;
  }
  return Buffer.concat(parts);
}

function fontBytes(file: string): Uint8Array {
  let b = bytesOf.get(file);
  if (!b) {
    b = woffToSfnt(readFileSync(path.join(dir, file)));
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
