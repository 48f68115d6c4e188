/**
 * The public site's pages by the keys the route table names. Every page gets the same props;
 * each reads what it needs. The home page is in the entry chunk (the first screen of most
 * visits), the others load their own chunk.
 */
import { definePages } from '@scf/shared';
import HomePage from './pages/home.page';

export interface PublicPageProps {
  title: string;
  search: string;
  /** The URL's fragment (`#product-3`); empty while hydrating, as on the server. */
  hash: string;
  params: Record<string, string>;
  mobile: boolean;
}

export const INDEX_PAGES = definePages<PublicPageProps>('index', {
  'index/home': async () => ({ default: HomePage }),
  'index/product': () => import('./pages/product.page'),
  'index/news-list': () => import('./pages/news-list.page'),
  'index/news-detail': () => import('./pages/news-detail.page'),
  'index/help': () => import('./pages/help.page'),
  'index/about': () => import('./pages/about.page'),
  'index/verify': () => import('./pages/verify.page'),
});
