/** Public CMS content by business code (spec §7 manage/cms/*): banners, products, news, help, about. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { formatTime } from '../../core/time';
import { sanitizeHtml } from '../../core/sanitize';
import { isSafeUrl } from '../../../shared/html-policy';
import { Id, Obj, PageNum, PageSize } from '../../core/schemas';

const BizCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z_]+$', 'x-msg': '业务编码不正确' });

const CmsItem = Type.Object({
  id: Type.Integer(),
  bizCode: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  imageUrl: Type.String(),
  linkUrl: Type.String(),
  publishTime: Type.String(),
  orderNum: Type.Integer(),
});

interface CmsRow {
  id: number;
  biz_code: string;
  title: string;
  summary: string;
  content: string;
  image_url: string;
  link_url: string;
  publish_time: number;
  order_num: number;
}

const COLS = 'id, biz_code, title, summary, content, image_url, link_url, publish_time, order_num';

function toItem(r: CmsRow, withContent: boolean) {
  return {
    id: r.id,
    bizCode: r.biz_code,
    title: r.title,
    summary: r.summary,
    content: withContent ? sanitizeHtml(r.content) : '',
    // Addresses follow the same rule as links inside the HTML (http(s) or a path of this site).
    imageUrl: isSafeUrl(r.image_url) ? r.image_url : '',
    linkUrl: isSafeUrl(r.link_url) ? r.link_url : '',
    publishTime: formatTime(r.publish_time),
    orderNum: r.order_num,
  };
}

export const cmsRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const ORDER = 'ORDER BY order_num, publish_time DESC, id DESC';

  app.get(
    `${P}/manage/cms/getEnableCmsHurdles`,
    {
      schema: {
        tags: ['cms'],
        summary: 'Enabled CMS sections',
        querystring: Obj({}),
        response: { 200: Envelope(Type.Array(Type.Object({ bizCode: Type.String(), name: Type.String(), orderNum: Type.Integer() }))) },
      },
    },
    async () =>
      ok(
        await ctx.db.query<{ bizCode: string; name: string; orderNum: number }>(
          'SELECT biz_code AS "bizCode", name, order_num AS "orderNum" FROM cms_hurdles WHERE enabled = 1 ORDER BY order_num',
        ),
      ),
  );

  app.post(
    `${P}/manage/cms/findByBizCodeList`,
    { schema: { tags: ['cms'], summary: 'Every item of a section', body: Obj({ bizCode: BizCode }), response: { 200: Envelope(Type.Array(CmsItem)) } } },
    async (request) => {
      const rows = await ctx.db.query<CmsRow>(`SELECT ${COLS} FROM cms_items WHERE biz_code = $1 AND enabled = 1 ${ORDER} LIMIT 200`, [
        request.body.bizCode,
      ]);
      return ok(rows.map((r) => toItem(r, true)));
    },
  );

  app.post(
    `${P}/manage/cms/findByBizCodePageList`,
    {
      schema: {
        tags: ['cms'],
        summary: 'A page of a section (without content)',
        body: Obj({ bizCode: BizCode, pageNum: Type.Optional(PageNum), pageSize: Type.Optional(PageSize) }),
        response: { 200: Envelope(Page(CmsItem)) },
      },
    },
    async (request) => {
      const { bizCode } = request.body;
      const pageNum = request.body.pageNum ?? 1;
      const pageSize = request.body.pageSize ?? 10;
      const total = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cms_items WHERE biz_code = $1 AND enabled = 1', [bizCode]))[0]?.n ?? 0;
      const rows = await ctx.db.query<CmsRow>(
        `SELECT ${COLS} FROM cms_items WHERE biz_code = $1 AND enabled = 1 ORDER BY publish_time DESC, id DESC LIMIT $2 OFFSET $3`,
        [bizCode, pageSize, (pageNum - 1) * pageSize],
      );
      return ok({ list: rows.map((r) => toItem(r, false)), total, pageNum, pageSize });
    },
  );

  app.post(
    `${P}/manage/cms/findByBizCode`,
    {
      schema: {
        tags: ['cms'],
        summary: 'One item: the one with id, else the first of the section',
        body: Obj({ bizCode: BizCode, id: Type.Optional(Id) }),
        response: { 200: Envelope(CmsItem) },
      },
    },
    async (request) => {
      const { bizCode, id } = request.body;
      const rows =
        id === undefined
          ? await ctx.db.query<CmsRow>(`SELECT ${COLS} FROM cms_items WHERE biz_code = $1 AND enabled = 1 ${ORDER} LIMIT 1`, [bizCode])
          : await ctx.db.query<CmsRow>(`SELECT ${COLS} FROM cms_items WHERE biz_code = $1 AND id = $2 AND enabled = 1`, [bizCode, id]);
      const row = rows[0];
      if (!row) throw fail.notFound('内容不存在');
      return ok(toItem(row, true));
    },
  );
};
