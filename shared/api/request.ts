/**
 * The two verbs the api modules use. Paths are written out in full in each function (so a
 * grep for a server path finds its caller); `P` is the common prefix of the portal calls.
 */
import { call, type CallInput, type CallOptions } from '../http/client';
import type { ScfRequestOptions } from '../http/request-options';

export type { CallOptions } from '../http/client';

/** Prefix of the portal calls (docs/api.md §5: `P`). */
export const P = '/web/portal/api';

export function post<T>(path: string, input: CallInput, defaults: ScfRequestOptions, opts?: CallOptions): Promise<T> {
  return call<T>('POST', path, input, defaults, opts);
}

export function get<T>(path: string, input: CallInput, defaults: ScfRequestOptions, opts?: CallOptions): Promise<T> {
  return call<T>('GET', path, input, defaults, opts);
}
