/** `npm run api:types`: regenerates shared/api/openapi.gen.ts from the server's route schemas. */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from './lib/api-types';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
process.stdout.write(`wrote ${API_TYPES_FILE}\n`);
