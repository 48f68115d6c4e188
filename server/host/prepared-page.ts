/**
 * A host page prepared once and sent many times. Every reader of a URL gets the same page but
 * for its CSP nonce, which must be new for each response. Assembling the 70–80 KB page from its
 * template, encoding it to UTF-8 and compressing it cost about 3 ms of the event loop per
 * request; here that is done once per page, and a request only puts its nonce between the
 * prepared pieces:
 *  - identity: the UTF-8 pieces joined with the nonce;
 *  - gzip: each piece deflated once (ending on a byte boundary, so the pieces can follow each
 *    other in one stream), the nonce as a stored (uncompressed) deflate block between them,
 *    and the gzip header and trailer (CRC-32 and length of the whole page) around them.
 */
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * Written into the page wherever the nonce goes, then cut out. Random per process, so no
 * content (a CMS text, a query string) can contain it; letters and digits only, so escaping
 * it for an attribute or a JSON string leaves it as it is.
 */
export const NONCE_SLOT = `scfnonce${randomBytes(12).toString('hex')}`;

export interface PreparedPage {
  /** The page's bytes with this nonce. */
  identity(nonce: string): Buffer;
  /** The same page as a gzip stream. */
  gzip(nonce: string): Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** A stored deflate block holding `data` (at most 65 535 bytes), not the last block of the stream. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), the rest of the byte padding
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

export function preparePage(html: string): PreparedPage {
  const pieces = html.split(NONCE_SLOT).map((p) => Buffer.from(p, 'utf8'));
  const last = pieces.length - 1;
  // A full flush ends a piece's blocks on a byte boundary without ending the stream; the last
  // piece ends it.
  const deflated = pieces.map((p, i) =>
    deflateRawSync(p, {
      level: constants.Z_BEST_COMPRESSION,
      ...(i < last ? { finishFlush: constants.Z_FULL_FLUSH } : {}),
    }),
  );
  const piecesLength = pieces.reduce((n, p) => n + p.length, 0);

  const interleave = <T>(parts: readonly T[], between: T): T[] =>
    parts.flatMap((p, i) => (i < last ? [p, between] : [p]));

  return {
    identity(nonce) {
      return Buffer.concat(interleave(pieces, Buffer.from(nonce, 'utf8')));
    },
    gzip(nonce) {
      const n = Buffer.from(nonce, 'utf8');
      let crc = 0;
      // Empty parts are skipped: Node 20's crc32 can answer 0 for an empty buffer after a value.
      for (const part of interleave(pieces, n)) if (part.length > 0) crc = crc32(part, crc);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE((piecesLength + n.length * last) % 2 ** 32, 4);
      return Buffer.concat([GZIP_HEADER, ...interleave(deflated, storedBlock(n)), trailer]);
    },
  };
}

/** A bounded cache of prepared pages (the paths are the visitors' choice: the least used make room). */
export class PreparedPages {
  private readonly pages: LRUCache<string, PreparedPage>;
  constructor(max = 300) {
    this.pages = new LRUCache<string, PreparedPage>({ max });
  }

  get(key: string, render: () => string): PreparedPage {
    const hit = this.pages.get(key);
    if (hit) return hit;
    const page = preparePage(render());
    this.pages.set(key, page);
    return page;
  }
}
