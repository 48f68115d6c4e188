/**
 * The client's API types are generated from the server's route schemas and committed
 * (shared/api/openapi.gen.ts). A schema change without regenerating would let the client
 * compile against a contract the server no longer keeps: this regenerates in memory and
 * compares.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/lib/api-types';

describe('generated API types', () => {
  it('shared/api/openapi.gen.ts matches the server’s schemas', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const fresh = await generateApiTypes();
    expect(
      committed === fresh,
      'shared/api/openapi.gen.ts is stale: the server’s route schemas changed. ' +
        'Run `npm run api:types` and commit the result.',
    ).toBe(true);
  });
});
