/** The deploy API in tests: calls below `/api` (not the portal's prefix) with a deploy token. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../kit/api';

export type DeployMethod = 'GET' | 'PUT' | 'PATCH' | 'POST';

/** One deploy call through inject; a body goes as JSON. */
export async function deployCall<T = unknown>(
  app: FastifyInstance,
  method: DeployMethod,
  url: string,
  token: string,
  body?: unknown,
): Promise<{ http: number; env: Envelope<T> }> {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { http: res.statusCode, env: JSON.parse(res.body) as Envelope<T> };
}
