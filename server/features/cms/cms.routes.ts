/** Public CMS content by business code (manage/cms/*): banners, products, news, help, about. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Envelope, fail, ok, Page } from '../../core/envelope';
import { pageRequest } from '../../core/paging';
import { P } from '../../core/paths';
import { formatTime } from '../../core/time';
import { sanitizeHtml } from '../../core/sanitize';
import { isSafeUrl } from '../../../shared/html-policy';
import { type CmsRow, enabledHurdles, sectionItem, sectionItems, sectionPage } from './cms.repo';
import { BizCodeBody, BizCodeItemBody, BizCodePageBody, CmsItem, HurdleList, ItemList, NoQuery } from './cms.schemas';

/** An item as the API answers it: the content sanitised, unsafe addresses blanked. */
function toItem(r: CmsRow, withContent: boolean): Static<typeof CmsItem> {
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

export const cmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.get(
    `${P}/manage/cms/getEnableCmsHurdles`,
    {
      schema: {
        tags: ['cms'],
        summary: 'Enabled CMS sections',
        querystring: NoQuery,
        response: { 200: Envelope(HurdleList) },
      },
    },
    async () => ok(await enabledHurdles(ctx.db)),
  );

  app.post(
    `${P}/manage/cms/findByBizCodeList`,
    {
      schema: {
        tags: ['cms'],
        summary: 'Every item of a section',
        body: BizCodeBody,
        response: { 200: Envelope(ItemList) },
      },
    },
    async (request) => {
      const rows = await sectionItems(ctx.db, request.body.bizCode);
      return ok(rows.map((r) => toItem(r, true)));
    },
  );

  app.post(
    `${P}/manage/cms/findByBizCodePageList`,
    {
      schema: {
        tags: ['cms'],
        summary: 'A page of a section (without content)',
        body: BizCodePageBody,
        response: { 200: Envelope(Page(CmsItem)) },
      },
    },
    async (request) => {
      const { bizCode } = request.body;
      const { pageNum, pageSize } = pageRequest(request.body);
      const { rows, total } = await sectionPage(ctx.db, bizCode, pageNum, pageSize);
      return ok({ list: rows.map((r) => toItem(r, false)), total, pageNum, pageSize });
    },
  );

  app.post(
    `${P}/manage/cms/findByBizCode`,
    {
      schema: {
        tags: ['cms'],
        summary: 'One item: the one with id, else the first of the section',
        body: BizCodeItemBody,
        response: { 200: Envelope(CmsItem) },
      },
    },
    async (request) => {
      const { bizCode, id } = request.body;
      const row = await sectionItem(ctx.db, bizCode, id);
      if (!row) throw fail.notFound('内容不存在');
      return ok(toItem(row, true));
    },
  );
};
