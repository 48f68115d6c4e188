/**
 * The 404 page as a single-spa application. Its content is plain elements; the portal
 * provider is there for what shared may show over any page (messages, the session dialog).
 */
import { RoutePage } from '@scf/shared';
import { defineParcel } from '@scf/shared/ui';
import { NOT_FOUND_PAGES } from './not-found-pages';

export const parcel = defineParcel({
  moduleUrl: import.meta.url,
  rootComponent: () => <RoutePage pages={NOT_FOUND_PAGES} props={{}} />,
  pages: NOT_FOUND_PAGES,
});
export const { bootstrap, mount, unmount } = parcel.lifecycles;
