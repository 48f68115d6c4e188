/**
 * The API reference page for developers, /api/docs (Swagger UI over the same OpenAPI document as
 * /api/openapi.json). On outside production; in production only with API_DOCS=1, since it lists
 * every route to whoever asks. The page has its own CSP: its scripts are files of its own origin
 * (no inline script), so no nonce is needed, and nothing is loaded from elsewhere.
 */
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

const API_DOCS_PREFIX = '/api/docs';

const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Swagger UI sets inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    theme: { title: 'SCF 客户门户 API' },
  });
}
