/**
 * The vendor build: react, react-dom, antd (one entry per component), icons in use, cssinjs,
 * dayjs, axios, single-spa(-react), r2wc and @scf/shared in one multi-entry run, so each library
 * lands in exactly one chunk that every parcel shares through the import map.
 */
import { createRequire } from 'node:module';
import type { InlineConfig, Plugin } from 'vite';
import { common, quietLogs } from './common';
import { antdComponentDirs, iconsInUse, libraryImportsPlugin } from './library-imports';
import {
  computeLibraryGroups,
  groupEntrySource,
  libraryUsage,
  specifierConsumers,
  writeLibraryGroups,
  type Consumer,
  type LibraryGroups,
} from './library-groups';
import { moduleGraphPlugin } from './module-graph';
import { SHARED_ENTRIES } from './parcels';
import { consumerChunkNamer, importCycle } from './vendor-chunks';
import { DIST } from './paths';
import { reportPlugin, type BuildReport } from './report';

const require = createRequire(import.meta.url);

// React, react-dom and dayjs ship CommonJS only: a wrapper module imports the default and
// re-exports every key as a named export, keeping the default (r2wc imports it).
const CJS_WRAPPED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
const ESM_REEXPORTED: Record<string, { hasDefault: boolean }> = {
  axios: { hasDefault: true },
  'single-spa': { hasDefault: false },
  'single-spa-react': { hasDefault: true },
  // The elements use r2wc's core with a renderer of their own (parcels/elements/element-factory.ts);
  // the full package stays on the map for other teams' elements. Both share one core.
  '@r2wc/react-to-web-component': { hasDefault: true },
  '@r2wc/core': { hasDefault: true },
  '@ant-design/cssinjs': { hasDefault: false },
};

function cjsWrapper(spec: string): string {
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const keys = Object.keys(require(spec) as object).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default');
  process.env.NODE_ENV = prev;
  return `import M from '${spec}';\nexport default M;\nexport const { ${keys.join(', ')} } = M;\n`;
}

const PREFIX = 'scf-vendor:';

/**
 * Every specifier the vendor build serves: each library group (what the parcels import), and one
 * entry per antd component and icon in use that no group holds.
 */
export function vendorEntries(groups: LibraryGroups = computeLibraryGroups(libraryUsage())): Record<string, string> {
  const input: Record<string, string> = {};
  for (const spec of Object.keys(groups.consumers)) input[spec] = `${PREFIX}${spec}`;
  for (const spec of CJS_WRAPPED) input[spec] = `scf-vendor:${spec}`;
  input.dayjs = 'scf-vendor:dayjs';
  for (const spec of Object.keys(ESM_REEXPORTED)) input[spec] = `scf-vendor:${spec}`;
  // A component or icon no group serves keeps an entry of its own, for parcels built later.
  const dirs = antdComponentDirs();
  const groupedDirs = new Set(Object.keys(groups.antd).map((name) => dirs.get(name)));
  for (const dir of new Set(dirs.values())) if (!groupedDirs.has(dir)) input[`antd/es/${dir}`] = `antd/es/${dir}`;
  for (const icon of iconsInUse())
    if (!Object.hasOwn(groups.icons, icon))
      input[`@ant-design/icons/es/icons/${icon}`] = `@ant-design/icons/es/icons/${icon}`;
  for (const [spec, file] of Object.entries(SHARED_ENTRIES)) input[spec] = file;
  return input;
}

function vendorWrappersPlugin(groups: LibraryGroups): Plugin {
  return {
    name: 'scf:vendor-wrappers',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const spec = id.slice(PREFIX.length + 1);
      if ((CJS_WRAPPED as readonly string[]).includes(spec)) return cjsWrapper(spec);
      if (Object.hasOwn(groups.consumers, spec)) return groupEntrySource(groups, spec);
      if (spec === 'dayjs') return `import dayjs from 'dayjs';\nexport default dayjs;\n`;
      const esm = ESM_REEXPORTED[spec];
      if (esm) return `export * from '${spec}';\n${esm.hasDefault ? `export { default } from '${spec}';\n` : ''}`;
      return null;
    },
  };
}

/** The module id of each entry the shell or a parcel imports, with who imports it. */
function entryConsumers(input: Record<string, string>, bySpec: Map<string, Set<Consumer>>): Map<string, Set<Consumer>> {
  const out = new Map<string, Set<Consumer>>();
  for (const [spec, consumers] of bySpec) {
    const source = input[spec];
    if (!source) continue;
    out.set(source.startsWith(PREFIX) ? `\0${source}` : source, consumers);
  }
  return out;
}

/** Fails the build when its files import each other in a cycle (see importCycle). */
function chunkCyclesPlugin(): Plugin {
  return {
    name: 'scf:chunk-cycles',
    generateBundle(_options, bundle) {
      const imports: Record<string, string[]> = {};
      for (const out of Object.values(bundle)) if (out.type === 'chunk') imports[out.fileName] = [...out.imports];
      const cycle = importCycle(imports);
      if (cycle) this.error(`vendor chunks import each other in a cycle: ${cycle.join(' -> ')}`);
    },
  };
}

/** Writes the component → group table beside the build, for the parcel builds that follow. */
function libraryGroupsPlugin(groups: LibraryGroups, outDir: string): Plugin {
  return { name: 'scf:library-groups', writeBundle: () => writeLibraryGroups(outDir, groups) };
}

export function vendorConfig(onReport: (r: BuildReport) => void, outDir = DIST): InlineConfig {
  const base = common(outDir);
  const usage = libraryUsage();
  const groups = computeLibraryGroups(usage);
  const input = vendorEntries(groups);
  // The vendor build itself must bundle the libraries: resolve @scf/shared to source.
  return {
    ...base,
    // @scf/shared's named antd imports go to the component modules, not antd's index: the index
    // imports every component, which would make every component look reached by every parcel.
    plugins: [
      libraryImportsPlugin(),
      vendorWrappersPlugin(groups),
      libraryGroupsPlugin(groups, outDir),
      chunkCyclesPlugin(),
      moduleGraphPlugin('vendor'),
      reportPlugin('vendor', (name) => name, onReport, false),
    ],
    build: {
      ...base.build,
      rolldownOptions: {
        input,
        // Placing each module by its consumers (below) needs entries that may export more than
        // their module does; importers only read the names they import.
        preserveEntrySignatures: 'allow-extension',
        // Rolldown would move a chunk into an entry that imports it (its `mergeCommonChunks`): the
        // chunk of the modules the centre shares with the sign-in pages became the body of
        // `@scf/lib/login-lazy`, so the centre imported the login page's facades. The chunks stay
        // files named by their consumers; every facade is a few re-exports (issue 36).
        experimental: { chunkOptimization: { mergeCommonChunks: false } },
        onLog: quietLogs,
        output: {
          format: 'es',
          codeSplitting: {
            // Each module to the chunk of the consumers that reach it (build/vendor-chunks.ts);
            // its dependencies are placed by their own consumers, not pulled along.
            includeDependenciesRecursively: false,
            groups: [
              {
                debugName: 'by-consumers',
                name: consumerChunkNamer(entryConsumers(input, specifierConsumers(usage, groups))),
              },
            ],
          },
          entryFileNames: 'assets/vendor/[name]-[hash].js',
          chunkFileNames: 'assets/vendor/chunks/[name]-[hash].js',
        },
      },
    },
  };
}
