/** Products, the company's permits and their audit trail, and personal certificates. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { allProducts, openedProducts } from './product.repo';
import {
  CompCodeQuery,
  PermitAuditList,
  PermitAuditQuery,
  PersonalVoucherAnswer,
  PersonalVoucherQuery,
  ProductCodeQuery,
  ProductList,
  ProductPermitList,
} from './product.schemas';
import { applyForProduct, ownCompany, permitAuditTrail, personalVoucher, productsOfCompany } from './product.service';

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const user = { auth: 'user' as const };

  app.post(
    `${P}/product/list`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary: 'Every product of the platform',
        body: Empty,
        response: { 200: Envelope(ProductList) },
      },
    },
    async () => ok(await allProducts(ctx.db)),
  );

  app.post(
    `${P}/product/bLlist`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary: "Products the caller's company has opened (cacheAuthProducts)",
        body: Empty,
        response: { 200: Envelope(ProductList) },
      },
    },
    async (request) => ok(await openedProducts(ctx.db, caller(request).compId)),
  );

  app.post(
    `${P}/cust/product/findAllByPermitStatus`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary:
          "Every product with the company's permit status (55 opened, 20 under review, 10 not opened, 15 rejected)",
        querystring: CompCodeQuery,
        body: Empty,
        response: { 200: Envelope(ProductPermitList) },
      },
    },
    async (request) => {
      const auth = caller(request);
      ownCompany(auth, request.query.compCode);
      return ok(await productsOfCompany(ctx, auth));
    },
  );

  app.post(
    `${P}/cust/product/queryPermitAudit`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary: "The permit audit trail of the caller's company, newest first",
        querystring: PermitAuditQuery,
        body: Empty,
        response: { 200: Envelope(PermitAuditList) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const q = request.query;
      ownCompany(auth, q.compCode);
      return ok(await permitAuditTrail(ctx, auth, q.productCode, q.afterStatus));
    },
  );

  app.post(
    `${P}/cust/product/apply`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['product'],
        summary: 'Applies for a product not opened (added); the permit goes under review',
        querystring: ProductCodeQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await applyForProduct(ctx, caller(request), request.query.productCode);
      return ok(null, '开通申请已提交，请等待审核');
    },
  );

  app.post(
    `${P}/product/getCompPersonalVoucherInfo`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary: "The personal digital certificate of a user of the caller's company, or null",
        querystring: PersonalVoucherQuery,
        body: Empty,
        response: { 200: Envelope(PersonalVoucherAnswer) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const q = request.query;
      ownCompany(auth, q.compCode);
      return ok(await personalVoucher(ctx, auth, q.userCode));
    },
  );
};
