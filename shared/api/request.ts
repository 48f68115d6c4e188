/**
 * The two verbs the api modules use, typed by path: the path names the call in the generated
 * contract (openapi.gen.ts), which gives the query, the body and the answer; each api function
 * adds only its own behaviour (loading, silent, navigate). Paths are written out in full in each
 * function (so a grep for a server path finds its caller); `P` is the common prefix of the
 * portal calls.
 */
import { call, type CallOptions } from '../http/client';
import type { ScfRequestOptions } from '../http/request-options';
import type { ApiInput, ApiPath, ApiResult } from './contract';

export type { CallOptions } from '../http/client';

/** Prefix of the portal calls (docs/api.md §5: `P`). */
export const P = '/web/portal/api';

/** A verb's call, typed by the path: the contract gives its input and its answer. */
type Verb<M extends 'get' | 'post'> = <Path extends ApiPath<M>>(
  path: Path,
  input: ApiInput<Path, M>,
  defaults: ScfRequestOptions,
  opts?: CallOptions,
) => Promise<ApiResult<Path, M>>;

const HTTP_METHOD = { get: 'GET', post: 'POST' } as const;

function verb<M extends 'get' | 'post'>(method: M): Verb<M> {
  return (path, input, defaults, opts) => call(HTTP_METHOD[method], path, toCallInput(input), defaults, opts);
}

export const post = verb('post');
export const get = verb('get');

/** The schema-typed query is a plain record of scalars at run time. */
function toCallInput(input: { query?: unknown; body?: unknown }): Parameters<typeof call>[2] {
  return { query: input.query as Parameters<typeof call>[2]['query'], body: input.body };
}
