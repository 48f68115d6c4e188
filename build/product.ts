/**
 * Product parcels (docs/product-parcels.md): a product's pages, written by its team, built and
 * deployed on their own, mounted by the centre as `@scf/product-<code>`. They are not consumers
 * of the vendor build (no facade of their own): they import each antd component and icon from
 * the facade the deployed vendor already serves for it (the centre's first, which is loaded
 * when a product mounts), else from the component's own entry. So a product can be rebuilt and
 * redeployed against a running portal without rebuilding anything of the portal.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { productParcelSpecifier } from '../shared/routes/route-pages';
import { common, quietLogs } from './common';
import { readLibraryGroups } from './library-groups';
import { libraryImportsPlugin } from './library-imports';
import { moduleGraphPlugin } from './module-graph';
import { isMapped } from './parcels';
import { DIST, ROOT } from './paths';
import { reportPlugin, type BuildReport } from './report';

/** The products whose pages live in this repository: parcel name → product code and entry. */
export const PRODUCT_PARCELS = {
  bill: { prodCode: 'BILL', entry: 'parcels/bill/bill.parcel.tsx' },
  endorse: { prodCode: 'ENDORSE', entry: 'parcels/endorse/endorse.parcel.tsx' },
  credit: { prodCode: 'CREDIT', entry: 'parcels/credit/credit.parcel.tsx' },
  settle: { prodCode: 'SETTLE', entry: 'parcels/settle/settle.parcel.tsx' },
  znx: { prodCode: 'ZNX', entry: 'parcels/znx/znx.parcel.tsx' },
} as const satisfies Record<string, { prodCode: string; entry: string }>;
export type ProductParcelName = keyof typeof PRODUCT_PARCELS;
export const isProductParcelName = (s: string): s is ProductParcelName => Object.hasOwn(PRODUCT_PARCELS, s);

/**
 * A product's server entry, `parcels/<name>/<name>.server.ts`, when it ships one (its first page
 * is then rendered by the server with the centre: docs/product-parcels.md §2a, build/ssr-products.ts).
 */
export const serverEntryOf = (name: ProductParcelName): string | null => {
  const file = path.join(ROOT, 'parcels', name, `${name}.server.ts`);
  return existsSync(file) ? file : null;
};

/** `@scf/product-bill`: the name the centre looks up in the import map. */
export const productSpecifierOf = (name: ProductParcelName): string =>
  productParcelSpecifier(PRODUCT_PARCELS[name].prodCode);

/**
 * The folder of a product's files, `assets/parcels/product-<code>/`: the last segment of its
 * specifier, which is also the folder a deploy token for that specifier may upload into.
 */
export const productFolderOf = (specifier: string): string => `assets/parcels/${specifier.split('/').pop() ?? ''}`;

/**
 * One product parcel: one ES module entry (its lifecycles kept), every library the map serves
 * external, named antd/icon imports rewritten to the deployed facades, hashed names under the
 * product's folder. `entry` and `specifier` let a build of another product (the example) reuse it.
 */
export function productParcelConfig(
  specifier: string,
  entry: string,
  onReport: (r: BuildReport) => void,
  outDir = DIST,
): InlineConfig {
  const base = common(outDir);
  const folder = productFolderOf(specifier);
  const chunk = folder.split('/').pop() as string;
  return {
    ...base,
    plugins: [
      // The facades of the vendor build beside this output (a full build) or the deployed one.
      libraryImportsPlugin(readLibraryGroups(outDir, DIST)),
      moduleGraphPlugin(chunk, true),
      reportPlugin(chunk, (name) => (name === chunk ? specifier : null), onReport, true),
    ],
    build: {
      ...base.build,
      rolldownOptions: {
        input: { [chunk]: path.isAbsolute(entry) ? entry : path.join(ROOT, entry) },
        external: (id) => isMapped(id),
        // Without it the bootstrap/mount/unmount exports may be dropped.
        preserveEntrySignatures: 'strict',
        onLog: quietLogs,
        output: {
          format: 'es',
          entryFileNames: `${folder}/[name]-[hash].js`,
          chunkFileNames: `${folder}/[name]-[hash].js`,
          assetFileNames: `${folder}/[name]-[hash][extname]`,
        },
      },
    },
  };
}
