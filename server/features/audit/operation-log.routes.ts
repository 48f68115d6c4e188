/** 操作日志: the company administrator reads every change made in the company. Read only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { caller } from '../../plugins/auth.hook';
import { OperationItemSchema, OperationQuerySchema } from './audit.schemas';
import { operationList } from './operation-log-list.service';

export const operationLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/cust/log/operation/list`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['audit'],
        summary: "Changes made in the caller's company (administrator), filterable and paged",
        body: OperationQuerySchema,
        response: { 200: Envelope(Page(OperationItemSchema)) },
      },
    },
    async (request) => ok(await operationList(ctx.db, caller(request), request.body)),
  );
};
