/**
 * A POST call that takes a JSON body and answers in the envelope (docs/api.md §1), declared in
 * one place: a feature's routes then state only what differs from call to call (who may make
 * it, what it does, its body and its answer) and the OpenAPI description stays the same shape.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Envelope } from './envelope';

type TypeBoxApp = Parameters<FastifyPluginAsyncTypebox>[0];

export interface EnvelopeCall<B extends TSchema, R extends TSchema> {
  /** Who may make the call (auth.hook.ts). */
  config: FastifyContextConfig;
  tags: string[];
  summary: string;
  body: B;
  /** The envelope's body on success. */
  response: R;
}

/** The handler gets the body the schema has validated, and the request for the caller and its IP. */
export type EnvelopeHandler<B extends TSchema, R extends TSchema> = (
  body: Static<B>,
  request: FastifyRequest,
) => Promise<Envelope<Static<R>>>;

export function postEnvelopeCall<B extends TSchema, R extends TSchema>(
  app: TypeBoxApp,
  url: string,
  call: EnvelopeCall<B, R>,
  handler: EnvelopeHandler<B, R>,
): void {
  const { config, tags, summary, body, response } = call;
  // Typed as a plain schema: the handler's own types (Static of the body and the answer) say
  // what TypeBox would infer, which it cannot for schemas that are type parameters here.
  const schema: FastifySchema = { tags, summary, body, response: { 200: Envelope(response) } };
  // The body schema has validated request.body before the handler runs.
  app.post(url, { config, schema }, (request) => handler(request.body as Static<B>, request));
}
