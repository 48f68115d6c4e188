/** Public CMS content (docs/api.md §5.5). Render `content` only through `sanitizeHtml`. */
import { get, P, post, type CallOptions } from './request';
import type { CmsBizCode, CmsHurdle, CmsItem, Page, PageQuery } from './types';

export function listCmsHurdles(opts?: CallOptions): Promise<CmsHurdle[]> {
  return get(`${P}/manage/cms/getEnableCmsHurdles`, {}, { kind: 'list' }, opts);
}

export function listCmsItems(bizCode: CmsBizCode, opts?: CallOptions): Promise<CmsItem[]> {
  return post(`${P}/manage/cms/findByBizCodeList`, { body: { bizCode } }, { kind: 'list' }, opts);
}

/** One page of items, without `content`. */
export function pageCmsItems(bizCode: CmsBizCode, page: PageQuery = {}, opts?: CallOptions): Promise<Page<CmsItem>> {
  return post(`${P}/manage/cms/findByBizCodePageList`, { body: { bizCode, ...page } }, { kind: 'list' }, opts);
}

/** The item with `id`, else the first of the code. */
export function getCmsItem(bizCode: CmsBizCode, id?: number, opts?: CallOptions): Promise<CmsItem> {
  return post(`${P}/manage/cms/findByBizCode`, { body: { bizCode, id } }, { kind: 'list' }, opts);
}
