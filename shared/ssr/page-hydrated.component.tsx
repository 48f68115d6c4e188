/**
 * `<PageHydrated />`, rendered beside a page inside the Suspense boundary that holds it: its
 * effect runs when that boundary commits. React hydrates a page's boundary after the root around
 * it, so this is the moment the page has taken its server answers; from then on nothing renders
 * from them (`endHydration`). `RoutePage` puts it beside every application page; a product parcel
 * with a server entry puts it beside its own pages (docs/product-parcels.md §2a).
 */
import { useEffect } from 'react';
import { endHydration } from './signed-in-seed';

export function PageHydrated(): null {
  useEffect(() => endHydration(), []);
  return null;
}
