/**
 * Per-request log lines are written at the level operators choose;
 * production's default (debug) keeps an info log quiet.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from '../../server/core/request-log';

async function linesAt(level: string): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController('debug') });
  app.get('/', async () => 'hi');
  await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return lines;
}

describe('request log', () => {
  it('writes nothing per request at info', async () => {
    expect((await linesAt('info')).filter((l) => l.includes('request'))).toEqual([]);
  });

  it('writes one completed line per request at debug', async () => {
    const lines = await linesAt('debug');
    expect(lines.filter((l) => l.includes('request completed'))).toHaveLength(1);
    expect(lines.some((l) => l.includes('incoming request'))).toBe(false);
  });
});
