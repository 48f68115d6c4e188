/**
 * A centre page the server rendered for the signed-in reader carries what it was rendered with
 * (shared/ssr/signed-in-seed.ts). The guard's first navigation takes the company info and the
 * permission list from it instead of waiting for them again (it asks again behind the page),
 * the product lists go into the store at once, and the menus just before the centre mounts, so the centre hydrates from
 * the very state its markup shows.
 */
import { getState, guardNavigation, pageSignedInSeed, setCacheAuthProducts, setMenus } from '@scf/shared';

export function adoptServerSeed(): void {
  const seed = pageSignedInSeed();
  const company = seed?.state.compInfo;
  if (!seed || !company) return;
  guardNavigation.seed(seed.productCode, company, seed.permissions);
  // The product names the page shows (read again on the next login or company switch, as ever).
  if (!getState().cacheAuthProducts && seed.state.cacheAuthProducts) setCacheAuthProducts(seed.state.cacheAuthProducts);
  // The guard's first navigation clears the product context (menus included) and sets the
  // company again; the menus of that very company come back before the application mounts.
  window.addEventListener(
    'single-spa:before-mount-routing-event',
    () => {
      const s = getState();
      if (s.compInfo?.compCode === company.compCode && s.menus.length === 0 && seed.state.menus.length > 0)
        setMenus(seed.state.menus);
    },
    { once: true },
  );
}
