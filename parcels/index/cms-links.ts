/**
 * Where CMS items lead. CMS fields are data from an editor, not code: a link is followed only
 * when it is a same-origin portal path (navigated inside the portal) or an http(s) URL (opened
 * in a new tab); an image source only when shared's URL rules accept it.
 */
import { toHttpUrl, toImageSrc, toSameOriginPath } from '@scf/shared';

export type CmsLink = { kind: 'portal'; path: string } | { kind: 'external'; href: string } | null;

export function cmsLink(raw: unknown): CmsLink {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const value = raw.trim();
  if (value.startsWith('/') && !value.startsWith('//')) {
    const path = toSameOriginPath(value);
    return path ? { kind: 'portal', path } : null;
  }
  const href = toHttpUrl(value);
  if (!href) return null;
  const path = toSameOriginPath(href);
  return path ? { kind: 'portal', path } : { kind: 'external', href };
}

/** A site path (`/static/…`) stays a path: the same `src` whether the server or the browser renders it. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

export function cmsImage(raw: unknown): string | null {
  if (typeof raw === 'string' && SITE_PATH.test(raw.trim())) return raw.trim();
  return toImageSrc(raw);
}

/** `/index/news/detail/{id}/{name}`: the title in the URL is for people; the id decides. */
export function newsDetailPath(id: number, title: string): string {
  const name =
    title
      .trim()
      .replace(/[\s/\\?#%]+/g, '-')
      .slice(0, 60) || 'news';
  return `/index/news/detail/${id}/${encodeURIComponent(name)}`;
}

/** The news id of a detail URL parameter, or null when it is not a positive integer. */
export function parseNewsId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
}

/** The list page number of `?page=`: 1 when absent, null when present but not a page number. */
export function parsePageParam(search: string): number | null {
  let raw: string | null;
  try {
    raw = new URLSearchParams(search).get('page');
  } catch {
    return null;
  }
  if (raw === null || raw === '') return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
