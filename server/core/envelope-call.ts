/**
 * A POST call that answers in the envelope (docs/api.md §1), declared in one place: a feature's
 * routes then state only what differs from call to call (who may make it, what it does, its
 * parameters and its answer) and the OpenAPI description stays the same shape. The parameters
 * come in a JSON body (`body`) or, as in the portal's original calls, in the query string with
 * an empty body (`query`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Envelope } from './envelope';
import { Empty } from './schemas';

type TypeBoxApp = Parameters<FastifyPluginAsyncTypebox>[0];

export type EnvelopeCall<P extends TSchema, R extends TSchema> = {
  /** Who may make the call (auth.hook.ts); without it, anyone. */
  config?: FastifyContextConfig;
  tags: string[];
  summary: string;
  /** The envelope's body on success. */
  response: R;
} & ({ body: P } | { query: P });

/** The handler gets the parameters the schema has validated, and the request for the caller and its IP. */
export type EnvelopeHandler<P extends TSchema, R extends TSchema> = (
  params: Static<P>,
  request: FastifyRequest,
) => Promise<Envelope<Static<R>>>;

export function postEnvelopeCall<P extends TSchema, R extends TSchema>(
  app: TypeBoxApp,
  url: string,
  call: EnvelopeCall<P, R>,
  handler: EnvelopeHandler<P, R>,
): void {
  const { config, tags, summary, response } = call;
  const inQuery = 'query' in call;
  const params = inQuery ? { querystring: call.query, body: Empty } : { body: call.body };
  // Typed as a plain schema: the handler's own types (Static of the parameters and the answer) say
  // what TypeBox would infer, which it cannot for schemas that are type parameters here.
  const schema: FastifySchema = { tags, summary, ...params, response: { 200: Envelope(response) } };
  // The schema has validated request.query or request.body before the handler runs.
  app.post(url, { config, schema }, (request) =>
    handler((inQuery ? request.query : request.body) as Static<P>, request),
  );
}
