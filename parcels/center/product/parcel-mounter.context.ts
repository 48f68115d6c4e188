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
import { getAppStatus, mountRootParcel, UNMOUNTING, type AppProps } from 'single-spa';

export type MountParcel = AppProps['mountParcel'];

export interface ParcelMounter {
  mountParcel: MountParcel;
  /**
   * Whether the application owning the parcels is being unmounted. single-spa then unmounts
   * every parcel it owns, and throws (its error #6) on one that someone else is unmounting
   * already, so the page leaves those parcels to it.
   */
  ownerLeaving: () => boolean;
}

const ROOT_MOUNTER: ParcelMounter = { mountParcel: mountRootParcel as MountParcel, ownerLeaving: () => false };

/** The mounter of an application: its own `mountParcel`, and its status read from single-spa. */
export function applicationMounter({ mountParcel, name }: Pick<AppProps, 'mountParcel' | 'name'>): ParcelMounter {
  return { mountParcel, ownerLeaving: () => getAppStatus(name) === UNMOUNTING };
}

export const ParcelMounterContext = createContext<ParcelMounter>(ROOT_MOUNTER);
