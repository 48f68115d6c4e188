/**
 * The guard against server-side requests to private addresses (issue 31, point 6): every
 * spelling of loopback is refused before anything connects (mapped, compatible, translated,
 * NAT64 IPv6; decimal, octal, hex, short IPv4), a name is checked on the address the socket
 * connects to, and every failure reads the same, so the deploy API is no port scanner.
 * Targets are loopback only: a server on 127.0.0.1 that counts every connection it gets.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** When set, 127.0.0.1 counts as public: lets a test reach the loopback server through the production path. */
const loopbackIsPublic = vi.hoisted(() => ({ on: false }));
vi.mock('../../server/infra/net/public-address', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/infra/net/public-address')>();
  return {
    ...actual,
    isPublicAddress: (ip: string) =>
      (loopbackIsPublic.on && actual.canonicalAddress(ip) === '127.0.0.1') || actual.isPublicAddress(ip),
  };
});

const { canonicalAddress, isPublicAddress } = await import('../../server/infra/net/public-address');
const { guardedGet, OutboundRefused } = await import('../../server/infra/net/guarded-request');
const { checkModule, REMOTE_MODULE_REFUSED } = await import('../../server/features/deploy/module-check');

const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0177.0.0.1',
  '0x7f.0.0.1',
  '0x7f000001',
  '::1',
  '[::1]',
  '0:0:0:0:0:0:0:1',
  '::ffff:127.0.0.1',
  '[::ffff:127.0.0.1]',
  '::ffff:7f00:1',
  '[::ffff:7f00:1]',
  '0:0:0:0:0:ffff:7f00:1',
  '[0:0:0:0:0:ffff:7f00:1]',
  '::127.0.0.1',
  '::7f00:1',
  '::ffff:0:7f00:1',
  '64:ff9b::7f00:1',
  '64:ff9b::127.0.0.1',
  '64:ff9b:1::7f00:1',
  '2002:7f00:1::1',
  '0.0.0.0',
  '::',
];

describe('outbound requests to caller-supplied URLs', () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  const policy = { distDir: '/nonexistent', allowPrivate: false, allowedOrigins: [], timeoutMs: 1500, maxBytes: 4096 };

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/html.js')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>admin</p>');
      else if (req.url === '/json.js')
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"service":"redis"}');
      else if (req.url === '/untyped.js') res.writeHead(200).end('export default 1;');
      else if (req.url === '/missing.js') res.writeHead(404).end();
      else if (req.url === '/hang.js') res.writeHead(200, { 'content-type': 'text/javascript' }).write('export ');
      else res.writeHead(200, { 'content-type': 'text/javascript' }).end('export default 1;');
    });
    server.on('connection', () => {
      connections++;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads every spelling of loopback as loopback and refuses it', () => {
    for (const ip of LOOPBACK_SPELLINGS) expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['::ffff:7f00:1', '[0:0:0:0:0:ffff:7f00:1]', '2130706433', '0177.0.0.1', '64:ff9b::7f00:1'])
      expect(canonicalAddress(ip), ip).toBe('127.0.0.1');
    // Private ranges carried in IPv6 are refused the same way.
    for (const ip of ['::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '::ffff:192.168.0.1', 'fd00::1', 'fe80::1%eth0'])
      expect(isPublicAddress(ip), ip).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('refuses loopback URLs in every spelling before connecting, with one message', async () => {
    const hosts = [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:7f00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      'localhost',
    ];
    const before = connections;
    for (const host of hosts) {
      await expect(checkModule(policy, `http://${host}:${port}/ok.js`), host).rejects.toThrow(REMOTE_MODULE_REFUSED);
    }
    expect(connections - before).toBe(0);
  });

  it('checks the address the socket connects to: a name resolving to loopback never connects', async () => {
    const before = connections;
    const refused = await guardedGet(new URL(`http://localhost:${port}/ok.js`), {
      publicOnly: true,
      timeoutMs: 1500,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OutboundRefused);
    expect((refused as InstanceType<typeof OutboundRefused>).reason).toBe('ENOTPUBLIC');
    expect(connections - before).toBe(0);
    // The same request without the guard (development) reaches the server: the lookup is what refused it.
    const res = await guardedGet(new URL(`http://localhost:${port}/ok.js`), {
      publicOnly: false,
      timeoutMs: 1500,
    }).catch(() => null);
    if (res) {
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
  });

  it('answers one message for a closed port, an HTML page, JSON, no type, a 404 and a hang', async () => {
    // The production path as it would meet a public host: here the loopback server stands in.
    loopbackIsPublic.on = true;
    try {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const messages = new Set<string>();
      for (const url of [
        `http://127.0.0.1:${closedPort}/ok.js`,
        `http://127.0.0.1:${port}/html.js`,
        `http://127.0.0.1:${port}/json.js`,
        `http://127.0.0.1:${port}/untyped.js`,
        `http://127.0.0.1:${port}/missing.js`,
        `http://127.0.0.1:${port}/hang.js`,
      ]) {
        const err = await checkModule(policy, url).catch((e: unknown) => e);
        messages.add((err as Error).message);
      }
      expect([...messages]).toEqual([REMOTE_MODULE_REFUSED]);
      // And a good module still passes that path.
      expect((await checkModule(policy, `http://127.0.0.1:${port}/ok.js`)).integrity).toMatch(/^sha384-/);
    } finally {
      loopbackIsPublic.on = false;
    }
  }, 20_000);
});
