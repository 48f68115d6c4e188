/**
 * The `center` application: the product centre, customer relations and the message centre,
 * everything a signed-in employee does after login. single-spa mounts it for every
 * `/center/...` route of the shared route table.
 */
import { useMemo } from 'react';
import type { AppProps } from 'single-spa';
import { PRODUCT_CENTRE_PATH } from '@scf/shared';
import { defineParcel } from '@scf/shared/ui';
import { CenterApp } from './center-app.component';
import { CENTER_PAGES } from './center-pages';
import { applicationMounter, ParcelMounterContext } from './product/parcel-mounter.context';

/** single-spa hands the application its `mountParcel`; product parcels are mounted with it. */
function CenterRoot({ mountParcel, name }: Partial<AppProps>): React.JSX.Element {
  const mounter = useMemo(
    () => (mountParcel && name ? applicationMounter({ mountParcel, name }) : null),
    [mountParcel, name],
  );
  const app = <CenterApp />;
  return mounter ? <ParcelMounterContext.Provider value={mounter}>{app}</ParcelMounterContext.Provider> : app;
}

export const parcel = defineParcel({
  moduleUrl: import.meta.url,
  rootComponent: CenterRoot,
  pages: CENTER_PAGES,
  errorHome: { path: PRODUCT_CENTRE_PATH, label: '返回产品中心' },
});
export const { bootstrap, mount, unmount } = parcel.lifecycles;
