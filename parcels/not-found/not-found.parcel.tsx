/**
 * The 404 page as a single-spa application. Its content is plain elements; the portal
 * provider is there for what shared may show over any page (messages, the session dialog).
 */
import { definePages, RoutePage } from '@scf/shared';
import { defineParcel } from '@scf/shared/ui';
import { NotFoundPage } from './not-found.page';

const NOT_FOUND_PAGES = definePages<object>('not-found', { 'not-found/not-found': async () => ({ default: NotFoundPage }) });

export const parcel = defineParcel({ app: 'not-found', moduleUrl: import.meta.url, rootComponent: () => <RoutePage pages={NOT_FOUND_PAGES} props={{}} />, pages: NOT_FOUND_PAGES });
export const { bootstrap, mount, unmount } = parcel.lifecycles;
