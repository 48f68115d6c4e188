/**
 * The lint rule `npm run lint` runs over the front end (biome/no-hex-colour.grit, scoped in
 * biome.json): a hex colour written out in parcels/, shared/ or root-config/ fails with a message
 * that names the way out; the theme's own modules (shared/ui/theme*.ts), comments, a `#` inside a
 * word and the rest of the repository pass. Run on probe files in a scratch copy of the config.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const dir = mkdtempSync(path.join(tmpdir(), 'scf-hex-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Report {
  diagnostics: { category: string; message: string; location: { path: string; start: { line: number } } }[];
}

/** Lints the given files (path → text) with the repository's Biome configuration. */
function lint(files: Record<string, string>): Report['diagnostics'] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  cpSync(path.join(ROOT, 'biome'), path.join(dir, 'biome'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  let out: string;
  try {
    out = execFileSync(BIOME, ['lint', '--vcs-enabled=false', '--reporter=json', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (e) {
    out = String((e as { stdout?: string }).stdout ?? '');
  }
  return (JSON.parse(out) as Report).diagnostics.filter((d) => d.category === 'plugin');
}

describe('no hex colour outside the theme', () => {
  it('fails on a hex colour in a parcel or in shared, in a string, a template and a JSX attribute', () => {
    const found = lint({
      'parcels/p/a.page.tsx':
        "export const a = { background: '#fff' };\n" +
        'export const b = `1px solid #e8e8e8`;\n' +
        'export const C = () => <i title="#003C95" />;\n',
      'shared/x/b.ts': "export const c = 'rgb(0 0 0) #00306f80';\n",
      'root-config/c.ts': "export const d = '#abcd';\n",
    });
    expect(found.map((d) => `${d.location.path}:${d.location.start.line}`).sort()).toEqual([
      'parcels/p/a.page.tsx:1',
      'parcels/p/a.page.tsx:2',
      'parcels/p/a.page.tsx:3',
      'root-config/c.ts:1',
      'shared/x/b.ts:1',
    ]);
    expect(found[0]?.message).toContain('THEME');
    expect(found[0]?.message).toContain('shared/ui/theme-palette.ts');
  });

  it('passes the theme modules, comments, a # that is no colour, and files outside the front end', () => {
    const found = lint({
      'shared/ui/theme-palette.ts': "export const WHITE = '#ffffff';\n",
      'shared/ui/theme.ts': "export const RED = '#cf1322';\n",
      'parcels/p/a.page.tsx':
        "// white is #fff\n/** #e8e8e8 */\nexport const a = ['issue#162', " +
        "'#scf-boot', '&#123;', THEME_BG];\ndeclare const THEME_BG: string;\n",
      'server/x.ts': "export const e = '#fff';\n",
      'tests/y.test.ts': "export const f = '#fff';\n",
    });
    expect(found).toEqual([]);
  });

  it('holds in the repository: the front end has no hex colour left', () => {
    let out: string;
    try {
      out = execFileSync(BIOME, ['lint', '--reporter=json', 'parcels', 'shared', 'root-config'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? '');
    }
    const plugin = (JSON.parse(out) as Report).diagnostics.filter((d) => d.category === 'plugin');
    expect(plugin.map((d) => `${d.location.path}:${d.location.start.line}`)).toEqual([]);
    // The host page is HTML, outside Biome's JavaScript rule: its boot styles take the theme's
    // values at build time (scripts/build.ts, the %SCF_THEME_…% marks).
    const host = readFileSync(path.join(ROOT, 'root-config/index.html'), 'utf8');
    expect(host.match(/#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/gi) ?? []).toEqual([]);
  });
});
