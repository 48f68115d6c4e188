/**
 * Load shedding: when the event loop falls behind, API calls are refused at once with 503, the
 * envelope and Retry-After, before they cost the loop their full price (authentication,
 * caches, serialisation), so that what stays admitted keeps its latency. The delay is
 * measured by @fastify/under-pressure (the mean event-loop delay of each sample).
 * - Background calls (the client's polls, marked x-scf-background: the unread count) go first,
 *   from SHED_DELAY_MS of delay; other API calls from twice that: a person's click wins over a
 *   poll that simply runs again later.
 * - Never shed: the health and readiness checks (a load balancer must see the truth, not a
 *   refusal), host pages and static files (cheap, and without them nothing works).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRenderCall } from './render-call';

export const SHED_MSG = '服务繁忙，请稍后重试';

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) above which background calls are refused; 0: never shed. */
  backgroundDelayMs: number;
  /** Seconds the client is told to wait (Retry-After). */
  retryAfterSeconds?: number;
  /** How often the delay is sampled (ms). */
  sampleIntervalMs?: number;
}

const NEVER_SHED = new Set(['/api/health', '/api/ready']);

/**
 * Whether a request is refused at this event-loop delay (ms): API calls but health and
 * readiness; background polls from `thresholdMs`, the others from twice it.
 */
export function shouldShed(
  request: Pick<FastifyRequest, 'url' | 'headers'>,
  delayMs: number,
  thresholdMs: number,
): boolean {
  const url = request.url;
  if (!url.startsWith('/api/')) return false;
  const path = url.split('?', 1)[0] ?? url;
  if (NEVER_SHED.has(path)) return false;
  // A server render's own calls (a page already accepted) go through.
  if (isRenderCall(request.headers)) return false;
  const background = request.headers['x-scf-background'] !== undefined;
  return delayMs > (background ? thresholdMs : thresholdMs * 2);
}

export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  if (options.backgroundDelayMs <= 0) return;
  const retryAfter = options.retryAfterSeconds ?? 2;
  const body = JSON.stringify({ status: 503, ok: false, msg: SHED_MSG, body: { retryAfter } });
  let shed = 0;
  let lastWarned = 0;
  await app.register(underPressure, {
    sampleInterval: options.sampleIntervalMs ?? 200,
    maxEventLoopDelay: options.backgroundDelayMs,
    retryAfter,
    // Called only while the loop is behind. Not answering lets the request through; an answer
    // sent here ends it (Fastify runs nothing more for a request answered in onRequest).
    pressureHandler: (request, reply, type, value) => {
      if (
        type !== 'eventLoopDelay' ||
        typeof value !== 'number' ||
        !shouldShed(request, value, options.backgroundDelayMs)
      )
        return;
      shed++;
      const now = Date.now();
      if (now - lastWarned > 60_000) {
        lastWarned = now;
        request.log.warn(
          { eventLoopDelayMs: value, shed },
          'event loop behind: shedding API calls with 503 (SHED_DELAY_MS)',
        );
      }
      reply
        .code(503)
        .header('retry-after', String(retryAfter))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  });
}
