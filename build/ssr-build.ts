/**
 * The server bundle: the public parcels' root components and build/ssr-entry.tsx, built for
 * Node into dist/server/. React, react-dom/server, antd and the rest come from node_modules
 * and are bundled in their production builds (`process.env.NODE_ENV` fixed at build time):
 * antd's class names differ between its development and production builds, and the markup
 * must carry the names the browser's (production) antd uses, whatever NODE_ENV the server
 * process has. @scf/shared is bundled from source, as in the vendor build. Beside it,
 * ssr-manifest.json records which browser files the bundle was built with, so the server
 * renders an application only while the live import map still runs those very files.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, type InlineConfig } from 'vite';
import { ROOT } from './paths';
import { SHARED_ENTRIES, sharedAliases } from './parcels';
import { PRODUCT_PARCELS, productSpecifierOf, serverEntryOf, type ProductParcelName } from './product';
import type { AppName } from '../shared/routes/route-table';
import { appSpecifier } from '../shared/routes/route-pages';

export const SERVER_BUNDLE_DIR = 'server';
export const SERVER_MANIFEST_FILE = 'ssr-manifest.json';

/** What the server bundle was built against. */
export interface ServerManifest {
  entry: string;
  builtAt: string;
  /** Application → the browser file (import-map URL) whose markup the bundle renders. */
  apps: Partial<Record<AppName, string>>;
  /** Other map entries the markup depends on (shared code, React): specifier → URL. */
  depends: Record<string, string>;
  /** Product code → the browser file of a product parcel whose first page the bundle renders. */
  products: Record<string, string>;
}

/** The applications the entry renders (kept in step with build/ssr-entry.tsx by a unit test). */
export const SERVER_RENDERED: readonly AppName[] = ['index', 'login', 'register', 'resetpwd', 'not-found', 'center'];

export function serverBundleConfig(outDir: string): InlineConfig {
  return {
    root: ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // React's server renderer takes its AsyncLocalStorage from the bundle's own, which is
    // switched off between renders (build/ssr-async-storage.ts).
    resolve: {
      alias: [
        ...sharedAliases(),
        { find: /^async_hooks$/, replacement: path.join(ROOT, 'build/ssr-async-storage.ts') },
      ],
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path.join(ROOT, 'build/ssr-entry.tsx'),
      outDir: path.join(outDir, SERVER_BUNDLE_DIR),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      target: 'node20',
      rolldownOptions: {
        onLog: (level, log, handler) => {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
        // A new build is a new entry file: the server imports it afresh (Node caches modules by
        // URL), and the lazy chunks import the entry by that same name (one module instance).
        output: { format: 'es', entryFileNames: 'ssr-entry-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

/** The manifest for a build whose import map is `imports`. */
export function serverManifest(
  entry: string,
  imports: Record<string, string>,
  builtAt = new Date().toISOString(),
): ServerManifest {
  const apps: Partial<Record<AppName, string>> = {};
  for (const app of SERVER_RENDERED) {
    const url = imports[appSpecifier(app)];
    if (url) apps[app] = url;
  }
  const depends: Record<string, string> = {};
  for (const spec of [...Object.keys(SHARED_ENTRIES), 'react', 'react-dom']) {
    const url = imports[spec];
    if (url) depends[spec] = url;
  }
  const products: Record<string, string> = {};
  for (const name of Object.keys(PRODUCT_PARCELS) as ProductParcelName[]) {
    const url = imports[productSpecifierOf(name)];
    if (url && serverEntryOf(name)) products[PRODUCT_PARCELS[name].prodCode] = url;
  }
  return { entry, builtAt, apps, depends, products };
}

/** Builds the server bundle into `<outDir>/server` and writes its manifest. */
export async function buildServerBundle(outDir: string, imports: Record<string, string>): Promise<void> {
  const started = performance.now();
  const output = await build(serverBundleConfig(outDir));
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = outputs.find((o) => o.type === 'chunk' && o.isEntry)?.fileName;
  if (!entry) throw new Error('server render bundle: the build produced no entry');
  console.log(`  ✓ ${'server render bundle'.padEnd(22)} ${Math.round(performance.now() - started)} ms`);
  writeFileSync(
    path.join(outDir, SERVER_BUNDLE_DIR, SERVER_MANIFEST_FILE),
    JSON.stringify(serverManifest(entry, imports), null, 2) + '\n',
  );
}
