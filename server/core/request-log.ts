/**
 * Fastify's log lines per request, at the level operators choose (REQUEST_LOG_LEVEL): one line
 * when a request is answered (none when it arrives). By default that level is info in development
 * and debug elsewhere, so a production log at info is not one line per request; a request that
 * fails on the server is still logged as an error by the error handler.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LogLevel } from '../config';

export class RequestLogController extends LogController {
  constructor(private readonly level: LogLevel) {
    super({ disableRequestLogging: level === 'silent' });
  }

  override incomingRequest(): void {
    // The completed line carries everything; two lines per request double the log for nothing.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.level === 'silent') return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[this.level](line, 'request completed');
  }
}
