/**
 * A product team ships its product alone into a running portal: `npm run build -- --parcel bill`
 * (or `znx`) with the team's deploy token (scoped to `@scf/product-bill`) builds the parcel
 * against the deployed vendor, uploads it and deploys its entry through the deploy API. The
 * import map changes in that one line, nothing else of the portal is built again, and the next
 * page load mounts the new version, which works: the voucher list of 华信, the financing list of
 * 恒丰's 放款初审.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';
import { operator } from './helpers/operator';

interface Envelope<T> {
  ok: boolean;
  msg: string;
  body: T;
}
type MapBody = { version: number; importMap: { imports: Record<string, string>; integrity: Record<string, string> } };

async function deployApi<T>(method: 'GET' | 'POST', p: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(url(`/api${p}`), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope<T>;
}

/** Every file of the portal's own build (vendor, root config, portal parcels) with its mtime. */
function portalFiles(): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p, statSync(p).mtimeMs);
    }
  };
  for (const dir of ['vendor', 'root-config', 'parcels/center', 'parcels/index']) walk(path.resolve('dist/assets', dir));
  return out;
}

/** Each product of this repository deployed alone: who uses it and what shows that it works. */
const PRODUCTS = [
  {
    name: 'bill',
    team: '票据团队',
    other: '@scf/product-endorse',
    mobile: '13800000001',
    company: '华信',
    use: async (page: Page) => {
      const product = page.getByTestId('product-bill');
      await product.getByRole('heading', { level: 1, name: '电子债权凭证' }).waitFor();
      // It works: the tabs switch and the list answers.
      await product.getByRole('tab', { name: '我开立的' }).click();
      await product.locator('[data-scf-summary]').waitFor();
      expect(await product.locator('[data-scf-summary]').textContent()).toMatch(/共 \d+ 张，合计金额 ¥[\d,]+\.\d{2}/);
    },
  },
  {
    name: 'znx',
    team: '保理团队',
    other: '@scf/product-bill',
    mobile: '13800000351',
    company: '',
    use: async (page: Page) => {
      const product = page.getByTestId('product-znx');
      await product.getByRole('heading', { level: 1, name: '保理融资' }).waitFor();
      await product.getByRole('tab', { name: '全部' }).click();
      await product.locator('[data-scf-summary]').waitFor();
      expect(await product.locator('[data-scf-summary]').textContent()).toMatch(/共 \d+ 笔，合计金额 ¥[\d,]+\.\d{2}/);
    },
  },
] as const;

describe.each(PRODUCTS)('product $name built alone and deployed through the deploy API', (p) => {
  let token = '';
  let startVersion = 0;
  let b: Browser;
  const specifier = `@scf/product-${p.name}`;
  const release = path.resolve(`dist/assets/deploy-e2e-${p.name}`);

  beforeAll(async () => {
    const out = operator('deploy-token', 'create', '--name', `e2e ${p.team}`, '--scope', specifier);
    token = /scfd_[A-Za-z0-9_-]+/.exec(out)?.[0] ?? '';
    expect(token, out).not.toBe('');
    startVersion = (await deployApi<MapBody>('GET', '/deploy/importmap', token)).body.version;
    b = await launch();
  });
  afterAll(async () => {
    const now = await deployApi<MapBody>('GET', '/deploy/importmap', token);
    if (now.body.version !== startVersion) await deployApi('POST', '/deploy/importmap/rollback', token, { version: startVersion });
    await b?.close();
    rmSync(release, { recursive: true, force: true });
  });

  it('builds it alone, deploys it with the team’s token, and the centre mounts the new version', async () => {
    const before = (await deployApi<MapBody>('GET', '/deploy/importmap', token)).body.importMap.imports;
    const files = portalFiles();
    const stamp = readFileSync('dist/build-stamp.json', 'utf8');

    const out = execFileSync(
      process.execPath,
      // Built into a folder of its own and uploaded: the portal keeps a team's files in its
      // specifier's folder (/assets/deployed/@scf+product-bill/, issue 31).
      ['--import', 'tsx', 'scripts/build.ts', '--parcel', p.name, '--out', release, '--deploy-url', baseUrl()],
      { encoding: 'utf8', env: { ...process.env, SCF_DEPLOY_TOKEN: token } },
    );
    const newUrl = new RegExp(`"@scf/product-${p.name}": "([^"]+)"`).exec(out)?.[1] ?? '';
    expect(newUrl, out).toMatch(new RegExp(`^/assets/deployed/@scf\\+product-${p.name}/product-${p.name}-[\\w-]+\\.js$`));
    expect(out).toContain('deployed through');

    // One line changed; the portal's own files were not built again.
    const live = (await deployApi<MapBody>('GET', '/deploy/importmap', token)).body.importMap;
    const changed = Object.keys({ ...before, ...live.imports }).filter((k) => before[k] !== live.imports[k]);
    expect(changed).toEqual([specifier]);
    expect(live.integrity[newUrl]).toMatch(/^sha384-/);
    expect(portalFiles()).toEqual(files);
    expect(readFileSync('dist/build-stamp.json', 'utf8')).toBe(stamp);

    // The bundle carries none of what the map shares.
    const bundle = readFileSync(path.join(release, `assets/parcels/product-${p.name}`, path.basename(newUrl)), 'utf8');
    expect(bundle).not.toMatch(/__SECRET_INTERNALS|react\.production|ant-table-wrapper/);

    await loginInBrowser(b.context, p.mobile, p.company ? { company: p.company } : {});
    const requested: string[] = [];
    b.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await b.page.goto(url(`/center/product/${p.name.toUpperCase()}`));
    await settled(b.page);
    await p.use(b.page);
    expect(requested).toContain(newUrl);
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);

    // The team's token may change its own product only.
    const refused = await fetch(url('/api/deploy/importmap'), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ imports: { [p.other]: newUrl } }),
    });
    const env = (await refused.json()) as Envelope<unknown>;
    expect(env.ok).toBe(false);
    expect(env.msg).toContain(p.other);
  });
});
