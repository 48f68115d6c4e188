/**
 * How a product team builds its parcel for the portal (docs/product-parcels.md): the portal's
 * own product build (build/product.ts, what `npm run build -- --parcel bill` runs for the
 * products of this repository) with this example's entry: one ES module entry, every library
 * the import map serves left external, named antd/icon imports rewritten to the deployed
 * facades, output under `dist/assets/parcels/product-<code>/` with hashed names.
 * `build-product.ts` runs it and deploys the result into the import map.
 */
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { DIST, ROOT, productParcelConfig, type BuildReport } from '../../vite.config';
import { productParcelSpecifier } from '../../shared/routes/route-pages';

export const ENTRY = path.join(ROOT, 'parcels/product-example/product-example.parcel.tsx');

/** `code` is the product code (the map name is `@scf/product-<code in lower case>`). */
export function productExampleConfig(
  code: string,
  onReport: (r: BuildReport) => void = () => undefined,
  outDir: string = DIST,
): InlineConfig {
  return productParcelConfig(productParcelSpecifier(code), ENTRY, onReport, outDir);
}

export default productExampleConfig(process.env.PRODUCT_CODE ?? 'CREDIT');
