/**
 * Property: generated bad input to every route of the OpenAPI document never yields a 5xx or a
 * stack trace, always yields an envelope with a Chinese message, and changes nothing.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { login, type Tokens } from './helpers/api';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  required?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  'x-multiline'?: boolean;
}

interface Route {
  method: 'GET' | 'POST';
  url: string;
  queryKeys: string[];
  bodyKeys: string[];
  hasBody: boolean;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
}

/** Plausible values tried, in order, for a string whose pattern they match. */
const STRING_SAMPLES = [
  '13800000002',
  'C101',
  'E101',
  'CRM',
  'test@example.com',
  '123456',
  'abcDEF123456789012345678',
  'a',
  '1',
  '华信',
];

/** A value the schema accepts (so that the text being tested is the only fault of a request). */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return schema.items ? [sample(schema.items)] : [];
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(schema.properties ?? {})) if (schema.required?.includes(k)) out[k] = sample(v);
    return out;
  }
  const fits = (s: string) =>
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  return STRING_SAMPLES.find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Paths of every string in a schema (object properties and array items, any depth). */
function stringPaths(
  schema: JsonSchema,
  at: Array<string | number> = [],
): Array<{ path: Array<string | number>; multiline: boolean }> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return [{ path: at, multiline: schema['x-multiline'] === true }];
  if (schema.anyOf) return schema.anyOf.flatMap((s) => stringPaths(s, at)).slice(0, 1);
  if (type === 'array' && schema.items) return stringPaths(schema.items, [...at, 0]);
  if (type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

/** Sets the value at the path, creating what the sample left out (an optional object or list). */
function setPath(target: unknown, path: Array<string | number>, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key, i) => {
    node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

/** Text with at least one control character the field refuses, around ordinary characters. */
function controlText(multiline: boolean) {
  const control = fc
    .integer({ min: 0, max: 0x9f })
    .filter((c) => c < 0x20 || c >= 0x7f)
    .filter((c) => !multiline || ![9, 10, 13].includes(c))
    .map((c) => String.fromCharCode(c));
  return fc.tuple(fc.string({ maxLength: 3 }), control, fc.string({ maxLength: 3 })).map(([a, c, b]) => `${a}${c}${b}`);
}

const NASTY = [
  "' OR 1=1 --",
  '"; DROP TABLE persons; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  '𠮷𠮷',
  '💥',
  'null',
  'undefined',
  '{}',
  '[]',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'A'.repeat(5000),
  '%00',
  '%',
  '_',
  '13800000001',
  'C101',
  'E101',
  'CRM',
  '__proto__',
  'constructor',
];

const scalar = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

/** Tables whose content must not change; sessions' activity time is not business data. */
const SNAPSHOT_SQL = [
  'SELECT id, mobile, name, email, password_hash, photo_file_token FROM persons ORDER BY id',
  'SELECT id, comp_name, address, contact_name, contact_phone, email, introduction, status FROM companies ORDER BY id',
  'SELECT id, name, status, is_active FROM employees ORDER BY id',
  'SELECT employee_id, prod_code, employee_role FROM employee_roles ORDER BY 1, 2, 3',
  'SELECT comp_id, prod_code, permit_status FROM company_products ORDER BY 1, 2',
  'SELECT count(*)::int AS n FROM permit_audits',
  'SELECT id, status, expires_at FROM invitations ORDER BY id',
  'SELECT message_id, employee_id FROM message_reads ORDER BY 1, 2',
  'SELECT count(*)::int AS n FROM files',
  'SELECT count(*)::int AS n FROM registrations',
  'SELECT count(*)::int AS n FROM reset_tickets',
  'SELECT count(*)::int AS n FROM login_tickets',
  'SELECT id, tries, consumed_at, applied_at FROM verification_codes ORDER BY id',
  'SELECT browser_id FROM captchas ORDER BY 1',
  'SELECT count(*)::int AS n FROM outbox',
  'SELECT token_hash, used_at FROM refresh_tokens ORDER BY 1',
  'SELECT id, revoked_at FROM sessions ORDER BY id',
  'SELECT key, count FROM throttles ORDER BY key',
  'SELECT count(*)::int AS n FROM nonces',
];

describe.each(databases())('bad input to every route on %s', (kind) => {
  const env = useTestEnv(kind);
  let routes: Route[];
  let admin: Tokens;

  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    const doc = JSON.parse((await env.app.inject({ method: 'GET', url: '/api/openapi.json' })).body) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string; schema?: unknown }>;
            requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
          }
        >
      >;
    };
    routes = [];
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const json = op.requestBody?.content['application/json'];
        const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
        routes.push({
          method: method.toUpperCase() as 'GET' | 'POST',
          url,
          queryKeys: queryParams.map((p) => p.name),
          bodyKeys: Object.keys(json?.schema.properties ?? {}),
          hasBody: json !== undefined,
          query: Object.fromEntries(queryParams.map((p) => [p.name, (p.schema ?? {}) as JsonSchema])),
          body: json?.schema as JsonSchema | undefined,
        });
      }
    }
  }, 180_000);

  const snapshot = async () => JSON.stringify(await Promise.all(SNAPSHOT_SQL.map((sql) => env.db.query(sql))));

  it('covers the routes of the API', () => {
    expect(routes.length).toBeGreaterThan(70);
  });

  it('answers every generated bad request with a 4xx envelope and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      const caseArb = fc.record({
        auth: fc.constantFrom('none', 'garbage', 'valid'),
        // Every case breaks the schema somehow, so a success would be a bug too.
        breakage: fc.constantFrom('extraBody', 'extraQuery', 'wrongTypes', 'rawJunk', 'wrongContentType'),
        query: fc.dictionary(
          fc.constantFrom(...route.queryKeys, 'zz'),
          fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 30 })),
          { maxKeys: 4 },
        ),
        body: fc.dictionary(fc.constantFrom(...route.bodyKeys, 'zz'), value, { maxKeys: 5 }),
        raw: fc.oneof(
          fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '{"__proto__":{"x":1}}', '\u0000'),
          fc.string({ maxLength: 50 }),
        ),
      });
      await fc.assert(
        fc.asyncProperty(caseArb, async (c) => {
          const query: Record<string, string> = { ...c.query };
          if (c.breakage === 'extraQuery' || route.method === 'GET') query.unexpected_param = '1';
          const qs = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {};
          if (c.auth === 'garbage') headers.authorization = 'Bearer ' + 'x'.repeat(43);
          if (c.auth === 'valid') headers.authorization = `Bearer ${admin.accessToken}`;
          let payload: string | undefined;
          if (route.method === 'POST') {
            if (c.breakage === 'rawJunk') {
              headers['content-type'] = 'application/json';
              payload = c.raw;
            } else if (c.breakage === 'wrongContentType') {
              headers['content-type'] = 'text/plain';
              payload = 'hello';
            } else {
              const body: Record<string, unknown> = { ...c.body };
              if (c.breakage === 'extraBody' || !route.hasBody) body.unexpected_field = 1;
              if (c.breakage === 'wrongTypes') for (const k of route.bodyKeys) body[k] = { nested: [k] };
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(body);
            }
          }
          const res = await env.app.inject({
            method: route.method,
            url: `${route.url}${qs ? `?${qs}` : ''}`,
            headers,
            payload,
            remoteAddress: '10.200.0.1',
          });
          const text = res.body;
          const problem =
            res.statusCode >= 500 ? `HTTP ${res.statusCode}` : /at .+\.(ts|js):\d+/.test(text) ? 'stack trace' : null;
          let env2: { ok?: unknown; msg?: unknown } = {};
          try {
            env2 = JSON.parse(text) as { ok?: unknown; msg?: unknown };
          } catch {
            // Downloads answer files; bad input never reaches them successfully.
          }
          const accepted = res.statusCode === 200 && env2.ok === true;
          if (problem || accepted || (env2.msg !== undefined && !/[\u4e00-\u9fff]/.test(String(env2.msg)))) {
            failures.push(
              `${route.method} ${route.url} ${JSON.stringify(c).slice(0, 300)} ` +
                `→ ${res.statusCode} ${text.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: 12, seed: 2026 },
      );
    }
    expect(failures.length, failures.slice(0, 5).join('\n')).toBe(0);
    expect(await snapshot()).toBe(before);
  });

  it('refuses control characters in every text field of every route with a 4xx and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    let fields = 0;
    for (const route of routes) {
      const queryBase = Object.fromEntries(Object.entries(route.query).map(([k, v]) => [k, String(sample(v))]));
      const bodyBase = route.body ? sample(route.body) : undefined;
      const targets = [
        ...Object.entries(route.query)
          .filter(([, v]) => (Array.isArray(v.type) ? v.type[0] : v.type) === 'string')
          .map(([k, v]) => ({
            in: 'query' as const,
            path: [k] as Array<string | number>,
            multiline: v['x-multiline'] === true,
          })),
        ...(route.body ? stringPaths(route.body).map((p) => ({ in: 'body' as const, ...p })) : []),
      ];
      for (const target of targets) {
        fields++;
        await fc.assert(
          fc.asyncProperty(controlText(target.multiline), async (text) => {
            const query = { ...queryBase };
            const body = structuredClone(bodyBase) ?? {};
            if (target.in === 'query') query[String(target.path[0])] = text;
            else setPath(body, target.path, text);
            const qs = new URLSearchParams(query).toString();
            const res = await env.app.inject({
              method: route.method,
              url: `${route.url}${qs ? `?${qs}` : ''}`,
              headers: {
                authorization: `Bearer ${admin.accessToken}`,
                ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
              },
              payload: route.method === 'POST' ? JSON.stringify(body) : undefined,
              remoteAddress: '10.200.0.2',
            });
            let answer: { ok?: unknown; msg?: unknown } = {};
            try {
              answer = JSON.parse(res.body) as { ok?: unknown; msg?: unknown };
            } catch {
              // a file download: checked by the status below
            }
            if (
              res.statusCode >= 500 ||
              (res.statusCode < 400 && answer.ok !== false) ||
              !/[\u4e00-\u9fff]/.test(String(answer.msg))
            ) {
              failures.push(
                `${route.method} ${route.url} ${target.in}.${target.path.join('.')}=${JSON.stringify(text)} ` +
                  `→ ${res.statusCode} ${res.body.slice(0, 160)}`,
              );
            }
          }),
          { numRuns: 4, seed: 2027 },
        );
      }
    }
    expect(fields).toBeGreaterThan(50);
    expect(failures.length, failures.slice(0, 5).join('\n')).toBe(0);
    expect(await snapshot()).toBe(before);
  });

  it('answers unknown paths and methods with a 404 envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'), fc.webPath(), async (method, path) => {
        const res = await env.app.inject({ method: method as 'POST', url: `/api/zz${path}` });
        expect(res.statusCode).toBe(404);
        expect(JSON.parse(res.body)).toMatchObject({ status: 404, ok: false });
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
