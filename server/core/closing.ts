/**
 * Requests that arrive while the server shuts down (on a kept-alive connection, or pipelined
 * behind one still in flight) get the API envelope with 503 and `Connection: close`, like every
 * other answer, instead of Fastify's own body ({"error":"Service Unavailable",...}): the client
 * shows 服务暂时不可用 and its retry reaches another instance.
 */
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './errors';

const CLOSING_MSG = '服务暂时不可用，请稍后重试';

/** Registers the answer; Fastify's own (return503OnClosing) must be off. */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  // preClose runs as close() begins, before the listening socket and idle connections close.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '1');
    return sendEnvelope(reply, 503, 503, CLOSING_MSG);
  });
}
