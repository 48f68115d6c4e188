/** A single-spa application and the root config: everything the import map serves stays external. */
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { common, quietLogs } from './common';
import { pageParts, readConsumerGroups, readFileGroups, SHELL, SPLIT_BY_PAGE } from './library-groups';
import { libraryImportsPlugin } from './library-imports';
import { moduleGraphPlugin } from './module-graph';
import { PARCELS, ROOT_CONFIG_SPECIFIER, isMapped, parcelSpecifier, type ParcelName } from './parcels';
import { DIST, ROOT } from './paths';
import { reportPlugin, type BuildReport } from './report';

/** A single-spa application (or the element ESM build): everything in the map stays external. */
export function parcelConfig(
  name: ParcelName,
  onReport: (r: BuildReport) => void,
  outDir = DIST,
  entry: string = path.join(ROOT, PARCELS[name]),
): InlineConfig {
  const base = common(outDir);
  // A parcel split by page: only its parts (build/library-groups.ts) form the page-parts chunk.
  const parts = SPLIT_BY_PAGE.includes(name) ? pageParts(name, path.dirname(entry), entry) : null;
  return {
    ...base,
    resolve: {},
    // Named antd/icon imports point at this parcel's facades in the vendor build beside it (or the deployed one).
    plugins: [
      libraryImportsPlugin(readFileGroups(name, outDir, DIST)),
      moduleGraphPlugin(`parcel-${name}`, true, name),
      reportPlugin(`parcel ${name}`, (chunk) => (chunk === name ? parcelSpecifier(name) : null), onReport, true),
    ],
    build: {
      ...base.build,
      rolldownOptions: {
        input: { [name]: entry },
        external: (id) => isMapped(id),
        preserveEntrySignatures: 'strict',
        onLog: quietLogs,
        output: {
          format: 'es',
          entryFileNames: `assets/parcels/${name}/[name]-[hash].js`,
          chunkFileNames: `assets/parcels/${name}/[name]-[hash].js`,
          // What the entry imports and lazily loaded pages import too (a page's first-request
          // module, which the page registry starts with the page's code, and the models it
          // reads) is one chunk, not one per module: each would be a file more on the first visit.
          // The small parts several pages share (their frame, a role list, a log table) are one
          // chunk too: a page then needs its own file and this one, not one file per part.
          codeSplitting: {
            groups: [
              { name: `${name}-shared`, tags: ['$initial'], minShareCount: 2, priority: 2 },
              {
                name: parts ? (id) => (parts.has(id) ? `${name}-page-parts` : null) : `${name}-page-parts`,
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
          // A parcel's styles (if any) beside its scripts: the folder a deploy token uploads to.
          assetFileNames: `assets/parcels/${name}/[name]-[hash][extname]`,
        },
      },
    },
  };
}

export function rootConfigBuild(onReport: (r: BuildReport) => void, outDir = DIST): InlineConfig {
  const base = common(outDir);
  return {
    ...base,
    resolve: {},
    plugins: [
      libraryImportsPlugin(readConsumerGroups(SHELL, outDir, DIST)),
      moduleGraphPlugin('root-config'),
      reportPlugin('root-config', (chunk) => (chunk === 'root-config' ? ROOT_CONFIG_SPECIFIER : null), onReport, true),
    ],
    build: {
      ...base.build,
      rolldownOptions: {
        input: { 'root-config': path.join(ROOT, 'root-config/root-config.ts') },
        external: (id) => isMapped(id),
        preserveEntrySignatures: 'strict',
        onLog: quietLogs,
        output: {
          format: 'es',
          entryFileNames: 'assets/root-config/[name]-[hash].js',
          chunkFileNames: 'assets/root-config/[name]-[hash].js',
        },
      },
    },
  };
}
