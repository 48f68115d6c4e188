/**
 * Fastify's per-request log lines ("incoming request", "request completed") written at debug
 * instead of info: at info they cost more than serving a cached read, and production logs at
 * info. An operator who needs them runs the server at log level debug. Errors stay at error.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
