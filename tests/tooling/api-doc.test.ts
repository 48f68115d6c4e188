/**
 * docs/api.md lists every call from the server's OpenAPI document (scripts/lib/api-doc.ts): a
 * route added, removed or changed without `npm run api:types` fails here, so the reference
 * cannot drift from the routes and nobody keeps a row by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOC_FILE, apiCallsMarkdown, BEGIN, END, generateApiDoc } from '../../scripts/lib/api-doc';

describe('the generated list of calls in docs/api.md', () => {
  it('writes one row per call, by tag, with its auth, summary, input and answer', () => {
    const envelope = (body: object) => ({
      content: { 'application/json': { schema: { type: 'object', properties: { body } } } },
    });
    const md = apiCallsMarkdown({
      paths: {
        '/api/web/portal/api/x/list': {
          post: {
            tags: ['x'],
            'x-auth': 'admin',
            summary: 'Lists | pages',
            requestBody: {
              content: {
                'application/json': { schema: { type: 'object', required: ['a'], properties: { a: {}, b: {} } } },
              },
            },
            responses: {
              200: envelope({
                type: 'object',
                properties: {
                  list: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: {} } } },
                  total: {},
                  pageNum: {},
                  pageSize: {},
                },
                required: ['list', 'total', 'pageNum', 'pageSize'],
              }),
            },
          },
        },
        '/api/rsa/secretKey': {
          post: {
            tags: ['keys'],
            summary: 'Key',
            parameters: [{ in: 'query', name: 'kid' }],
            responses: { 200: envelope({ type: 'object', nullable: true, enum: [null] }) },
          },
        },
      },
    });
    expect(md.startsWith(BEGIN) && md.endsWith(END)).toBe(true);
    expect(md).toContain('### keys\n');
    expect(md).toContain('| `POST /api/rsa/secretKey` | – | Key | query `kid?` | `null` |');
    expect(md).toContain('| `POST P/x/list` | 👑 | Lists \\| pages | body `a`, `b?` | page of { `id` } |');
    expect(md.indexOf('### keys')).toBeLessThan(md.indexOf('### x'));
  });

  it('is up to date with the server’s routes', async () => {
    const committed = readFileSync(API_DOC_FILE, 'utf8');
    expect(
      committed === (await generateApiDoc(committed)),
      'docs/api.md is stale: the routes changed. Run `npm run api:types` and commit the result.',
    ).toBe(true);
  });
});
