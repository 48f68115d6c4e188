/**
 * `npm run api:types`: regenerates what is derived from the server's route schemas:
 * shared/api/openapi.gen.ts (the client's types) and the list of calls in docs/api.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { API_DOC_FILE, generateApiDoc } from './lib/api-doc';
import { API_TYPES_FILE, generateApiTypes } from './lib/api-types';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
process.stdout.write(`wrote ${API_TYPES_FILE}\n`);
writeFileSync(API_DOC_FILE, await generateApiDoc(readFileSync(API_DOC_FILE, 'utf8')));
process.stdout.write(`wrote ${API_DOC_FILE}\n`);
