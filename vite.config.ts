/**
 * Every build of the portal, as data. `scripts/build.ts` runs them in order; `npm run dev`
 * watches one parcel. Each build lives in its own module under build/:
 *   build/vendor.ts      react, react-dom, antd, icons in use, cssinjs, dayjs, axios,
 *                        single-spa(-react), r2wc and @scf/shared: one multi-entry run, so each
 *                        library lands in exactly one chunk that every parcel shares through the map.
 *   build/parcel.ts      the root config and each single-spa application, everything in the map external.
 *   build/standalone.ts  the self-contained custom-elements bundle for foreign sites (IIFE).
 *   build/product.ts     the product parcels the centre mounts (`@scf/product-<code>`), built like
 *                        another team's: against the deployed vendor, nothing of the map bundled.
 * with the names they agree on (build/parcels.ts), the antd/icon import rewrite
 * (build/library-imports.ts) and the report each build gives (build/report.ts).
 * This file composes them and re-exports them, so `import … from './vite.config'` keeps working.
 * Why native ES modules and an import map instead of SystemJS: docs/decisions/0001-native-esm-import-maps.md.
 */
import type { InlineConfig } from 'vite';
import { PARCELS, isParcelName } from './build/parcels';
import { parcelConfig, rootConfigBuild } from './build/parcel';
import { standaloneElementsConfig } from './build/standalone';
import { vendorConfig } from './build/vendor';

export { ROOT, DIST } from './build/paths';
export {
  PARCELS,
  isParcelName,
  parcelSpecifier,
  ROOT_CONFIG_SPECIFIER,
  SHARED_ENTRIES,
  sharedAliases,
  MAPPED,
  type ParcelName,
} from './build/parcels';
export { antdComponentDirs, rewriteLibraryImports, iconsInUse } from './build/library-imports';
export { vendorEntries, vendorConfig } from './build/vendor';
export { readLibraryGroups } from './build/library-groups';
export { parcelConfig, rootConfigBuild } from './build/parcel';
export {
  PRODUCT_PARCELS,
  isProductParcelName,
  productParcelConfig,
  productSpecifierOf,
  productFolderOf,
  type ProductParcelName,
} from './build/product';
export { standaloneElementsConfig } from './build/standalone';
export type { BuildReport } from './build/report';

/** `vite build --mode parcel:center` etc. also works; scripts/build.ts is the usual way. */
export default ({ mode }: { mode: string }): InlineConfig => {
  const noop = (): void => undefined;
  if (mode === 'vendor') return vendorConfig(noop);
  if (mode === 'root') return rootConfigBuild(noop);
  if (mode === 'standalone') return standaloneElementsConfig(noop);
  const parcel = mode.replace(/^parcel:/, '');
  if (isParcelName(parcel)) return parcelConfig(parcel, noop);
  throw new Error(
    `Unknown build mode "${mode}": use vendor, root, standalone or parcel:<${Object.keys(PARCELS).join('|')}>`,
  );
};
