/**
 * `npm run build`                      everything: vendor, root config, every parcel, elements, HTML, map
 * `npm run build -- --parcel center`   that parcel alone; prints the import-map line that deploys it
 *                                      and writes it into dist/importmap.json (`--no-deploy` only prints)
 *   --out DIR --base URL               write the parcel elsewhere (e.g. a CDN folder) with URLs under URL
 */
import { build } from 'vite';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DIST,
  PARCELS,
  ROOT,
  isParcelName,
  parcelConfig,
  parcelSpecifier,
  rootConfigBuild,
  standaloneElementsConfig,
  vendorConfig,
  type BuildReport,
  type ParcelName,
} from '../vite.config';
import { readImportMap, writeImportMap, type ImportMap } from './import-map';
import { buildServerBundle } from '../build/ssr-build';

interface Args {
  parcels: ParcelName[];
  outDir: string;
  base: string;
  deploy: boolean;
}

function parseArgs(argv: string[]): Args {
  const parcels: ParcelName[] = [];
  let outDir = DIST;
  let base = '/';
  let deploy: boolean | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--parcel') {
      const name = next();
      if (!isParcelName(name)) throw new Error(`Unknown parcel "${name}". Parcels: ${Object.keys(PARCELS).join(', ')}`);
      parcels.push(name);
    } else if (a === '--out') outDir = path.resolve(next());
    else if (a === '--base') base = next();
    else if (a === '--deploy') deploy = true;
    else if (a === '--no-deploy') deploy = false;
    else throw new Error(`Unknown option ${a}`);
  }
  if (!base.endsWith('/')) base += '/';
  return { parcels, outDir, base, deploy: deploy ?? outDir === DIST };
}

/** Pre-compressed siblings (.br, .gz) that the server sends to browsers that accept them. */
function precompress(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) precompress(file);
    else if (/\.(js|json|html)$/.test(name) && !existsSync(`${file}.br`)) {
      const body = readFileSync(file);
      if (body.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
    }
  }
}

async function run(label: string, config: ReturnType<typeof vendorConfig>): Promise<void> {
  const t = performance.now();
  await build(config);
  console.log(`  ✓ ${label.padEnd(22)} ${Math.round(performance.now() - t)} ms`);
}

/** Every bare import a parcel left external must be served by the map, or the page breaks. */
function checkExternals(label: string, report: BuildReport, map: ImportMap): void {
  const missing = report.externals.filter((spec) => !map.imports[spec]);
  if (missing.length) {
    throw new Error(`[${label}] imports ${missing.join(', ')}, which the import map does not serve. Rebuild the vendor (npm run build) after adding a library, component or icon.`);
  }
}

const rebase = (report: BuildReport, base: string): BuildReport => ({
  ...report,
  imports: Object.fromEntries(Object.entries(report.imports).map(([k, v]) => [k, base + v.replace(/^\//, '')])),
});

async function buildParcel(name: ParcelName, args: Args, map: ImportMap): Promise<BuildReport> {
  let report: BuildReport | null = null;
  await run(`parcel ${name}`, parcelConfig(name, (r) => (report = r), args.outDir));
  if (!report) throw new Error(`parcel ${name}: the build produced no report`);
  const rebased = rebase(report, args.base);
  checkExternals(`parcel ${name}`, rebased, map);
  return rebased;
}

async function buildAll(): Promise<void> {
  const started = performance.now();
  // Build into a staging folder and swap it in at the end: a running server (or a second build
  // started meanwhile) never sees a half-written dist/.
  const stage = `${DIST}.staging-${process.pid}`;
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  console.log('Building the portal into dist/');

  const map: ImportMap = { imports: {}, scopes: {} };
  await run('vendor + @scf/shared', vendorConfig((r) => Object.assign(map.imports, r.imports), stage));

  let root: BuildReport | null = null;
  await run('root config', rootConfigBuild((r) => (root = r), stage));
  if (!root) throw new Error('root config: no report');
  Object.assign(map.imports, (root as BuildReport).imports);

  const parcelReports: [ParcelName, BuildReport][] = [];
  for (const name of Object.keys(PARCELS) as ParcelName[]) {
    let report: BuildReport | null = null;
    await run(`parcel ${name}`, parcelConfig(name, (r) => (report = r), stage));
    if (!report) throw new Error(`parcel ${name}: no report`);
    parcelReports.push([name, report]);
    Object.assign(map.imports, (report as BuildReport).imports);
  }
  // Entries other teams deploy (product parcels) and scopes come from the top-level map.
  const declared = JSON.parse(readFileSync(path.join(ROOT, 'importmap.json'), 'utf8')) as Partial<ImportMap>;
  map.imports = { ...(declared.imports ?? {}), ...map.imports };
  map.scopes = declared.scopes ?? {};
  checkExternals('root config', root, map);
  for (const [name, report] of parcelReports) checkExternals(`parcel ${name}`, report, map);

  await run('elements (standalone)', standaloneElementsConfig(() => undefined, stage));
  // Server rendering of the public routes (build/ssr-build.ts): after the map, which it records.
  await buildServerBundle(stage, map.imports);

  writeImportMap(stage, map);
  precompress(path.join(stage, 'assets'));
  precompress(path.join(stage, 'elements'));
  cpSync(path.join(ROOT, 'root-config/index.html'), path.join(stage, 'index.template.html'));
  // A static host page for plain file servers: the same page with the map inlined, no nonce.
  const template = readFileSync(path.join(ROOT, 'root-config/index.html'), 'utf8');
  writeFileSync(
    path.join(stage, 'index.html'),
    template
      .replaceAll(' nonce="%SCF_NONCE%"', '')
      .replace('%SCF_IMPORTMAP%', JSON.stringify(map, null, 2))
      .replace('%SCF_PRELOADS%', '')
      .replace(/%SCF_SSR_\w+%/g, '')
      .replace('%SCF_COOKIE_DOMAIN%', ''),
  );
  writeFileSync(path.join(stage, 'build-stamp.json'), JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
  swapIn(stage);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Object.keys(map.imports).length} import-map entries.`);
}

/** Replaces dist/ by the staged build in two renames. */
function swapIn(stage: string): void {
  const old = `${DIST}.old-${process.pid}`;
  if (existsSync(DIST)) renameSync(DIST, old);
  renameSync(stage, DIST);
  rmSync(old, { recursive: true, force: true });
}

async function buildSome(args: Args): Promise<void> {
  if (!existsSync(path.join(DIST, 'importmap.json'))) {
    throw new Error('dist/importmap.json is missing: run a full `npm run build` first.');
  }
  const map = readImportMap(DIST);
  for (const name of args.parcels) {
    const report = await buildParcel(name, args, map);
    precompress(path.join(args.outDir, 'assets'));
    const spec = parcelSpecifier(name);
    const url = report.imports[spec];
    if (!url) throw new Error(`parcel ${name}: no entry chunk`);
    console.log(`\nImport-map line that deploys it:\n  ${JSON.stringify(spec)}: ${JSON.stringify(url)}`);
    if (args.deploy) {
      map.imports[spec] = url;
      writeImportMap(DIST, map);
      console.log('  → written to dist/importmap.json (the running server serves it on the next page load)');
    }
  }
}

const args = parseArgs(process.argv.slice(2));
(args.parcels.length ? buildSome(args) : buildAll()).catch((error: unknown) => {
  console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
