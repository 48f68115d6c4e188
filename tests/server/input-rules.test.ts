/**
 * The input rules that keep every request out of a 500: the text rule (no control characters in
 * any string of any schema) and the mapping of database errors a client can cause (SQLSTATE 22
 * and 23) to a 4xx envelope.
 */
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { clientDbError, errorHandler } from '../../server/core/errors';
import { MultilineText, Name, Obj, Text } from '../../server/core/schemas';
import {
  hasForbiddenControl,
  TEXT_KEYWORD,
  translateValidation,
  validatorCompiler,
  withTextRule,
} from '../../server/core/validation';
import { ILL_FORMED_TEXT_MSG } from '../../server/core/rules';
import type { ErrorObject } from 'ajv';
import { call, login, P } from './helpers/api';
import { createTestEnv, databases } from './helpers/test-app';

function dbError(code: string): Error {
  return Object.assign(new Error(`db says ${code}`), { code });
}

describe('database errors caused by input', () => {
  it('maps data exceptions to 400 and constraint violations to 4xx with a Chinese message', () => {
    expect(clientDbError(dbError('22021'))).toEqual([400, '输入内容包含不允许的字符']);
    expect(clientDbError(dbError('22001'))?.[0]).toBe(400);
    expect(clientDbError(dbError('22999'))).toEqual([400, '输入内容不正确']);
    expect(clientDbError(dbError('23505'))?.[0]).toBe(409);
    expect(clientDbError(dbError('23P99'))).toEqual([409, '数据冲突，请刷新后重试']);
    for (const code of ['22021', '22P02', '23502', '23503', '23514']) {
      expect(clientDbError(dbError(code))?.[1]).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('leaves server faults and non-database codes alone', () => {
    for (const code of ['42P01', '53300', '57014', 'FST_ERR_BAD_URL', 'ERR_INVALID_ARG_TYPE', '2202']) {
      expect(clientDbError(dbError(code))).toBeNull();
    }
    expect(clientDbError('22021')).toBeNull();
  });

  it('answers a data exception thrown by a route with a 400 envelope', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/nul', async () => {
      throw dbError('22021');
    });
    app.get('/dup', async () => {
      throw dbError('23505');
    });
    const nul = await app.inject({ method: 'GET', url: '/nul' });
    expect(nul.statusCode).toBe(400);
    expect(JSON.parse(nul.body)).toEqual({ status: 400, ok: false, msg: '输入内容包含不允许的字符', body: null });
    const dup = await app.inject({ method: 'GET', url: '/dup' });
    expect(dup.statusCode).toBe(409);
    await app.close();
  });
});

describe.each(databases())('the database error for a NUL on %s', (kind) => {
  it("is recognised as the client's fault", async () => {
    const env = await createTestEnv(kind);
    try {
      const err = await env.db.query('SELECT $1::text AS t', ['a\u0000b']).then(
        () => null,
        (e: unknown) => e,
      );
      expect(clientDbError(err)).toEqual([400, '输入内容包含不允许的字符']);
    } finally {
      await env.close();
    }
  }, 180_000);
});

describe('the text rule', () => {
  const compile = (schema: object, httpPart = 'body') =>
    validatorCompiler({ schema, httpPart, method: 'POST', url: '/x' }) as unknown as ((data: unknown) => boolean) & {
      errors?: Array<{ keyword: string }>;
    };

  it(
    'refuses every control character in single-line text, ' + 'and allows tab and line breaks only in multi-line text',
    () => {
      for (let c = 0; c <= 0x9f; c++) {
        const ch = String.fromCharCode(c);
        const control = c < 0x20 || (c >= 0x7f && c <= 0x9f);
        expect(hasForbiddenControl(`a${ch}b`, false)).toBe(control);
        expect(hasForbiddenControl(`a${ch}b`, true)).toBe(control && !['\t', '\n', '\r'].includes(ch));
      }
      expect(hasForbiddenControl('华信 𠮷 💥 <tag>', false)).toBe(false);
    },
  );

  it('applies to every string of a schema, at any depth, in bodies and query strings', () => {
    const schema = Obj({
      a: Text(50),
      list: Type.Array(Obj({ b: Type.String() })),
      u: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
    });
    const marked = JSON.stringify(withTextRule(schema));
    expect(marked.split(`"${TEXT_KEYWORD}":"single"`).length - 1).toBe(3);
    const body = compile(schema);
    expect(body({ a: 'ok', list: [{ b: 'fine' }] })).toBe(true);
    expect(body({ a: 'x\u0000', list: [] })).toBe(false);
    expect(body({ a: 'ok', list: [{ b: 'y\u001b[31m' }] })).toBe(false);
    expect(body({ a: 'ok', list: [], u: '\u0085' })).toBe(false);
    const query = compile(Obj({ keyword: Type.String({ maxLength: 50 }) }), 'querystring');
    expect(query({ keyword: 'a\nb' })).toBe(false);
    expect(query({ keyword: 'ab' })).toBe(true);
  });

  it(
    'refuses a lone surrogate (ill-formed UTF-16) in every string, ' + 'single- or multi-line, and says so in Chinese',
    () => {
      const v = compile(Obj({ intro: MultilineText(100), userName: Name(20) }));
      expect(v({ intro: '第一行𠮷💥', userName: '华信' })).toBe(true);
      expect(v({ intro: 'a\ud800', userName: '华信' })).toBe(false);
      expect(v({ intro: 'a', userName: '\udc00信' })).toBe(false);
      const errors = (v as unknown as { errors: ErrorObject[] }).errors;
      expect(translateValidation(errors, 'body')).toEqual({ msg: `姓名${ILL_FORMED_TEXT_MSG}`, field: 'userName' });
      // A control character keeps its own message.
      expect(v({ intro: 'a\u0001', userName: '华信' })).toBe(false);
      expect(translateValidation((v as unknown as { errors: ErrorObject[] }).errors, 'body').msg).toMatch(
        /包含不允许的控制字符$/,
      );
    },
  );

  it('lets multi-line fields keep their line breaks and still refuses NUL there', () => {
    const v = compile(Obj({ intro: MultilineText(100), name: Name(20) }));
    expect(v({ intro: '第一行\r\n第二行\t缩进', name: '华信' })).toBe(true);
    expect(v({ intro: 'a\u0000', name: '华信' })).toBe(false);
    expect(v({ intro: 'a', name: '华\n信' })).toBe(false);
  });
});

describe.each(databases())('a lone surrogate sent to a route on %s', (kind) => {
  it('is refused with 400 and a clear message, and changes nothing', async () => {
    const env = await createTestEnv(kind);
    try {
      const admin = await login(env.app, env.db, '13800000001', '华信');
      const count = async () => (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons'))[0]?.n;
      const before = await count();
      // The JSON escape is how a client sends it: JSON.stringify would write it the same way.
      const raw =
        '{"userName":"张\\ud800三","mobile":"13655559001","roles":[{"prodCode":"CRM","employeeRole":"E102"}]}';
      const r = await call(env.app, `${P}/cust/employee/add`, { token: admin.accessToken, raw });
      expect(r.http).toBe(400);
      expect(r.env).toMatchObject({
        ok: false,
        status: 400,
        msg: `姓名${ILL_FORMED_TEXT_MSG}`,
        body: { field: 'userName' },
      });
      expect(await count()).toBe(before);
      const fine = await call(env.app, `${P}/cust/employee/add`, {
        token: admin.accessToken,
        body: { userName: '张𠮷三', mobile: '13655559001', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
      });
      expect(fine.env.ok).toBe(true);
    } finally {
      await env.close();
    }
  }, 180_000);
});
