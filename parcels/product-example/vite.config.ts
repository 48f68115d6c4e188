/**
 * How a product team builds its parcel for the portal (docs/product-parcels.md): one ES
 * module entry, every library the import map serves left external (the portal's `MAPPED`
 * list), named antd/icon imports rewritten to the portal's per-component specifiers (the
 * portal's `rewriteLibraryImports`), output under `dist/assets/products/<code>/` with hashed
 * names. `build-product.ts` runs it and deploys the result into the import map.
 */
import path from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { DIST, MAPPED, ROOT, readLibraryGroups, rewriteLibraryImports } from '../../vite.config';

export const ENTRY = path.join(ROOT, 'parcels/product-example/product-example.parcel.tsx');

/** The same named-import rewrite the portal's own parcels get (the deployed vendor's library groups). */
function libraryImports(): Plugin {
  const groups = readLibraryGroups(DIST);
  return {
    name: 'product:library-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes("'antd'") && !code.includes('"antd"') && !code.includes('@ant-design/icons')) return null;
      return { code: rewriteLibraryImports(code, groups), map: null };
    },
  };
}

/** `code` is the product code in lower case (the map name is `@scf/product-<code>`). */
export function productParcelConfig(code: string, outDir: string = DIST): InlineConfig {
  return {
    root: ROOT,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [libraryImports()],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      target: 'es2022',
      rolldownOptions: {
        input: { [`product-${code}`]: ENTRY },
        external: (id) => MAPPED.some((re) => re.test(id)),
        // Without it the bootstrap/mount/unmount exports may be dropped.
        preserveEntrySignatures: 'strict',
        onLog: (level, log, handler) => {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
        output: {
          format: 'es',
          entryFileNames: `assets/products/${code}/[name]-[hash].js`,
          chunkFileNames: `assets/products/${code}/[name]-[hash].js`,
        },
      },
    },
  };
}

export default productParcelConfig((process.env.PRODUCT_CODE ?? 'credit').toLowerCase());
