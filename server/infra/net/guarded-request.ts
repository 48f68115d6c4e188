/**
 * One outbound HTTP(S) GET for a URL a caller supplied, connected only to public addresses
 * when `publicOnly`. The check is made on the address the socket actually connects to: the
 * name is resolved by the connection's own `lookup`, which refuses the connection when any
 * answer is not public, so a name that resolves to a public address for a first check and to
 * 127.0.0.1 for the connection (DNS rebinding) gets nowhere. An address written in the URL is
 * read as the address it stands for (public-address.ts) before it is used.
 *
 * No redirects are followed (a 3xx is the answer), the body is a stream the caller reads with
 * its own size limit, and the whole exchange ends at `timeoutMs`. Any failure is one
 * OutboundRefused, whatever happened, so that callers cannot tell a closed port from a refused
 * address or a broken answer.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { canonicalAddress, isPublicAddress } from './public-address';

export class OutboundRefused extends Error {
  constructor(readonly reason: string) {
    super(`outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

/** A `lookup` for sockets that resolves the name and fails unless every address is public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(
    hostname,
    { ...(options as LookupOneOptions), all: true } satisfies LookupAllOptions,
    (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
        return callback(Object.assign(new Error('address not public'), { code: 'ENOTPUBLIC' }), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    },
  );
};

export interface OutboundOptions {
  publicOnly: boolean;
  timeoutMs: number;
  headers?: Record<string, string>;
}

/** GET `url`; resolves with the answer (any status) as a Response whose body is still to be read. */
export function guardedGet(url: URL, o: OutboundOptions): Promise<Response> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new OutboundRefused('scheme'));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = canonicalAddress(host);
  if (o.publicOnly && literal !== null && !isPublicAddress(literal))
    return Promise.reject(new OutboundRefused('address'));
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(o.timeoutMs);
    const req = get(
      url,
      {
        // The literal is connected to as read (127.1 is 127.0.0.1); a name goes through the lookup.
        ...(literal !== null ? { host: literal } : {}),
        ...(o.publicOnly ? { lookup: publicOnlyLookup } : {}),
        headers: o.headers,
        signal,
        agent: false,
      },
      (res) => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (typeof v === 'string') headers.set(k, v);
          else if (Array.isArray(v)) for (const one of v) headers.append(k, one);
        }
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 599) {
          res.destroy();
          return reject(new OutboundRefused('status'));
        }
        const empty = status === 204 || status === 205 || status === 304;
        if (empty) res.resume();
        resolve(new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status, headers }));
      },
    );
    req.on('error', (err) =>
      reject(
        signal.aborted
          ? new OutboundRefused('timeout')
          : new OutboundRefused((err as { code?: string }).code ?? 'network'),
      ),
    );
  });
}
