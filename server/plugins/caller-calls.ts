/**
 * The handler of a change the signed-in caller makes that answers with no body, only what the
 * user is told (edit, withdraw, save…): the route says what changes and the message, and the
 * handler finds the caller and its IP and wraps the message in the envelope the same way each time.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../core/context';
import { type Envelope, ok } from '../core/envelope';
import { caller } from './auth.hook';

/** A change by `auth` from `ip` with the call's validated parameters. */
export type CallerChange<B> = (params: B, auth: AuthContext, ip: string) => Promise<unknown>;

export function changeHandler<B>(told: string, change: CallerChange<B>) {
  return async (params: B, request: FastifyRequest): Promise<Envelope<null>> => {
    await change(params, caller(request), request.ip);
    return ok(null, told);
  };
}
