/** 操作日志: the company administrator reads every change made in the company. Read only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { caller } from '../../plugins/auth.hook';
import { OperationItemSchema, OperationQuerySchema } from './audit.schemas';
import { operationPage } from './operation-log-list.service';
import { paging } from './log-query';

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
    async (request) => {
      const b = request.body;
      const p = paging(b.pageNum, b.pageSize);
      const { list, total } = await operationPage(ctx.db, caller(request), b, p);
      return ok({ list, total, pageNum: p.pageNum, pageSize: p.pageSize });
    },
  );
};
