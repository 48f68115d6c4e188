/**
 * HTTP Strict Transport Security on every answer served over https, directly or behind a
 * reverse proxy that says so (X-Forwarded-Proto, honoured only with TRUST_PROXY=1). Over plain
 * http the header would mean nothing and is not sent (browsers ignore it there).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** One year, subdomains included: the provider's sites are https only. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Runs on every request, so it takes Fastify's callback form: no promise per request. */
export function hstsHook(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
  done();
}
