/** Menus (findResAllByToken) and the permission list the route guard loads once (added). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MenuTree, PermList, ProductMenuBody } from './permission.schemas';
import { Envelope, fail, ok } from '../../core/envelope';
import { productOpened } from '../company/company.repo';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { menusOf } from './permission.repo';
import { permissionsOf } from './permission.service';

export const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/res/menu/emp/role/findResAllByToken`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['permission'],
        summary: "Menu resources of the caller's roles",
        body: ProductMenuBody,
        response: {
          200: Envelope(MenuTree),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const code = request.body.productCode;
      if (code !== undefined && !(await productOpened(ctx.db, auth.compId, code))) throw fail.noProduct();
      return ok(await menusOf(ctx.db, auth.employeeId, code));
    },
  );

  app.post(
    `${P}/res/menu/emp/role/findPermByToken`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['permission'],
        summary: 'The permission list (resUri entries) of the caller (added; the route guard calls it)',
        body: Empty,
        response: { 200: Envelope(PermList) },
      },
    },
    async (request) => ok((await permissionsOf(ctx.db, caller(request).employeeId)).map((resUri) => ({ resUri }))),
  );
};
