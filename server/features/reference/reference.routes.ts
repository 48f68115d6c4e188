/** Public reference data: provinces, areas, the region linkage tree and dictionaries. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { areasOf, dictEntries, linkageOf, regionsOf } from './reference.repo';
import { AreaTree, DictBody, DictList, LinkageList, Pid, RegionList } from './reference.schemas';

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/province/list`,
    {
      schema: {
        tags: ['reference'],
        summary: 'The 34 provincial-level divisions (GB/T 2260)',
        body: Empty,
        response: { 200: Envelope(RegionList) },
      },
    },
    async () => ok(await regionsOf(ctx.db, 0)),
  );
  app.post(
    `${P}/area/list`,
    {
      schema: {
        tags: ['reference'],
        summary: 'Prefecture-level areas of a province (pid = province id), each with its counties',
        querystring: Pid,
        body: Empty,
        response: { 200: Envelope(AreaTree) },
      },
    },
    async (request) => ok(request.query.pid === 0 ? [] : await areasOf(ctx.db, request.query.pid)),
  );
  app.post(
    `${P}/linkage/list`,
    {
      schema: {
        tags: ['reference'],
        summary: 'Top level of the region linkage tree',
        body: Empty,
        response: { 200: Envelope(LinkageList) },
      },
    },
    async () => ok(await linkageOf(ctx.db, 0)),
  );
  app.post(
    `${P}/linkage/getChild`,
    {
      schema: {
        tags: ['reference'],
        summary: 'Children of a linkage node',
        querystring: Pid,
        body: Empty,
        response: { 200: Envelope(LinkageList) },
      },
    },
    async (request) => ok(await linkageOf(ctx.db, request.query.pid)),
  );
  app.post(
    `${P}/reg/user/listDict`,
    {
      schema: {
        tags: ['reference'],
        summary: 'Dictionaries (all, or one code)',
        body: DictBody,
        response: { 200: Envelope(DictList) },
      },
    },
    async (request) => {
      return ok(await dictEntries(ctx.db, request.body.code ?? null));
    },
  );
};
