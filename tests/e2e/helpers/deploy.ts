/**
 * The deploy API as a team's pipeline calls it (with its deploy token, over HTTP to the test
 * server), and a deploy token made as an operator makes one.
 */
import { expect } from 'vitest';
import type { Envelope, ImportMapBody } from '../../kit/api';
import { url } from './browser';
import { operator } from './operator';

/** Calls the deploy API at `path` (under /api) with `token`; the envelope it answers. */
export async function deployApi<T = ImportMapBody>(
  method: 'GET' | 'PATCH' | 'POST' | 'PUT',
  path: string,
  token: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(url(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope<T>;
}

/** A new deploy token named `name` for the specifiers `scope`, made through the operator command. */
export function deployToken(name: string, scope: string): string {
  const out = operator('deploy-token', 'create', '--name', name, '--scope', scope);
  const token = /scfd_[A-Za-z0-9_-]+/.exec(out)?.[0] ?? '';
  expect(token, out).not.toBe('');
  return token;
}
