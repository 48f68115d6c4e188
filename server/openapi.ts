/**
 * Prints the OpenAPI document generated from the route schemas, without a database:
 * `npx tsx server/openapi.ts > openapi.json` (the running server serves the same at
 * GET /api/openapi.json).
 */
import { buildOpenApiDocument } from './openapi-document';

process.stdout.write(`${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
