/**
 * A small HTTP server standing in for a CDN or a developer's local build in the deploy tests:
 * it serves the files the test puts in it, with the content type the test chooses, and allows
 * cross-origin module loads (as a CDN serving modules must).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ServedFile {
  body: string;
  type?: string;
  status?: number;
}

export interface ModuleServer {
  url: string;
  files: Map<string, ServedFile>;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startModuleServer(): Promise<ModuleServer> {
  const files = new Map<string, ServedFile>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const p = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push(p);
    const f = files.get(p);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (!f) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    res.writeHead(f.status ?? 200, { 'content-type': f.type ?? 'text/javascript; charset=utf-8' }).end(f.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
