/**
 * Builds the example product parcel and deploys it: the bundle under dist/assets/parcels/product-<code>/,
 * one line in dist/importmap.json (the live map the server inlines into every page).
 *
 *   npx tsx parcels/product-example/build-product.ts [--code CREDIT] [--no-deploy] [--declare]
 *
 * --code      the product it serves (default CREDIT → `@scf/product-credit`)
 * --no-deploy build only; print the map line
 * --declare   also write the line into the top-level importmap.json, which `npm run build`
 *             merges into every full build (for a URL that survives the build, e.g. a CDN)
 */
import { build } from 'vite';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DIST, ROOT, type BuildReport } from '../../vite.config';
import { readImportMap, writeImportMap } from '../../scripts/import-map';
import { productParcelSpecifier } from '../../shared/routes/route-pages';
import { productExampleConfig } from './vite.config';

// A production bundle whatever the caller's environment (a test runner sets NODE_ENV=test,
// which would select React's development JSX runtime).
process.env.NODE_ENV = 'production';

const CODE_RE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

async function main(): Promise<void> {
  const prodCode = option('--code') ?? 'CREDIT';
  if (!CODE_RE.test(prodCode)) throw new Error(`"${prodCode}" is not a product code`);
  const specifier = productParcelSpecifier(prodCode);
  if (!existsSync(path.join(DIST, 'importmap.json')))
    throw new Error('dist/importmap.json is missing: run `npm run build` first.');

  let report: BuildReport | null = null;
  await build(productExampleConfig(prodCode, (r) => (report = r)));
  const done = report as BuildReport | null;
  const url = done?.imports[specifier];
  if (!done || !url) throw new Error('the build produced no entry chunk');

  // Every bare import left in the bundle must be served by the live map, or the page breaks.
  const map = readImportMap(DIST);
  const missing = done.externals.filter((s) => !map.imports[s]);
  if (missing.length)
    throw new Error(
      `the import map does not serve ${missing.join(', ')}: ` +
        `run a full \`npm run build\` (new icons need vendor entries)`,
    );

  console.log(`${specifier} → ${url}`);
  if (process.argv.includes('--no-deploy')) return;
  map.imports[specifier] = url;
  writeImportMap(DIST, map);
  console.log('  written to dist/importmap.json (live on the next page load)');
  if (process.argv.includes('--declare')) {
    const declared = readImportMap(ROOT);
    declared.imports[specifier] = url;
    writeImportMap(ROOT, declared);
    console.log('  written to importmap.json (merged by every full build)');
  }
}

main().catch((err: unknown) => {
  console.error(`Product build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
