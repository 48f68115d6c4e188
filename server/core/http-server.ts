/**
 * The Fastify instance over plain HTTP/1.1, or, when the server holds a certificate (TLS_CERT,
 * TLS_KEY), over HTTP/2 with TLS. HTTP/2 carries all of a page's module files over one
 * connection at once instead of six at a time; clients that do not offer `h2` in the TLS
 * handshake (ALPN) get HTTP/1.1 on the same port.
 */
import type { ServerOptions as HttpServerOptions } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Node's HTTP/1.1 server options Fastify has no option of its own for. */
export type Http1Options = Pick<HttpServerOptions, 'headersTimeout' | 'connectionsCheckingInterval'>;

export function createFastify(
  config: Pick<Config, 'tls'>,
  options: FastifyServerOptions,
  http1: Http1Options = {},
): FastifyInstance {
  if (!config.tls) return Fastify({ ...options, http: http1 });
  // Routes, hooks and replies are the same over both protocols; only the server type differs,
  // which nothing outside this function reads.
  // The shared options (timeouts, limits, logger) mean the same for both server types.
  const shared = options as unknown as FastifyServerOptions<Http2SecureServer>;
  const secureOptions: FastifyHttp2SecureOptions<Http2SecureServer> = {
    ...shared,
    http2: true,
    https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
  };
  const secure = Fastify(secureOptions);
  // Over TLS the head timeout is Node's own (60 s); the socket timeout, the per-address cap
  // and the body rate apply as over plain HTTP.
  return secure as unknown as FastifyInstance;
}
