/**
 * Slow clients may not hold the server. Node's own limits cover the request head (headers
 * timeout, checked every second) and idle sockets (socket timeout); this module adds the two
 * it lacks:
 * - closing a connection whose client stopped reading its answer;
 * - a cap on open connections per client address: a thousand slowloris or slow-reader sockets
 *   from one address cost that address its excess connections, not everyone their latency;
 * - a minimum body rate: a body that arrives slower than MIN_BODY_RATE bytes a second over a
 *   window (the headers timeout) is cut, while a phone on a slow line, even 2G, is far above it.
 * Settings and their defaults: server/config.ts (HEADERS_TIMEOUT, SOCKET_TIMEOUT, MIN_BODY_RATE,
 * MAX_CONNECTIONS_PER_IP); docs/deploy.md says what an operator sees.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The address a connection comes from, IPv4-mapped IPv6 written as IPv4. */
function addressOf(socket: Socket): string {
  const a = socket.remoteAddress ?? '';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

/**
 * Closes a new connection at once when its address already holds `max` (0: no cap). Behind a
 * proxy every connection comes from the proxy: the proxy must do this there.
 */
export function capConnectionsPerIp(app: FastifyInstance, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  let refused = 0;
  let lastWarned = 0;
  app.server.on('connection', (socket: Socket) => {
    const ip = addressOf(socket);
    const n = open.get(ip) ?? 0;
    if (n >= max) {
      refused++;
      // One line a minute at most: the flood must not flood the log too.
      const now = Date.now();
      if (now - lastWarned > 60_000) {
        lastWarned = now;
        app.log.warn(
          { ip, max, refused },
          'too many connections from one address: refusing the excess (MAX_CONNECTIONS_PER_IP)',
        );
      }
      socket.destroy();
      return;
    }
    open.set(ip, n + 1);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left <= 0) open.delete(ip);
      else open.set(ip, left);
    });
  });
}

/**
 * Closes connections whose client stopped reading: data waits to be sent and not a byte has
 * gone out for `stallMs`. Node's socket timeout does not do it (a pending write counts as
 * activity), so a reader that never reads held its connection, its file and its buffers for
 * good. One sweep a second over the open connections.
 */
export function closeStalledReaders(app: FastifyInstance, stallMs: number): void {
  const watched = new Map<Socket, { written: number; since: number }>();
  app.server.on('connection', (socket: Socket) => {
    watched.set(socket, { written: socket.bytesWritten, since: Date.now() });
    socket.once('close', () => watched.delete(socket));
  });
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, w] of watched) {
        if (socket.bytesWritten !== w.written || socket.writableLength === 0) {
          w.written = socket.bytesWritten;
          w.since = now;
        } else if (now - w.since >= stallMs) {
          watched.delete(socket);
          app.log.warn(
            { ip: addressOf(socket), stalledMs: now - w.since },
            'client stopped reading its answer: connection closed (SOCKET_TIMEOUT)',
          );
          socket.destroy();
        }
      }
    },
    Math.min(1000, stallMs),
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/**
 * Cuts a request whose body arrives slower than `minBytesPerSecond` over any `windowMs` (0: no
 * minimum). Counts the connection's bytes (socket.bytesRead), so the body is never touched.
 */
export function requireBodyRate(app: FastifyInstance, minBytesPerSecond: number, windowMs: number): void {
  if (minBytesPerSecond <= 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    const req = request.raw;
    const length = Number(req.headers['content-length'] ?? 0);
    const hasBody = length > 0 || req.headers['transfer-encoding'] !== undefined;
    // HTTP/2 streams share one connection; their session has its own timeout.
    if (!hasBody || req.httpVersionMajor !== 1 || req.complete) {
      done();
      return;
    }
    const socket = req.socket;
    let mark = socket.bytesRead;
    const timer = setInterval(() => {
      const got = socket.bytesRead - mark;
      mark = socket.bytesRead;
      if ((got * 1000) / windowMs < minBytesPerSecond) {
        stop();
        request.log.warn({ got, windowMs }, 'request body too slow: connection closed (MIN_BODY_RATE)');
        socket.destroy();
      }
    }, windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
    reply.raw.once('finish', stop);
    done();
  });
}
