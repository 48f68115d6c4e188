/**
 * The floor of a server-rendered page: the portal's own HTML for it with every script removed,
 * served gzip-compressed as the portal serves it. Loading it measures what the browser alone needs
 * to paint that markup and its inline CSS on this machine (fresh renderer, style, layout, CJK
 * text, paint), which no change to the portal's JavaScript can go below. The page's images and
 * other requests are passed through to the portal.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface FloorServer {
  url: string;
  close: () => Promise<void>;
}

/** The page without scripts, and without the boot line that only a script would remove. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<div id="scf-boot"[^>]*>[\s\S]*?<\/div>/, '');
}

/** The portal renders a page for a phone or a desktop (its Sec-CH-UA-Mobile hint): so does the floor. */
const MOBILE_HINTS = ['?0', '?1'] as const;

export async function serveFloor(portal: string, paths: readonly string[]): Promise<FloorServer> {
  const pages = new Map<string, Buffer>();
  for (const p of paths) {
    for (const hint of MOBILE_HINTS) {
      const res = await fetch(portal + p, { headers: { 'accept-encoding': 'identity', 'sec-ch-ua-mobile': hint } });
      if (!res.ok) throw new Error(`floor: ${p} answered ${res.status}`);
      pages.set(`${hint} ${p}`, gzipSync(withoutScripts(await res.text()), { level: 6 }));
    }
  }
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const hint = req.headers['sec-ch-ua-mobile'] === '?1' ? '?1' : '?0';
    const page = pages.get(`${hint} ${url.split('?')[0] ?? '/'}`);
    if (page) {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Content-Length': String(page.length),
        'Cache-Control': 'no-store',
      });
      res.end(page);
      return;
    }
    fetch(portal + url).then(
      async (upstream) => {
        const body = Buffer.from(await upstream.arrayBuffer());
        res.writeHead(upstream.status, {
          'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
          'Content-Length': String(body.length),
        });
        res.end(body);
      },
      () => {
        res.writeHead(502);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
