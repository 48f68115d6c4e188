/**
 * Sign-in (`/login`, `/login/changeComp`) as a single-spa application. The root config has
 * run the session guard before this mounts (a reader with a token never sees /login). The
 * server renders /login for a first visit, and this hydrates it.
 */
import { defineParcel } from '@scf/shared/ui';
import { LoginApp } from './login-app.component';
import { LOGIN_PAGES } from './login-pages';

export const parcel = defineParcel({
  moduleUrl: import.meta.url,
  rootComponent: LoginApp,
  pages: LOGIN_PAGES,
});
export const { bootstrap, mount, unmount } = parcel.lifecycles;
