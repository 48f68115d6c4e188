/**
 * With TLS_CERT/TLS_KEY the server speaks HTTP/2 and, on the same port, HTTP/1.1 to clients that
 * do not offer h2 (ALPN). A page's response names its first modules before the HTML: 103 Early
 * Hints over HTTP/2 and a Link header on both, the same list the page preloads.
 * The certificate is made for the test by the openssl command line (node:crypto cannot write X.509).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http2, { type IncomingHttpHeaders } from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestEnv, type TestEnv } from './helpers/test-app';

const hasOpenssl = ((): boolean => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A tiny built portal: a template, a map, and module graphs for the root config and /login. */
function fakeDist(dir: string): void {
  mkdirSync(path.join(dir, 'manifests'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.template.html'),
    '<!doctype html><html><head><script type="importmap" ' +
      'nonce="%SCF_NONCE%">%SCF_IMPORTMAP%</script>%SCF_PRELOADS%</head><body>%SCF_COOKIE_DOMAIN%</body></html>',
  );
  const imports = {
    '@scf/root-config': '/assets/root-config/root-config-A.js',
    '@scf/login': '/assets/parcels/login/login-B.js',
    '@scf/index': '/assets/parcels/index/index-C.js',
    react: '/assets/vendor/react-D.js',
  };
  writeFileSync(path.join(dir, 'importmap.json'), JSON.stringify({ imports, scopes: {} }));
  writeFileSync(
    path.join(dir, 'manifests', 'root-config.json'),
    JSON.stringify({ '/assets/root-config/root-config-A.js': ['react'] }),
  );
  writeFileSync(
    path.join(dir, 'manifests', 'parcel-login.json'),
    JSON.stringify({
      '/assets/parcels/login/login-B.js': ['react', '/assets/parcels/login/chunk-E.js'],
      '/assets/parcels/login/chunk-E.js': [],
    }),
  );
  writeFileSync(path.join(dir, 'manifests', 'vendor.json'), JSON.stringify({ '/assets/vendor/react-D.js': [] }));
}

const LOGIN_CLOSURE = [
  '/assets/root-config/root-config-A.js',
  '/assets/parcels/login/login-B.js',
  '/assets/vendor/react-D.js',
  '/assets/parcels/login/chunk-E.js',
];
const linkedUrls = (link: string | string[] | undefined): string[] =>
  [...String(link ?? '').matchAll(/<([^>]+)>;\s*rel=preload;\s*as=script;\s*crossorigin/g)].map((m) => m[1] as string);

describe.skipIf(!hasOpenssl)('HTTP/2 with the server holding the certificate', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  let origin: string;
  let cert: Buffer;
  const dir = mkdtempSync(path.join(tmpdir(), 'scf-h2-'));

  beforeAll(async () => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(path.join(dir, 'cert.pem'));
    const dist = path.join(dir, 'dist');
    fakeDist(dist);
    env = await createTestEnv('pglite');
    app = await env.newApp({ distDir: dist, tls: { cert, key: readFileSync(path.join(dir, 'key.pem')) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    origin = `https://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    // A fresh database and a 2048-bit key: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await env?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers HTTP/2 with 103 Early Hints naming the route closure, then the page preloading it', async () => {
    const session = http2.connect(origin, { ca: cert });
    try {
      const hints: IncomingHttpHeaders[] = [];
      const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = session.request({ ':path': '/login', accept: 'text/html' });
        req.on('headers', (h) => hints.push(h));
        let final: IncomingHttpHeaders = {};
        req.on('response', (h) => (final = h));
        let text = '';
        req.setEncoding('utf8');
        req.on('data', (c: string) => (text += c));
        req.on('end', () => resolve({ headers: final, body: text }));
        req.on('error', reject);
        req.end();
      });
      expect(headers[':status']).toBe(200);
      expect(hints.map((h) => Number(h[':status']))).toContain(103);
      expect(linkedUrls(hints.find((h) => Number(h[':status']) === 103)?.link)).toEqual(LOGIN_CLOSURE);
      expect(linkedUrls(headers.link)).toEqual(LOGIN_CLOSURE);
      expect([...body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual(LOGIN_CLOSURE);
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 on the same port (a client without h2 in ALPN) with the Link header', async () => {
    const res = await new Promise<{ status: number; version: string; link: string | string[] | undefined }>(
      (resolve, reject) => {
        const req = https.request(
          `${origin}/index/index`,
          { agent: new https.Agent({ ca: cert, ALPNProtocols: ['http/1.1'] }) },
          (r) => {
            r.resume();
            r.on('end', () => resolve({ status: r.statusCode ?? 0, version: r.httpVersion, link: r.headers.link }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(res.status).toBe(200);
    expect(res.version).toBe('1.1');
    expect(linkedUrls(res.link)).toEqual([
      '/assets/root-config/root-config-A.js',
      '/assets/parcels/index/index-C.js',
      '/assets/vendor/react-D.js',
    ]);
  });
});

describe('TLS settings', () => {
  it('wants the certificate and the key together, and readable', () => {
    expect(() => loadConfig({ TLS_CERT: '/tmp/cert.pem' })).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => loadConfig({ TLS_KEY: '/tmp/key.pem' })).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => loadConfig({ TLS_CERT: '/no/such/cert.pem', TLS_KEY: '/no/such/key.pem' })).toThrow(ConfigError);
    expect(loadConfig({}).tls).toBeUndefined();
  });
});
