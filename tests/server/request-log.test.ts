/** Per-request log lines are written at debug only: production's info level stays quiet. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DebugRequestLog } from '../../server/core/request-log';

async function linesAt(level: string): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new DebugRequestLog() });
  app.get('/', async () => 'hi');
  await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return lines;
}

describe('request log', () => {
  it('writes nothing per request at info', async () => {
    expect((await linesAt('info')).filter((l) => l.includes('request'))).toEqual([]);
  });

  it('writes the incoming and completed lines at debug', async () => {
    const lines = await linesAt('debug');
    expect(lines.some((l) => l.includes('incoming request'))).toBe(true);
    expect(lines.some((l) => l.includes('request completed'))).toBe(true);
  });
});
