/**
 * Serves a parcel file uploaded through the deploy API (deploy-asset.service.ts) when the
 * instance's own dist/assets does not have it: every instance answers the same bytes from the
 * shared database. Names carry a content hash, so the answer is cached for a year as immutable;
 * the stored gzip or brotli form goes to a client that accepts it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { findStoredAsset } from './deploy-asset.service';

/** The encodings the client accepts (q > 0), from Accept-Encoding. */
function acceptedEncodings(header: unknown): Set<string> {
  const out = new Set<string>();
  if (typeof header !== 'string') return out;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name.trim());
  }
  return out;
}

/** Answers the request from the database; false (nothing sent) when no such file is stored. */
export async function sendStoredAsset(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const urlPath = (req.url.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const asset = await findStoredAsset(ctx.db, decoded);
  if (!asset) return false;
  const etag = `"${asset.sha384.slice(7, 39)}"`;
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding')
    .type(asset.content_type);
  if (req.headers['if-none-match'] === etag) {
    reply.code(304).send();
    return true;
  }
  const accepts = acceptedEncodings(req.headers['accept-encoding']);
  const [encoding, body] =
    asset.br && accepts.has('br')
      ? ['br', asset.br]
      : asset.gzip && accepts.has('gzip')
        ? ['gzip', asset.gzip]
        : [null, asset.data];
  if (encoding) reply.header('Content-Encoding', encoding);
  reply.header('Content-Length', String(body.length)).send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  return true;
}
