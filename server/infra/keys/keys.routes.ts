/** POST /rsa/secretKey: the public key for password and request-key encryption. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { Empty } from '../../core/schemas';
import { PublicKey } from './keys.schemas';

export const keysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/rsa/secretKey',
    {
      schema: {
        tags: ['keys'],
        summary: 'RSA-3072 public key (SPKI PEM) for RSA-OAEP-SHA256',
        body: Empty,
        response: { 200: Envelope(PublicKey) },
      },
    },
    async () => ok(await app.scf.keys.current()),
  );
};
