/**
 * The person's companies (cust/employee/*), the company info for a product (compInfo),
 * and the company's own record (added: read, administrator update).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { companiesOfPerson } from './company-list.service';
import {
  CompanyInfoSchema,
  CompanyList,
  CompanyMemberAnswer,
  CompanyUpdateBody,
  ProductBody,
  ProductQuery,
} from './company.schemas';
import { compInfo, companyInfo, updateCompany } from './company.service';

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const user = { auth: 'user' as const };

  app.post(
    `${P}/cust/employee/findAllCompNameByMobile`,
    {
      config: user,
      schema: {
        tags: ['company'],
        summary: 'Companies of the signed-in person (product opened when productCode is set)',
        body: ProductQuery,
        response: { 200: Envelope(CompanyList) },
      },
    },
    async (request) => {
      const auth = caller(request);
      return ok(
        await companiesOfPerson(ctx.db, auth.personId, auth.employeeId, { productCode: request.body.productCode }),
      );
    },
  );

  app.post(
    `${P}/cust/employee/findAllCompNameByMobileEnable`,
    {
      config: user,
      schema: {
        tags: ['company'],
        summary: 'Same, only status 1 and isActive 1',
        body: ProductQuery,
        response: { 200: Envelope(CompanyList) },
      },
    },
    async (request) => {
      const auth = caller(request);
      return ok(
        await companiesOfPerson(ctx.db, auth.personId, auth.employeeId, {
          productCode: request.body.productCode,
          onlyEnabled: true,
        }),
      );
    },
  );

  app.post(
    `${P}/cust/employee/comps/all`,
    {
      config: user,
      schema: {
        tags: ['company'],
        summary: 'Every company of the person, disabled ones included',
        body: Empty,
        response: { 200: Envelope(CompanyList) },
      },
    },
    async (request) => {
      const auth = caller(request);
      return ok(await companiesOfPerson(ctx.db, auth.personId, auth.employeeId));
    },
  );

  app.post(
    `${P}/cust/employee/info/comp`,
    {
      config: user,
      schema: {
        tags: ['company'],
        summary: "compInfo for a product; body status '403' (string) when the company has not opened it",
        body: ProductBody,
        response: {
          200: Envelope(CompanyMemberAnswer),
        },
      },
    },
    async (request) => ok(await compInfo(ctx, caller(request), request.body.productCode)),
  );

  app.post(
    `${P}/cust/company/info`,
    {
      config: user,
      schema: {
        tags: ['company'],
        summary: "The caller's company (added)",
        body: Empty,
        response: { 200: Envelope(CompanyInfoSchema) },
      },
    },
    async (request) => ok(await companyInfo(ctx, caller(request))),
  );

  app.post(
    `${P}/cust/company/update`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['company'],
        summary: 'Administrator updates the editable company fields (added)',
        body: CompanyUpdateBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await updateCompany(ctx, caller(request), request.ip, request.body);
      return ok(null, '企业信息已更新');
    },
  );
};
