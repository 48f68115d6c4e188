/**
 * Slow clients cannot hold the server: slowloris connections (a request head dripping in),
 * bodies dripping in, clients that stop reading their answer, and many connections from one
 * address. Bounded loopback clients against a server whose limits are lowered to a second or
 * two (HEADERS_TIMEOUT, MIN_BODY_RATE, SOCKET_TIMEOUT, MAX_CONNECTIONS_PER_IP), so the test is
 * quick; meanwhile another loopback address keeps getting its health answers.
 */
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { P } from './helpers/api';
import { useListeningApp } from './helpers/listening-app';

const CAP = 20;
/** The attackers' address and the well-behaved client's: both loopback. */
const ATTACKER = '127.0.0.1';
const NEIGHBOUR = '127.0.0.2';

interface Conn {
  socket: net.Socket;
  /** Resolves with ms from open to close. */
  closed: Promise<number>;
  received: () => string;
}

function open(port: number, onConnect: (s: net.Socket) => void = () => undefined): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let got = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER }, () => {
      onConnect(socket);
      resolve({ socket, closed, received: () => got });
    });
    const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now() - started)));
    socket.on('data', (d) => {
      got += d.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** Health checks from the neighbour's address, every 25 ms until stopped: their statuses. */
function neighbourHealth(port: number): { stop: () => Promise<number[]> } {
  const statuses: number[] = [];
  let running = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const loop = (async () => {
    while (running) {
      const status = await new Promise<number>((resolve) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: '/api/health', localAddress: NEIGHBOUR, agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', () => resolve(0));
      });
      statuses.push(status);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return statuses;
    },
  };
}

const within = <T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

describe('slow clients', () => {
  // Larger than what the kernel buffers between a server and a client that stopped reading
  // (up to ~36 MB on Linux loopback).
  const server = useListeningApp(
    { 'big-abc123.js': Buffer.alloc(64 * 1024 * 1024, 0x61) },
    { headersTimeoutMs: 1000, socketTimeoutMs: 1500, minBodyRate: 2000, maxConnectionsPerIp: CAP },
  );

  it('slowloris: the excess over the per-address cap is refused at once, the rest closed after the head timeout; ' +
    'the neighbour is served', async () => {
    const health = neighbourHealth(server.port);
    const drips: NodeJS.Timeout[] = [];
    const conns = await Promise.all(
      Array.from({ length: CAP * 3 }, () =>
        open(server.port, (s) => {
          s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
          drips.push(setInterval(() => s.writable && s.write('X'), 200));
        }),
      ),
    );
    try {
      const early = await Promise.all(conns.map((c) => within(c.closed, 500)));
      expect(early.filter((t) => t !== 'timeout').length).toBeGreaterThanOrEqual(CAP * 2);
      // The rest: closed by the head timeout (1 s, checked every second), long before Node's 60 s.
      const late = await Promise.all(conns.map((c) => within(c.closed, 5000)));
      expect(late.filter((t) => t === 'timeout')).toEqual([]);
      const answered = conns.map((c) => c.received()).filter((r) => r !== '');
      for (const r of answered) expect(r).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      for (const d of drips) clearInterval(d);
      for (const c of conns) c.socket.destroy();
    }
    const statuses = await health.stop();
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 30_000);

  it('a body dripping in below the minimum rate is cut; a slow but steady one is answered', async () => {
    const head = (n: number) =>
      `POST /api${P}/reg/user/listDict HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${n}\r\n\r\n`;
    // 100 bytes every 200 ms: 500 B/s against a 2,000 B/s minimum.
    let drip: NodeJS.Timeout | undefined;
    const dripping = await open(server.port, (s) => {
      s.write(head(100_000));
      drip = setInterval(() => s.writable && s.write(' '.repeat(100)), 200);
    });
    const cut = await within(dripping.closed, 5000);
    clearInterval(drip);
    expect(cut).not.toBe('timeout');
    // 30 KB at ~20 KB/s, ten times the minimum: takes 1.5 s, longer than the window, and is answered.
    const body = JSON.stringify({ code: 'x'.repeat(30_000) });
    let sent = 0;
    let pace: NodeJS.Timeout | undefined;
    const steady = await open(server.port, (s) => {
      s.write(head(Buffer.byteLength(body)));
      pace = setInterval(() => {
        s.write(body.slice(sent, sent + 2000));
        sent += 2000;
        if (sent >= body.length) clearInterval(pace);
      }, 100);
    });
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (/\r\n\r\n/.test(steady.received()) || steady.socket.destroyed) {
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
    clearInterval(pace);
    expect(steady.received()).toMatch(/^HTTP\/1\.1 (200|400)/);
    steady.socket.destroy();
  }, 30_000);

  it('a client that stops reading its answer is closed after the socket timeout, and its file with it', async () => {
    const connections = () =>
      new Promise<number>((resolve) => server.app.server.getConnections((_err, n) => resolve(n)));
    const reader = await open(server.port, (s) => {
      s.pause();
      s.write('GET /assets/big-abc123.js HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n');
    });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await connections()).toBe(1);
      // The server lets go of it (the paused client itself cannot notice before it reads again).
      const end = Date.now() + 8000;
      while ((await connections()) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect(await connections()).toBe(0);
    } finally {
      reader.socket.destroy();
    }
  }, 30_000);
});
