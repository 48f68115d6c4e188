/**
 * The public pages this parcel links to by name, read from the route table by page key (a
 * renamed path changes here by itself; a key no route shows fails when the parcel loads).
 */
import { pathOfPage } from '@scf/shared';

export const PUBLIC_PATHS = {
  home: pathOfPage('index/home'),
  product: pathOfPage('index/product'),
  newsList: pathOfPage('index/news-list'),
  newsDetail: pathOfPage('index/news-detail'),
  help: pathOfPage('index/help'),
  about: pathOfPage('index/about'),
  verify: pathOfPage('index/verify'),
} as const;
