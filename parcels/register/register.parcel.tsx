/**
 * Company registration (`/register/*`) as a single-spa application: a wizard whose state the
 * server keeps (docs/api.md, "Registration"); this tab holds only the registration ticket.
 */
import { defineParcel } from '@scf/shared/ui';
import { RegisterApp } from './register-app.component';
import { REGISTER_PAGES } from './register-pages';

export const parcel = defineParcel({
  moduleUrl: import.meta.url,
  rootComponent: RegisterApp,
  pages: REGISTER_PAGES,
});
export const { bootstrap, mount, unmount } = parcel.lifecycles;
