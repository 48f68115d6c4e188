/**
 * A small static file server for a peer's production build (ant-design-pro in
 * ../shared/bench/peers/): gzip on as any real deployment has it, unknown paths fall back to
 * index.html as a single-page app's host does.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|css|json|svg)$/;

export interface PeerServer {
  url: string;
  close: () => Promise<void>;
}

export async function servePeer(root: string): Promise<PeerServer> {
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(root, 'index.html');
    const ext = path.extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000',
    };
    if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const cached = gzipped.get(file) ?? gzipSync(body, { level: 6 });
      gzipped.set(file, cached);
      body = cached;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
