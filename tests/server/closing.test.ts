/**
 * Requests that reach a server while it shuts down: the one in flight finishes, the ones behind
 * it on the same kept-alive connection get the API envelope (503, Connection: close), never
 * Fastify's own body.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createTestEnv, type TestEnv } from './helpers/test-app';

/** Sends raw bytes on one connection and collects everything until the server closes it. */
/**
 * One kept-alive connection: sends `first`, and once its answer is in, `second` on the same
 * connection; resolves with everything received until the server closes the connection.
 */
function exchange(port: number, first: string, second: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
    let got = '';
    let sent = false;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      got += d;
      if (!sent && /\r\n\r\n\{"done":true\}$/.test(got)) {
        sent = true;
        socket.write(second);
      }
    });
    socket.on('close', () => resolve(Buffer.from(got, 'latin1').toString('utf8')));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer within 10 s: ${got}`)));
  });
}

describe('shutting down with kept-alive connections', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  let port = 0;
  let arrived: () => void = () => undefined;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    app = await buildApp({ config: env.config, db: env.db });
    // A request that is still being worked on when the shutdown begins.
    app.get('/slow-for-test', async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    port = typeof addr === 'object' && addr ? addr.port : 0;
  }, 180_000);
  afterAll(async () => {
    await env.close();
  });

  it('finishes the request in flight and answers the next one on that connection with the 503 envelope', async () => {
    const started = new Promise<void>((r) => {
      arrived = r;
    });
    const req = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;
    const answer = exchange(port, req('/slow-for-test'), req('/api/health'));
    await started;
    const closed = app.close();
    const text = await answer;
    await closed;
    const responses = text.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(responses[0]).toContain('{"done":true}');
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(responses[1]).toMatch(/\r\nconnection: close\r\n/i);
    expect(responses[1]).toMatch(/\r\nretry-after: 1\r\n/i);
    const body = JSON.parse(responses[1]?.split('\r\n\r\n')[1] ?? '') as unknown;
    expect(body).toEqual({ status: 503, ok: false, msg: '服务暂时不可用，请稍后重试', body: null });
  });
});
