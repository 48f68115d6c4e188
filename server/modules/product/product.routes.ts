/** Products, the company's permits and their audit trail, and personal certificates (spec §7). */
import { EMP_INVITED } from '../account/person.repo';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { formatDate, formatTime } from '../../core/time';
import { Code, Empty, Obj, ProdCode } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import type { AuthContext } from '../../core/context';

export const PERMIT_NAMES: Record<number, string> = { 10: '未开通', 15: '已驳回', 20: '审核中', 55: '已开通' };
const CERT_NAMES: Record<number, string> = { 10: '未申请', 20: '申请中', 55: '有效', 90: '已过期' };

const Product = Type.Object({ productCode: Type.String(), productName: Type.String(), description: Type.String(), orderNum: Type.Integer() });

function ownCompany(auth: AuthContext, compCode: string): void {
  if (compCode !== auth.compCode) throw fail.role('无权查看其他企业的数据');
}

export const productRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const user = { auth: 'user' as const };
  const SELECT_PRODUCT = 'p.prod_code AS "productCode", p.prod_name AS "productName", p.description, p.order_num AS "orderNum"';

  app.post(
    `${P}/product/list`,
    { config: user, schema: { tags: ['product'], summary: 'Every product of the platform', body: Empty, response: { 200: Envelope(Type.Array(Product)) } } },
    async () => ok(await ctx.db.query<{ productCode: string; productName: string; description: string; orderNum: number }>(`SELECT ${SELECT_PRODUCT} FROM products p ORDER BY p.order_num`)),
  );

  app.post(
    `${P}/product/bLlist`,
    { config: user, schema: { tags: ['product'], summary: "Products the caller's company has opened (cacheAuthProducts)", body: Empty, response: { 200: Envelope(Type.Array(Product)) } } },
    async (request) =>
      ok(
        await ctx.db.query<{ productCode: string; productName: string; description: string; orderNum: number }>(
          `SELECT ${SELECT_PRODUCT} FROM products p JOIN company_products cp ON cp.prod_code = p.prod_code
           WHERE cp.comp_id = $1 AND cp.permit_status = 55 ORDER BY p.order_num`,
          [caller(request).compId],
        ),
      ),
  );

  app.post(
    `${P}/cust/product/findAllByPermitStatus`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary: "Every product with the company's permit status (55 opened, 20 under review, 10 not opened, 15 rejected)",
        querystring: Obj({ compCode: Code() }),
        body: Empty,
        response: {
          200: Envelope(Type.Array(Type.Object({ ...Product.properties, permitStatus: Type.Integer(), permitStatusName: Type.String() }))),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      ownCompany(auth, request.query.compCode);
      const rows = await ctx.db.query<{ productCode: string; productName: string; description: string; orderNum: number; permitStatus: number }>(
        `SELECT ${SELECT_PRODUCT}, COALESCE(cp.permit_status, 10)::int AS "permitStatus"
         FROM products p LEFT JOIN company_products cp ON cp.prod_code = p.prod_code AND cp.comp_id = $1 ORDER BY p.order_num`,
        [auth.compId],
      );
      return ok(rows.map((r) => ({ ...r, permitStatusName: PERMIT_NAMES[r.permitStatus] ?? '' })));
    },
  );

  app.post(
    `${P}/cust/product/queryPermitAudit`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary: "The permit audit trail of the caller's company, newest first",
        querystring: Obj({
          compCode: Code(),
          productCode: Type.Optional(ProdCode),
          afterStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
        }),
        body: Empty,
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                productCode: Type.String(),
                beforeStatus: Type.Integer(),
                afterStatus: Type.Integer(),
                afterStatusName: Type.String(),
                remark: Type.String(),
                createTime: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const q = request.query;
      ownCompany(auth, q.compCode);
      const rows = await ctx.db.query<{ id: number; prod_code: string; before_status: number; after_status: number; remark: string; created_at: number }>(
        `SELECT id, prod_code, before_status, after_status, remark, created_at FROM permit_audits
         WHERE comp_id = $1 AND ($2::text IS NULL OR prod_code = $2) AND ($3::int IS NULL OR after_status = $3)
         ORDER BY created_at DESC, id DESC LIMIT 200`,
        [auth.compId, q.productCode ?? null, q.afterStatus ?? null],
      );
      return ok(
        rows.map((r) => ({
          id: r.id,
          productCode: r.prod_code,
          beforeStatus: r.before_status,
          afterStatus: r.after_status,
          afterStatusName: PERMIT_NAMES[r.after_status] ?? '',
          remark: r.remark,
          createTime: formatTime(r.created_at),
        })),
      );
    },
  );

  app.post(
    `${P}/cust/product/apply`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['product'],
        summary: 'Applies for a product not opened (added); the permit goes under review',
        querystring: Obj({ productCode: ProdCode }),
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const code = request.query.productCode;
      const known = await ctx.db.query<{ prod_code: string }>('SELECT prod_code FROM products WHERE prod_code = $1', [code]);
      if (known.length === 0) throw fail.bad('产品不存在', 'productCode');
      const now = ctx.clock();
      await ctx.db.transaction(async (tx) => {
        const cur = await tx.query<{ permit_status: number }>(
          'SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = $2 FOR UPDATE',
          [auth.compId, code],
        );
        const before = cur[0]?.permit_status ?? 10;
        if (before === 55) throw fail.conflict('贵司已开通该产品');
        if (before === 20) throw fail.conflict('该产品的开通申请正在审核中');
        await tx.query(
          `INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at) VALUES ($1, $2, 20, $3)
           ON CONFLICT (comp_id, prod_code) DO UPDATE SET permit_status = 20, updated_at = $3`,
          [auth.compId, code, now],
        );
        await tx.query(
          "INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status, remark, created_at) VALUES ($1, $2, $3, 20, '提交开通申请', $4)",
          [auth.compId, code, before, now],
        );
      });
      return ok(null, '开通申请已提交，请等待审核');
    },
  );

  app.post(
    `${P}/product/getCompPersonalVoucherInfo`,
    {
      config: user,
      schema: {
        tags: ['product'],
        summary: 'The personal digital certificate of a user of the caller\'s company, or null',
        querystring: Obj({ compCode: Code(), userCode: Code() }),
        body: Empty,
        response: {
          200: Envelope(
            Type.Union([
              Type.Object({
                compCode: Type.String(),
                userCode: Type.String(),
                userName: Type.String(),
                certStatus: Type.Integer(),
                certStatusName: Type.String(),
                certSn: Type.String(),
                validFrom: Type.String(),
                validTo: Type.String(),
              }),
              Type.Null(),
            ]),
          ),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const q = request.query;
      ownCompany(auth, q.compCode);
      const rows = await ctx.db.query<{ name: string; employee_code: string; cert_sn: string | null; cert_status: number | null; valid_from: number | null; valid_to: number | null }>(
        `SELECT e.name, e.employee_code, v.cert_sn, v.cert_status, v.valid_from, v.valid_to
         FROM employees e JOIN persons p ON p.id = e.person_id LEFT JOIN vouchers v ON v.employee_id = e.id
         WHERE e.comp_id = $1 AND (e.employee_code = $2 OR p.user_code = $2) AND e.status <> ${EMP_INVITED}`,
        [auth.compId, q.userCode],
      );
      const r = rows[0];
      if (!r) throw fail.notFound('该用户不是贵司员工');
      if (r.cert_sn === null || r.cert_status === null) return ok(null);
      const now = ctx.clock();
      const status = r.cert_status === 55 && (r.valid_to ?? 0) < now ? 90 : r.cert_status;
      return ok({
        compCode: auth.compCode,
        userCode: r.employee_code,
        userName: r.name,
        certStatus: status,
        certStatusName: CERT_NAMES[status] ?? '',
        certSn: r.cert_sn,
        validFrom: formatDate(r.valid_from),
        validTo: formatDate(r.valid_to),
      });
    },
  );
};
