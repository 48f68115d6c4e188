/**
 * The sections of the public site (the header's links), read from the route table so a
 * renamed or added public page shows up here without a second list.
 */
import { routesOf } from '@scf/shared';

export interface PublicSection {
  path: string;
  title: string;
}

/** Routes of the index app that a visitor can open directly (no `:param` segments). */
export function publicSections(): PublicSection[] {
  return routesOf('index')
    .filter((r) => !r.path.includes(':') && !r.path.includes('*'))
    .map((r) => ({ path: r.path, title: r.title }));
}

/**
 * Whether a section link is the current page: its own path, or a page below it that has no
 * link of its own (a news detail belongs to 新闻动态 at /index/news/list).
 */
export function isSectionActive(sectionPath: string, pathname: string): boolean {
  if (pathname === sectionPath) return true;
  const parent = sectionPath.replace(/\/[^/]+$/, '');
  const sectionDepth = sectionPath.split('/').length;
  // /index/news/list owns /index/news/**; /index/index owns nothing else.
  return sectionDepth > 3 && parent !== '/index' && pathname.startsWith(`${parent}/`);
}
