/**
 * The person's companies (spec §7 cust/employee/*), the company info for a product (compInfo),
 * and the company's own record (added: read, administrator update).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { maskMobile } from '../../core/rules';
import { formatTime } from '../../core/time';
import { Email, Empty, Mobile, Name, Obj, PlainText, ProdCode } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { logOperation } from '../audit/operation-log.service';
import { changedFields, companyFieldsForLog } from '../audit/company-snapshot';
import { personById } from '../account/person.repo';
import { CompRoleList, EmpRoleList } from '../auth/auth.schemas';
import { companiesOfPerson } from './company-list.service';
import { CompanyInfoSchema, CompanyListItemSchema } from './company.schemas';
import { compRolesByComp, empRolesByEmployee, productOpened } from './company.repo';

const ProductQuery = Obj({ productCode: Type.Optional(ProdCode) });

export const companyRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const user = { auth: 'user' as const };
  const ListEnvelope = Envelope(Type.Array(CompanyListItemSchema));

  app.post(
    `${P}/cust/employee/findAllCompNameByMobile`,
    { config: user, schema: { tags: ['company'], summary: 'Companies of the signed-in person (product opened when productCode is set)', body: ProductQuery, response: { 200: ListEnvelope } } },
    async (request) => {
      const auth = caller(request);
      return ok(await companiesOfPerson(ctx.db, auth.personId, auth.employeeId, { productCode: request.body.productCode }));
    },
  );

  app.post(
    `${P}/cust/employee/findAllCompNameByMobileEnable`,
    { config: user, schema: { tags: ['company'], summary: 'Same, only status 1 and isActive 1', body: ProductQuery, response: { 200: ListEnvelope } } },
    async (request) => {
      const auth = caller(request);
      return ok(
        await companiesOfPerson(ctx.db, auth.personId, auth.employeeId, { productCode: request.body.productCode, onlyEnabled: true }),
      );
    },
  );

  app.post(
    `${P}/cust/employee/comps/all`,
    { config: user, schema: { tags: ['company'], summary: 'Every company of the person, disabled ones included', body: Empty, response: { 200: ListEnvelope } } },
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
        body: Obj({ productCode: ProdCode }),
        response: {
          200: Envelope(
            Type.Object({
              compCode: Type.String(),
              compName: Type.String(),
              userName: Type.String(),
              mobile: Type.String(),
              employeeCode: Type.String(),
              compRole: CompRoleList,
              employeeRole: EmpRoleList,
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { productCode } = request.body;
      const known = await ctx.db.query<{ prod_code: string }>('SELECT prod_code FROM products WHERE prod_code = $1', [productCode]);
      if (productCode !== 'EC' && known.length === 0) throw fail.bad('产品不存在', 'productCode');
      if (!(await productOpened(ctx.db, auth.compId, productCode))) throw fail.noProduct();
      const comp = await ctx.db.query<{ comp_name: string; name: string }>(
        'SELECT c.comp_name, e.name FROM employees e JOIN companies c ON c.id = e.comp_id WHERE e.id = $1',
        [auth.employeeId],
      );
      const person = await personById(ctx.db, auth.personId);
      if (!comp[0] || !person) throw fail.sessionOver();
      const onlyProduct = <T extends { prodCode: string }>(list: T[]) =>
        productCode === 'EC' ? list : list.filter((r) => r.prodCode === productCode);
      return ok({
        compCode: auth.compCode,
        compName: comp[0].comp_name,
        userName: comp[0].name,
        mobile: maskMobile(person.mobile),
        employeeCode: auth.employeeCode,
        compRole: onlyProduct((await compRolesByComp(ctx.db, [auth.compId])).get(auth.compId) ?? []),
        employeeRole: onlyProduct((await empRolesByEmployee(ctx.db, [auth.employeeId])).get(auth.employeeId) ?? []),
      });
    },
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
    async (request) => {
      const auth = caller(request);
      const rows = await ctx.db.query<{
        comp_name: string; credit_code: string | null; province_code: string | null; province_name: string | null;
        area_code: string | null; area_name: string | null; address: string | null; contact_name: string | null;
        contact_phone: string | null; email: string | null; introduction: string | null; status: number; created_at: number;
      }>(
        `SELECT c.comp_name, c.credit_code, c.province_code, pr.name AS province_name, c.area_code, ar.name AS area_name,
                c.address, c.contact_name, c.contact_phone, c.email, c.introduction, c.status, c.created_at
         FROM companies c
         LEFT JOIN regions pr ON pr.code = c.province_code
         LEFT JOIN regions ar ON ar.code = c.area_code
         WHERE c.id = $1`,
        [auth.compId],
      );
      const c = rows[0];
      if (!c) throw fail.notFound();
      return ok({
        compCode: auth.compCode,
        compName: c.comp_name,
        creditCode: c.credit_code ?? '',
        compRole: (await compRolesByComp(ctx.db, [auth.compId])).get(auth.compId) ?? [],
        provinceCode: c.province_code ?? '',
        provinceName: c.province_name ?? '',
        areaCode: c.area_code ?? '',
        areaName: c.area_name ?? '',
        address: c.address ?? '',
        contactName: c.contact_name ?? '',
        contactPhone: c.contact_phone ?? '',
        email: c.email ?? '',
        introduction: c.introduction ?? '',
        status: c.status,
        createTime: formatTime(c.created_at),
      });
    },
  );

  app.post(
    `${P}/cust/company/update`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['company'],
        summary: 'Administrator updates the editable company fields (added)',
        body: Obj({
          address: Type.Optional(Name(200)),
          contactName: Type.Optional(Name(50)),
          contactPhone: Type.Optional(Mobile),
          email: Type.Optional(Email),
          introduction: Type.Optional(PlainText(1000, '企业简介为纯文本，不能超过1000个字，也不能包含 < 或 > 符号')),
        }),
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const sets: string[] = [];
      const params: unknown[] = [auth.compId];
      const put = (col: string, v: string | undefined) => {
        if (v === undefined) return;
        params.push(v.trim());
        sets.push(`${col} = $${params.length}`);
      };
      put('address', b.address);
      put('contact_name', b.contactName);
      put('contact_phone', b.contactPhone);
      put('email', b.email?.toLowerCase());
      put('introduction', b.introduction);
      if (sets.length === 0) throw fail.bad('没有需要修改的内容');
      await ctx.db.transaction(async (tx) => {
        const old = await companyFieldsForLog(tx, auth.compId);
        await tx.query(`UPDATE companies SET ${sets.join(', ')} WHERE id = $1`, params);
        const now = await companyFieldsForLog(tx, auth.compId);
        await logOperation(tx, auth, request.ip, ctx.clock(), { action: 'company.edit', target: now.企业名称 ?? '', ...changedFields(old, now) });
      });
      return ok(null, '企业信息已更新');
    },
  );
};
