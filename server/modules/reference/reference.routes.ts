/** Public reference data of spec §7: provinces, areas, the region linkage tree and dictionaries. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty, Obj } from '../../core/schemas';

const Region = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), pid: Type.Integer() });
const LinkageItem = Type.Object({ ...Region.properties, hasChildren: Type.Boolean() });
const Pid = Obj({ pid: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) });

export const referenceRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const regionsOf = (pid: number) =>
    ctx.db.query<{ id: number; code: string; name: string; pid: number }>('SELECT id, code, name, pid FROM regions WHERE pid = $1 ORDER BY code', [pid]);
  const linkageOf = (pid: number) =>
    ctx.db.query<{ id: number; code: string; name: string; pid: number; hasChildren: boolean }>(
      `SELECT r.id, r.code, r.name, r.pid, EXISTS (SELECT 1 FROM regions c WHERE c.pid = r.id) AS "hasChildren"
       FROM regions r WHERE r.pid = $1 ORDER BY r.code`,
      [pid],
    );

  app.post(
    `${P}/province/list`,
    { schema: { tags: ['reference'], summary: 'The 34 provincial-level divisions', body: Empty, response: { 200: Envelope(Type.Array(Region)) } } },
    async () => ok(await regionsOf(0)),
  );
  app.post(
    `${P}/area/list`,
    { schema: { tags: ['reference'], summary: 'Prefecture-level areas of a province (pid = province id)', querystring: Pid, body: Empty, response: { 200: Envelope(Type.Array(Region)) } } },
    async (request) => ok(request.query.pid === 0 ? [] : await regionsOf(request.query.pid)),
  );
  app.post(
    `${P}/linkage/list`,
    { schema: { tags: ['reference'], summary: 'Top level of the region linkage tree', body: Empty, response: { 200: Envelope(Type.Array(LinkageItem)) } } },
    async () => ok(await linkageOf(0)),
  );
  app.post(
    `${P}/linkage/getChild`,
    { schema: { tags: ['reference'], summary: 'Children of a linkage node', querystring: Pid, body: Empty, response: { 200: Envelope(Type.Array(LinkageItem)) } } },
    async (request) => ok(await linkageOf(request.query.pid)),
  );
  app.post(
    `${P}/reg/user/listDict`,
    {
      schema: {
        tags: ['reference'],
        summary: 'Dictionaries (all, or one code)',
        body: Obj({ code: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z]+$' })) }),
        response: { 200: Envelope(Type.Array(Type.Object({ code: Type.String(), dictValue: Type.String(), dictLabel: Type.String() }))) },
      },
    },
    async (request) => {
      const code = request.body.code;
      return ok(
        await ctx.db.query<{ code: string; dictValue: string; dictLabel: string }>(
          `SELECT code, dict_value AS "dictValue", dict_label AS "dictLabel" FROM dicts
           WHERE ($1::text IS NULL OR code = $1) ORDER BY code, order_num`,
          [code ?? null],
        ),
      );
    },
  );
};
