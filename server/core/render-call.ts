/**
 * The API calls a server render makes in-process (Fastify's `inject`, server/host): they belong
 * to a page already accepted, so load shedding lets them through — shed, the render would wait
 * for Retry-After or draw nothing, and the reader would get the slower page for the same load.
 * They carry a header whose value is random per process: no client can send it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const RENDER_CALL_HEADER = 'x-scf-render-call';
const TOKEN = randomBytes(18).toString('base64url');

/** The header an in-process render call carries. */
export const renderCallHeaders = (): Record<string, string> => ({ [RENDER_CALL_HEADER]: TOKEN });

/** Whether a request is a server render's own call. */
export function isRenderCall(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return headers[RENDER_CALL_HEADER] === TOKEN;
}

/**
 * `app.inject` started at once, in the caller's async context. Without a callback it returns a
 * thenable that starts only when awaited, in a job that has lost the caller's context, and the
 * render's shared reads (db/render-reads.ts) would not reach the route.
 */
export function injectHere(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    void app.inject(options, (err, res) => (err || !res ? reject(err ?? new Error('no response')) : resolve(res)));
  });
}
