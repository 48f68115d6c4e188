/** The people a describe block acts as, signed in once before its tests. */
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Db } from '../../../server/db/db';
import { logins, type Tokens } from './api';

/**
 * Signs each person in ([mobile] or [mobile, compName] as for `login`) in a beforeAll of the
 * describe block it is called in, after `useTestEnv`'s: their tokens, in the same order. Each
 * stands for that person's tokens; reading one before the sign-in throws.
 */
export function useSignedIn<const People extends readonly (readonly [mobile: string, compName?: string])[]>(
  env: { app: FastifyInstance; db: Db },
  ...people: People
): { [K in keyof People]: Tokens } {
  let tokens: readonly Tokens[] | undefined;
  beforeAll(async () => {
    tokens = await logins(env, ...people);
  }, 180_000);
  const person = (index: number) =>
    new Proxy({} as Tokens, {
      get(_target, key) {
        const signedIn = tokens?.[index];
        if (!signedIn) throw new Error('a signed-in person is read before their beforeAll signed them in');
        return Reflect.get(signedIn, key);
      },
    });
  return people.map((_, index) => person(index)) as { [K in keyof People]: Tokens };
}
