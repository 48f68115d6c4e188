/**
 * Every build of the portal, as data. `scripts/build.ts` runs them in order; `npm run dev`
 * watches one parcel. The builds:
 *   vendor      react, react-dom, antd (one entry per component), icons in use, cssinjs, dayjs,
 *               axios, single-spa(-react), r2wc and @scf/shared: one multi-entry run, so each
 *               library lands in exactly one chunk that every parcel shares through the map.
 *   root        the root config (single-spa registration and the session guard wiring).
 *   parcel:X    one single-spa application, everything in the import map external.
 *   standalone  the self-contained custom-elements bundle for foreign sites (IIFE).
 * Why native ES modules and an import map instead of SystemJS: docs/decisions/0001-native-esm-import-maps.md.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin, UserConfig } from 'vite';
import type { AppName } from './shared/routes/route-table';
import { appSpecifier } from './shared/routes/route-pages';

export const ROOT = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.join(ROOT, 'dist');
const require = createRequire(import.meta.url);

/** The single-spa applications and the element bundle, each built and deployed on its own. */
export const PARCELS = {
  index: 'parcels/index/index.parcel.tsx',
  login: 'parcels/login/login.parcel.tsx',
  register: 'parcels/register/register.parcel.tsx',
  resetpwd: 'parcels/resetpwd/resetpwd.parcel.tsx',
  center: 'parcels/center/center.parcel.tsx',
  'not-found': 'parcels/not-found/not-found.parcel.tsx',
  elements: 'parcels/elements/elements.define.ts',
} as const satisfies Record<AppName | 'elements', string>;
export type ParcelName = keyof typeof PARCELS;
export const isParcelName = (s: string): s is ParcelName => Object.hasOwn(PARCELS, s);

/** Import-map specifier of a parcel (the root config imports these names). */
export const parcelSpecifier = (name: ParcelName): string => appSpecifier(name);
export const ROOT_CONFIG_SPECIFIER = '@scf/root-config';

/**
 * @scf/shared's three entries on the map: the core (rules, state, http; no antd at run time),
 * the UI components and the layout. One vendor run builds them, so they share one store.
 */
export const SHARED_ENTRIES: Record<string, string> = {
  '@scf/shared': path.join(ROOT, 'shared/index.ts'),
  '@scf/shared/ui': path.join(ROOT, 'shared/ui.ts'),
  '@scf/shared/forms': path.join(ROOT, 'shared/forms.ts'),
  '@scf/shared/wizard': path.join(ROOT, 'shared/wizard.ts'),
  '@scf/shared/date-picker': path.join(ROOT, 'shared/date-picker-entry.ts'),
  '@scf/shared/sanitize': path.join(ROOT, 'shared/sanitize-entry.ts'),
  '@scf/shared/layout': path.join(ROOT, 'shared/layout/index.ts'),
};
/** Exact-match aliases (a prefix alias would turn `@scf/shared/ui` into `shared/index.ts/ui`). */
export const sharedAliases = (): { find: RegExp; replacement: string }[] =>
  Object.entries(SHARED_ENTRIES).map(([spec, file]) => ({ find: new RegExp(`^${spec.replaceAll('/', '\\/')}$`), replacement: file }));

/** Bare imports that must stay external in every parcel: the import map serves them once. */
export const MAPPED = [
  /^react$/,
  /^react\/jsx-runtime$/,
  /^react-dom$/,
  /^react-dom\/client$/,
  /^antd(\/|$)/,
  /^@ant-design\/cssinjs$/,
  /^@ant-design\/icons(\/|$)/,
  /^dayjs$/,
  /^axios$/,
  /^single-spa$/,
  /^single-spa-react$/,
  /^@r2wc\/react-to-web-component$/,
  /^@r2wc\/core$/,
  /^@scf\//,
];
const isMapped = (id: string): boolean => MAPPED.some((re) => re.test(id));

/** Library modules a parcel must never contain a copy of (the duplicate check). */
const FORBIDDEN_COPIES = [
  /node_modules\/react\//,
  /node_modules\/react-dom\//,
  /node_modules\/antd\//,
  /node_modules\/@ant-design\/cssinjs\//,
  /node_modules\/@ant-design\/icons\//,
  /node_modules\/scheduler\//,
];

// ---------------------------------------------------------------------------------------------
// antd and icon specifiers: `import { Button } from 'antd'` becomes `antd/es/button`, one map
// entry per component, so a page downloads only the components it renders.

let antdDirs: Map<string, string> | null = null;
/** Component name → folder, read from antd's own ES index (`export { default as X } from './x'`). */
export function antdComponentDirs(): Map<string, string> {
  if (antdDirs) return antdDirs;
  const index = readFileSync(path.join(ROOT, 'node_modules/antd/es/index.js'), 'utf8');
  antdDirs = new Map();
  for (const m of index.matchAll(/export\s*\{\s*default as (\w+)\s*\}\s*from\s*'\.\/([\w-]+)'/g)) {
    antdDirs.set(m[1] as string, m[2] as string);
  }
  return antdDirs;
}

const ICON_NAME = /^\w+(Outlined|Filled|TwoTone)$/;
const NAMED_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons)['"];?/g;

interface Specifier { imported: string; local: string; typeOnly: boolean }
function parseSpecifiers(list: string): Specifier[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const typeOnly = s.startsWith('type ');
      const [imported, local] = s.replace(/^type\s+/, '').split(/\s+as\s+/).map((x) => x.trim());
      return { imported: imported as string, local: (local ?? imported) as string, typeOnly };
    });
}

/** Rewrites named antd / icon imports to per-module specifiers. Pure, exported for tests. */
export function rewriteLibraryImports(code: string): string {
  const dirs = antdComponentDirs();
  return code.replace(NAMED_IMPORT, (whole, typeKw: string | undefined, list: string, lib: string) => {
    if (typeKw) return whole;
    const out: string[] = [];
    const typeNames: string[] = [];
    for (const s of parseSpecifiers(list)) {
      if (s.typeOnly) {
        typeNames.push(s.imported === s.local ? s.imported : `${s.imported} as ${s.local}`);
      } else if (lib === 'antd' && dirs.has(s.imported)) {
        out.push(`import ${s.local} from 'antd/es/${dirs.get(s.imported)}';`);
      } else if (lib === '@ant-design/icons' && ICON_NAME.test(s.imported)) {
        out.push(`import ${s.local} from '@ant-design/icons/es/icons/${s.imported}';`);
      } else {
        // Not a runtime export of the library: a type imported without the `type` keyword.
        typeNames.push(s.imported === s.local ? s.imported : `${s.imported} as ${s.local}`);
      }
    }
    if (typeNames.length) out.push(`import type { ${typeNames.join(', ')} } from '${lib}';`);
    return out.join(' ');
  });
}

function libraryImportsPlugin(): Plugin {
  return {
    name: 'scf:library-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes("'antd'") && !code.includes('"antd"') && !code.includes('@ant-design/icons')) return null;
      return { code: rewriteLibraryImports(code), map: null };
    },
  };
}

/** Every icon name imported by the parcels and the root config (they get vendor entries). */
export function iconsInUse(): string[] {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.[jt]sx?$/.test(name)) {
        const code = readFileSync(full, 'utf8');
        for (const m of code.matchAll(NAMED_IMPORT)) {
          if (m[3] !== '@ant-design/icons' || m[1]) continue;
          for (const s of parseSpecifiers(m[2] as string)) if (ICON_NAME.test(s.imported)) found.add(s.imported);
        }
      }
    }
  };
  walk(path.join(ROOT, 'parcels'));
  walk(path.join(ROOT, 'root-config'));
  walk(path.join(ROOT, 'shared'));
  return [...found].sort();
}

// ---------------------------------------------------------------------------------------------
// Vendor wrappers. React, react-dom and dayjs ship CommonJS only: a wrapper module imports the
// default and re-exports every key as a named export, keeping the default (r2wc imports it).

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

export function vendorEntries(): Record<string, string> {
  const input: Record<string, string> = {};
  for (const spec of CJS_WRAPPED) input[spec] = `scf-vendor:${spec}`;
  input.dayjs = 'scf-vendor:dayjs';
  for (const spec of Object.keys(ESM_REEXPORTED)) input[spec] = `scf-vendor:${spec}`;
  for (const dir of new Set(antdComponentDirs().values())) input[`antd/es/${dir}`] = `antd/es/${dir}`;
  for (const icon of iconsInUse()) input[`@ant-design/icons/es/icons/${icon}`] = `@ant-design/icons/es/icons/${icon}`;
  for (const [spec, file] of Object.entries(SHARED_ENTRIES)) input[spec] = file;
  return input;
}

function vendorWrappersPlugin(): Plugin {
  const PREFIX = 'scf-vendor:';
  return {
    name: 'scf:vendor-wrappers',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const spec = id.slice(PREFIX.length + 1);
      if ((CJS_WRAPPED as readonly string[]).includes(spec)) return cjsWrapper(spec);
      if (spec === 'dayjs') return `import dayjs from 'dayjs';\nexport default dayjs;\n`;
      const esm = ESM_REEXPORTED[spec];
      if (esm) return `export * from '${spec}';\n${esm.hasDefault ? `export { default } from '${spec}';\n` : ''}`;
      return null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Import-map fragments and the duplicate-copy check.

export interface BuildReport {
  /** specifier → URL (absolute path) */
  imports: Record<string, string>;
  /** bare specifiers the build left external */
  externals: string[];
  /** files written, relative to the output dir */
  files: string[];
}

/** Collects entry URLs (for the import map) and externals; fails on a bundled library copy. */
function reportPlugin(label: string, specifierOf: (chunkName: string) => string | null, onReport: (r: BuildReport) => void, forbidCopies: boolean): Plugin {
  return {
    name: 'scf:report',
    generateBundle(_options, bundle) {
      const report: BuildReport = { imports: {}, externals: [], files: [] };
      const externals = new Set<string>();
      for (const out of Object.values(bundle)) {
        report.files.push(out.fileName);
        if (out.type !== 'chunk') continue;
        if (forbidCopies) {
          const copies = out.moduleIds.filter((m) => FORBIDDEN_COPIES.some((re) => re.test(m.replaceAll('\\', '/'))));
          if (copies.length) {
            this.error(`[${label}] bundles its own copy of a shared library (it must come from the import map): ${copies.slice(0, 5).join(', ')}`);
          }
        }
        for (const imp of [...out.imports, ...out.dynamicImports]) if (!bundle[imp]) externals.add(imp);
        if (out.isEntry) {
          const spec = specifierOf(out.name);
          if (spec) report.imports[spec] = `/${out.fileName}`;
        }
      }
      report.externals = [...externals].sort();
      onReport(report);
    },
  };
}

const quietLogs: NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog'] = (level, log, handler) => {
  // antd marks every file "use client"; meaningless outside React Server Components.
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
};

const common = (outDir: string): InlineConfig => ({
  root: ROOT,
  configFile: false,
  mode: 'production',
  // Production JSX even when the build runs inside a test runner (NODE_ENV=test).
  oxc: { jsx: { runtime: 'automatic', development: false } },
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: sharedAliases() },
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    target: 'es2022',
  },
});

export function vendorConfig(onReport: (r: BuildReport) => void, outDir = DIST): InlineConfig {
  const base = common(outDir);
  // The vendor build itself must bundle the libraries: resolve @scf/shared to source.
  return {
    ...base,
    plugins: [vendorWrappersPlugin(), reportPlugin('vendor', (name) => name, onReport, false)],
    build: {
      ...base.build,
      rolldownOptions: {
        input: vendorEntries(),
        preserveEntrySignatures: 'strict',
        onLog: quietLogs,
        output: {
          format: 'es',
          entryFileNames: 'assets/vendor/[name]-[hash].js',
          chunkFileNames: 'assets/vendor/chunks/[name]-[hash].js',
        },
      },
    },
  };
}

/** A single-spa application (or the element ESM build): everything in the map stays external. */
export function parcelConfig(name: ParcelName, onReport: (r: BuildReport) => void, outDir = DIST, entry: string = path.join(ROOT, PARCELS[name])): InlineConfig {
  const base = common(outDir);
  return {
    ...base,
    resolve: {},
    plugins: [libraryImportsPlugin(), reportPlugin(`parcel ${name}`, (chunk) => (chunk === name ? parcelSpecifier(name) : null), onReport, true)],
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
    plugins: [libraryImportsPlugin(), reportPlugin('root-config', (chunk) => (chunk === 'root-config' ? ROOT_CONFIG_SPECIFIER : null), onReport, true)],
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

/** The self-contained element bundle: one classic script, React and antd inside. */
export function standaloneElementsConfig(onReport: (r: BuildReport) => void, outDir = DIST): InlineConfig {
  const base = common(outDir);
  return {
    ...base,
    resolve: { alias: [...sharedAliases(), { find: /^single-spa$/, replacement: path.join(ROOT, 'parcels/elements/single-spa-stub.ts') }] },
    plugins: [reportPlugin('elements standalone', () => null, onReport, false)],
    build: {
      ...base.build,
      lib: {
        entry: path.join(ROOT, 'parcels/elements/elements.standalone.ts'),
        formats: ['iife'],
        name: 'ScfElements',
        fileName: () => 'elements/scf-elements.js',
      },
      // @rc-component/form declares no sideEffects, so antd's form context (imported by Tooltip and Modal) pulled all of it and async-validator in: ~14 KB gzip of the 220 KB budget.
      rolldownOptions: { onLog: quietLogs, treeshake: { moduleSideEffects: (id: string) => !/node_modules\/@rc-component\/(form|async-validator)\//.test(id) } },
    },
  };
}

/** `vite build --mode parcel:center` etc. also works; scripts/build.ts is the usual way. */
export default ({ mode }: { mode: string }): InlineConfig => {
  const noop = (): void => undefined;
  if (mode === 'vendor') return vendorConfig(noop);
  if (mode === 'root') return rootConfigBuild(noop);
  if (mode === 'standalone') return standaloneElementsConfig(noop);
  const parcel = mode.replace(/^parcel:/, '');
  if (isParcelName(parcel)) return parcelConfig(parcel, noop);
  throw new Error(`Unknown build mode "${mode}": use vendor, root, standalone or parcel:<${Object.keys(PARCELS).join('|')}>`);
};
