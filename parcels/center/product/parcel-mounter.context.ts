/**
 * How the centre mounts a product parcel. Inside single-spa it is the centre application's own
 * `mountParcel` (from its lifecycle props): such parcels belong to the centre, single-spa
 * unmounts them with it, and it forgets them after unmounting. `mountRootParcel` does not —
 * single-spa 6.0.3 never removes a root parcel from its registry (`if (parcel.parentName)` in
 * `unmountThisParcel`), so every visit would keep the detached mount point alive with the
 * ~140 event listeners React puts on a root container. It stays the fallback outside an
 * application (tests).
 */
import { createContext } from 'react';
import { mountRootParcel, type AppProps } from 'single-spa';

export type MountParcel = AppProps['mountParcel'];

export const ParcelMounterContext = createContext<MountParcel>(mountRootParcel as MountParcel);
