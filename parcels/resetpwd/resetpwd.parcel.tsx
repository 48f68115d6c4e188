/**
 * Password reset (`/resetpwd/*`) as a single-spa application: verify the mobile, set a new
 * password, and the server signs the person out everywhere (docs/api.md, "Password reset").
 */
import { defineParcel } from '@scf/shared/ui';
import { ResetpwdApp } from './resetpwd-app.component';
import { RESETPWD_PAGES } from './resetpwd-pages';

export const parcel = defineParcel({
  moduleUrl: import.meta.url,
  rootComponent: ResetpwdApp,
  pages: RESETPWD_PAGES,
});
export const { bootstrap, mount, unmount } = parcel.lifecycles;
