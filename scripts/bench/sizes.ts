/**
 * The size of every built parcel, vendor module, @scf/shared entry and the standalone elements,
 * with their budgets: @scf/shared ≤ 30 KB gzip, elements ≤ STANDALONE_BUDGET_BYTES (build/standalone.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { DIST, MAPPED, SHARED_ENTRIES, sharedAliases } from '../../vite.config';
import { STANDALONE_BUDGET_BYTES } from '../../build/standalone';

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;
const verdict = (value: number, budget: number): string =>
  value <= budget ? `✓ within ${kb(budget)}` : `✗ OVER ${kb(budget)}`;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * @scf/shared's own code per entry on the map: all entries built in one run (as the vendor
 * build does) with every library external — those served by the map and, with `ownOnly`, the
 * ones it bundles privately (crypto-js, dompurify). Each entry counts its file and the chunks
 * it imports statically; the UI entries count only what the core does not already load.
 */
async function sharedSizes(ownOnly: boolean): Promise<Map<string, number>> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    resolve: { alias: sharedAliases() },
    build: {
      write: false,
      minify: true,
      rolldownOptions: {
        input: SHARED_ENTRIES,
        preserveEntrySignatures: 'strict',
        external: (id: string) =>
          (MAPPED.some((re) => re.test(id)) && !id.startsWith('@scf/')) ||
          (ownOnly && /^(crypto-js|dompurify)(\/|$)/.test(id)),
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: { type: string; fileName: string; code?: string; imports?: string[]; isEntry?: boolean; name?: string }[];
  }[];
  const chunks = new Map(
    outputs
      .flatMap((o) => o.output)
      .filter((c) => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file) || !chunks.has(file)) return seen;
    seen.add(file);
    for (const imp of chunks.get(file)?.imports ?? []) closure(imp, seen);
    return seen;
  };
  const size = (files: Iterable<string>): number =>
    [...files].reduce((n, f) => n + gz(Buffer.from(chunks.get(f)?.code ?? '')), 0);
  const core = closure('@scf/shared.js');
  const sizes = new Map<string, number>([['@scf/shared', size(core)]]);
  for (const spec of Object.keys(SHARED_ENTRIES)) {
    if (spec === '@scf/shared') continue;
    sizes.set(spec, size([...closure(`${spec}.js`)].filter((f) => !core.has(f))));
  }
  sizes.set('all entries', size(chunks.keys()));
  return sizes;
}

export async function printSizes(): Promise<void> {
  console.log('\nBuilt modules (raw / gzip)');
  const groups = new Map<string, { raw: number; gzip: number; files: number }>();
  for (const file of walk(path.join(DIST, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const rel = path.relative(path.join(DIST, 'assets'), file);
    const group = rel.startsWith('parcels/')
      ? `parcel ${rel.split('/')[1]}`
      : rel.startsWith('vendor/antd/')
        ? 'vendor antd entries'
        : rel.startsWith('vendor/chunks/')
          ? 'vendor shared chunks'
          : rel.startsWith('vendor/@ant-design/icons')
            ? 'vendor icons'
            : rel.startsWith('vendor/@scf/lib/')
              ? 'vendor library groups'
              : `vendor ${rel.replace(/^vendor\//, '').replace(/-[\w-]{8}\.js$/, '')}`;
    const body = readFileSync(file);
    const g = groups.get(group) ?? { raw: 0, gzip: 0, files: 0 };
    g.raw += body.length;
    g.gzip += gz(body);
    g.files += 1;
    groups.set(group, g);
  }
  for (const [name, g] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${name.padEnd(36)} ${String(g.files).padStart(3)} file(s) ` +
        `${kb(g.raw).padStart(10)} ${kb(g.gzip).padStart(10)}`,
    );
  }
  const own = await sharedSizes(true);
  const withLibs = await sharedSizes(false);
  console.log(
    '\n@scf/shared own code per import-map entry (gzip; with its private crypto-js and dompurify in brackets)',
  );
  for (const [spec, n] of own) {
    const budget = spec === '@scf/shared' ? `  ${verdict(n, 30 * 1024)}` : '';
    console.log(`  ${spec.padEnd(24)} ${kb(n).padStart(9)}   (${kb(withLibs.get(spec) ?? 0)})${budget}`);
  }
  const standalone = path.join(DIST, 'elements/scf-elements.js');
  if (existsSync(standalone)) {
    const body = readFileSync(standalone);
    console.log(
      `Standalone elements bundle: ${kb(body.length)} raw, ` +
        `${kb(gz(body))} gzip  ${verdict(gz(body), STANDALONE_BUDGET_BYTES)}`,
    );
  }
}
