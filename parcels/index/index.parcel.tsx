/**
 * The public site (`/index/*`) as a single-spa application: home, products, news, help and
 * about. The page comes from the shared route table; the root config already resolved
 * redirects and the session guard before this mounts. The server renders the same root for
 * a first visit, and this hydrates it.
 */
import { defineParcel } from '@scf/shared/ui';
import { IndexApp } from './index-app.component';
import { INDEX_PAGES } from './index-pages';

export const parcel = defineParcel({
  moduleUrl: import.meta.url,
  rootComponent: IndexApp,
  pages: INDEX_PAGES,
});
export const { bootstrap, mount, unmount } = parcel.lifecycles;
