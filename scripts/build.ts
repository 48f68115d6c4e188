/**
 * `npm run build`                      everything: vendor, root config, every parcel, elements, HTML,
 *                                      the product parcels of this repository (bill, endorse), map
 * `npm run build -- --parcel center`   that parcel alone; prints the import-map line that deploys it
 * `npm run build -- --parcel bill`     a product parcel alone (`@scf/product-bill`), built against the
 *                                      deployed vendor exactly as another team's would be
 *                                      and writes it into dist/importmap.json (`--no-deploy` only prints)
 *   --out DIR --base URL               write the parcel elsewhere (e.g. a CDN folder) with URLs under URL
 *   --deploy-url URL [--token T]       then upload its files to the portal at URL (stored in its
 *                                      database under /assets/deployed/<specifier>/, served by
 *                                      every instance; not with a --base) and deploy it through
 *                                      the portal's deploy API
 *                                      (token from --token or SCF_DEPLOY_TOKEN; see docs/deploy.md)
 */
import { build } from 'vite';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DIST,
  PARCELS,
  ROOT,
  PRODUCT_PARCELS,
  isParcelName,
  isProductParcelName,
  parcelConfig,
  parcelSpecifier,
  productParcelConfig,
  productFolderOf,
  productSpecifierOf,
  rootConfigBuild,
  standaloneElementsConfig,
  vendorConfig,
  type BuildReport,
  type ParcelName,
  type ProductParcelName,
} from '../vite.config';
import { readImportMap, writeImportMap, type ImportMap } from './import-map';
import { buildServerBundle } from '../build/ssr-build';
import { uploadParcelFiles } from './lib/deploy-upload';
import { deployFolderOf } from '../server/features/deploy/deploy-names';
import { missingNamedImports } from './lib/named-imports';
import { FONT_FAMILY } from '../shared/ui/theme';
import { PORTAL_COLOURS, STATE_TEXT_COLOURS } from '../shared/ui/theme-palette';

/** A portal application or a product parcel: what `--parcel` names. */
type BuildTarget = ParcelName | ProductParcelName;
const isBuildTarget = (s: string): s is BuildTarget => isParcelName(s) || isProductParcelName(s);
const targetNames = (): string => [...Object.keys(PARCELS), ...Object.keys(PRODUCT_PARCELS)].join(', ');

/** The folder a build writes a target's files into (`/assets/parcels/center/`, `/assets/parcels/product-bill/`). */
const builtFolderOf = (name: BuildTarget): string =>
  isProductParcelName(name) ? `/${productFolderOf(specifierOf(name))}/` : `/assets/parcels/${name}/`;

/**
 * A built file's path on the portal:
 * `<built folder>x.js` → `<folder>x.js` (the build's imports between them are relative).
 */
function portalPath(folder: string, name: BuildTarget, builtPath: string): string {
  const prefix = builtFolderOf(name);
  if (!builtPath.startsWith(prefix))
    throw new Error(`parcel ${name} wrote ${builtPath} outside ${prefix}: it cannot be uploaded`);
  return folder + builtPath.slice(prefix.length);
}

interface Args {
  parcels: BuildTarget[];
  outDir: string;
  base: string;
  deploy: boolean;
  /** The portal whose deploy API takes the new entry (instead of writing dist/importmap.json). */
  deployUrl: string | null;
  token: string | null;
}

function parseArgs(argv: string[]): Args {
  const parcels: BuildTarget[] = [];
  let outDir = DIST;
  let base = '/';
  let deploy: boolean | null = null;
  let deployUrl: string | null = null;
  let token: string | null = process.env.SCF_DEPLOY_TOKEN || null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--parcel') {
      const name = next();
      if (!isBuildTarget(name)) throw new Error(`Unknown parcel "${name}". Parcels: ${targetNames()}`);
      parcels.push(name);
    } else if (a === '--out') outDir = path.resolve(next());
    else if (a === '--base') base = next();
    else if (a === '--deploy') deploy = true;
    else if (a === '--no-deploy') deploy = false;
    else if (a === '--deploy-url') deployUrl = next().replace(/\/+$/, '');
    else if (a === '--token') token = next();
    else throw new Error(`Unknown option ${a}`);
  }
  if (!base.endsWith('/')) base += '/';
  if (deployUrl !== null) {
    if (!/^https?:\/\/[^/\s]+/.test(deployUrl))
      throw new Error(
        `--deploy-url must be the portal's address, like https://portal.example.com (got "${deployUrl}")`,
      );
    if (!token)
      throw new Error(
        '--deploy-url needs a deploy token: ' +
          '--token T or the SCF_DEPLOY_TOKEN variable (npm run admin -- deploy-token create)',
      );
    if (parcels.length === 0) throw new Error('--deploy-url deploys one parcel: add --parcel NAME');
  }
  // Deploying through the API replaces writing the local dist/importmap.json.
  return { parcels, outDir, base, deploy: deployUrl === null && (deploy ?? outDir === DIST), deployUrl, token };
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
    throw new Error(
      `[${label}] imports ${missing.join(', ')}, which the import map does not serve. ` +
        `Rebuild the vendor (npm run build) after adding a library, component or icon.`,
    );
  }
}

const rebase = (report: BuildReport, base: string): BuildReport => ({
  ...report,
  imports: Object.fromEntries(Object.entries(report.imports).map(([k, v]) => [k, base + v.replace(/^\//, '')])),
});

/** The build of one target: a portal application's, or a product parcel's. */
function targetConfig(
  name: BuildTarget,
  onReport: (r: BuildReport) => void,
  outDir: string,
): ReturnType<typeof vendorConfig> {
  return isProductParcelName(name)
    ? productParcelConfig(productSpecifierOf(name), PRODUCT_PARCELS[name].entry, onReport, outDir)
    : parcelConfig(name, onReport, outDir);
}
const specifierOf = (name: BuildTarget): string =>
  isProductParcelName(name) ? productSpecifierOf(name) : parcelSpecifier(name);

async function buildParcel(name: BuildTarget, args: Args, map: ImportMap): Promise<BuildReport> {
  let report: BuildReport | null = null;
  await run(
    `parcel ${name}`,
    targetConfig(name, (r) => (report = r), args.outDir),
  );
  if (!report) throw new Error(`parcel ${name}: the build produced no report`);
  const rebased = rebase(report, args.base);
  checkExternals(`parcel ${name}`, rebased, map);
  // Built alone, it runs on the deployed portal: every name it imports must be exported there.
  const missing = await missingNamedImports((report as BuildReport).files, args.outDir, map, DIST);
  if (missing.length) {
    throw new Error(
      `[parcel ${name}] imports ${missing.join(', ')}, which the built portal does not export. ` +
        `Deploy the portal's new @scf/shared first (npm run build), then this parcel.`,
    );
  }
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
  await run(
    'vendor + @scf/shared',
    vendorConfig((r) => Object.assign(map.imports, r.imports), stage),
  );

  let root: BuildReport | null = null;
  await run(
    'root config',
    rootConfigBuild((r) => (root = r), stage),
  );
  if (!root) throw new Error('root config: no report');
  Object.assign(map.imports, (root as BuildReport).imports);

  const parcelReports: [BuildTarget, BuildReport][] = [];
  for (const name of Object.keys(PARCELS) as ParcelName[]) {
    let report: BuildReport | null = null;
    await run(
      `parcel ${name}`,
      parcelConfig(name, (r) => (report = r), stage),
    );
    if (!report) throw new Error(`parcel ${name}: no report`);
    parcelReports.push([name, report]);
    Object.assign(map.imports, (report as BuildReport).imports);
  }
  // The products whose pages live here, built as their teams build them alone (against this
  // vendor, in no facade of it), so a fresh checkout's portal has them; each is redeployed alone.
  for (const name of Object.keys(PRODUCT_PARCELS) as ProductParcelName[]) {
    let report: BuildReport | null = null;
    await run(
      `product ${name}`,
      targetConfig(name, (r) => (report = r), stage),
    );
    if (!report) throw new Error(`product ${name}: no report`);
    parcelReports.push([name, report]);
    Object.assign(map.imports, (report as BuildReport).imports);
  }
  // Entries other teams deploy (product parcels) and scopes come from the top-level map.
  const declared = JSON.parse(readFileSync(path.join(ROOT, 'importmap.json'), 'utf8')) as Partial<ImportMap>;
  map.imports = { ...(declared.imports ?? {}), ...map.imports };
  map.scopes = declared.scopes ?? {};
  checkExternals('root config', root, map);
  for (const [name, report] of parcelReports) checkExternals(`parcel ${name}`, report, map);

  await run(
    'elements (standalone)',
    standaloneElementsConfig(() => undefined, stage),
  );
  // Server rendering of the public routes (build/ssr-build.ts): after the map, which it records.
  await buildServerBundle(stage, map.imports);

  writeImportMap(stage, map);
  precompress(path.join(stage, 'assets'));
  precompress(path.join(stage, 'elements'));
  const template = hostTemplate();
  writeFileSync(path.join(stage, 'index.template.html'), template);
  // A static host page for plain file servers: the same page with the map inlined, no nonce.
  writeFileSync(
    path.join(stage, 'index.html'),
    template
      .replaceAll(' nonce="%SCF_NONCE%"', '')
      .replace('%SCF_IMPORTMAP%', JSON.stringify(map, null, 2))
      .replace('%SCF_PRELOADS%', '')
      .replace(/%SCF_SSR_\w+%/g, '')
      .replace('%SCF_COOKIE_DOMAIN%', '')
      .replace(/%SCF_SERVICE_\w+%/g, ''),
  );
  writeFileSync(path.join(stage, 'build-stamp.json'), JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
  swapIn(stage);
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${Object.keys(map.imports).length} import-map entries.`,
  );
}

/**
 * The host page template (root-config/index.html) with the theme's values in place of its
 * `%SCF_THEME_…%` marks: its boot styles paint before any module, and colours are written out
 * only in shared/ui/theme*.ts.
 */
function hostTemplate(): string {
  return readFileSync(path.join(ROOT, 'root-config/index.html'), 'utf8')
    .replaceAll('%SCF_THEME_PAGE_BACKGROUND%', PORTAL_COLOURS.mutedBackground)
    .replaceAll('%SCF_THEME_MUTED_TEXT%', STATE_TEXT_COLOURS.gray)
    .replaceAll('%SCF_THEME_FONT_FAMILY%', FONT_FAMILY);
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
    const spec = specifierOf(name);
    const built = report.imports[spec];
    if (!built) throw new Error(`parcel ${name}: no entry chunk`);
    // Uploaded to the portal (no --base elsewhere): the files go to the specifier's own folder
    // there (/assets/deployed/@scf+center/), so the entry's URL is in that folder.
    const upload = args.deployUrl !== null && args.base === '/';
    const folder = deployFolderOf(spec);
    if (upload && !folder) throw new Error(`parcel ${name}: ${spec} cannot be uploaded`);
    const url = upload && folder ? portalPath(folder, name, built) : built;
    console.log(`\nImport-map line that deploys it:\n  ${JSON.stringify(spec)}: ${JSON.stringify(url)}`);
    if (args.deployUrl && args.token) {
      // Files served by the portal itself are uploaded to it first; with a --base elsewhere (a
      // CDN) the team uploads them there and the portal only checks the URL.
      if (upload && folder) {
        const files = report.files.map((rel) => ({ rel, path: portalPath(folder, name, `/${rel}`) }));
        const up = await uploadParcelFiles(
          args.deployUrl,
          args.token,
          spec,
          args.outDir,
          files,
          built.replace(/^\//, ''),
        );
        console.log(`  → uploaded to ${args.deployUrl}: ${up.stored} new file(s), ${up.unchanged} already there`);
      } else if (url.startsWith('/assets/')) {
        throw new Error(
          `--base ${args.base} is a path of the portal: ` +
            `the portal takes uploads only into ${folder ?? 'the specifier’s folder'} (leave --base out)`,
        );
      }
      await deployThroughApi(args.deployUrl, args.token, spec, url);
    } else if (args.deploy) {
      map.imports[spec] = url;
      writeImportMap(DIST, map);
      console.log('  → written to dist/importmap.json (the running server serves it on the next page load)');
    }
  }
}

/**
 * PATCH /api/deploy/importmap on the portal: the server fetches the file (a /assets/ path from
 * its own static folder, an absolute URL from the CDN), checks it, records its SHA-384 and
 * tells every instance. Fails the build when the portal refuses.
 */
async function deployThroughApi(portal: string, token: string, spec: string, url: string): Promise<void> {
  const res = await fetch(`${portal}/api/deploy/importmap`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ imports: { [spec]: url } }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let envelope: { ok?: boolean; msg?: string; body?: { version?: number } } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    throw new Error(`the portal at ${portal} answered HTTP ${res.status}, not the deploy API`);
  }
  if (!envelope.ok) throw new Error(`the portal refused the deploy: ${envelope.msg ?? `HTTP ${res.status}`}`);
  console.log(
    `  → deployed through ${portal}: import map version ${envelope.body?.version} (every instance serves it now)`,
  );
}

const args = parseArgs(process.argv.slice(2));
(args.parcels.length ? buildSome(args) : buildAll()).catch((error: unknown) => {
  console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
