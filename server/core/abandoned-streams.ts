/**
 * Files streamed to a client that goes away are closed with its connection. Over HTTP/1.1 a
 * client may pipeline requests on one connection; Node answers them one after another, and
 * the answers still queued hold their file streams open. When the connection closes, Node
 * destroys the requests but never the queued responses, so those streams (one descriptor each)
 * would stay open for good: 100 connections pipelining 20 requests each left ~2,000 open files
 * per round until the process hit its limit (EMFILE). Each connection therefore keeps the
 * streams it is answering with, and destroys the unfinished ones when it closes.
 */
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const open = new WeakMap<Socket, Set<Readable>>();

function isReadable(payload: unknown): payload is Readable {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as Readable).pipe === 'function' &&
    typeof (payload as Readable).destroy === 'function' &&
    typeof (payload as Readable).once === 'function'
  );
}

/** Tracks every streamed answer of an HTTP/1 connection and destroys the unfinished ones when it closes. */
export function closeStreamsWithConnection(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!isReadable(payload) || request.raw.httpVersionMajor !== 1) return payload;
    const socket = request.raw.socket;
    if (socket.destroyed) {
      payload.destroy();
      return payload;
    }
    let streams = open.get(socket);
    if (!streams) {
      const set = new Set<Readable>();
      streams = set;
      open.set(socket, set);
      socket.once('close', () => {
        for (const s of set) s.destroy();
        set.clear();
      });
    }
    streams.add(payload);
    const done = () => streams.delete(payload);
    payload.once('close', done);
    payload.once('end', done);
    return payload;
  });
}
