/**
 * A product team ships its product alone into a running portal: `npm run build -- --parcel bill`
 * (or credit, znx, settle) with the team's deploy token (scoped to `@scf/product-<code>`) builds the
 * parcel against the deployed vendor, uploads it and deploys its entry through the deploy API.
 * The import map changes in that one line, nothing else of the portal is built again, and the
 * next page load mounts the new version, which works: the voucher list of 华信, 华信's credit
 * lines, 恒丰's financing list, 华信's 待兑付. Each deploy is rolled back after its case.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';
import { deployApi, deployToken } from './helpers/deploy';
import type { Envelope, ImportMapBody } from '../kit/api';

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
  for (const dir of ['vendor', 'root-config', 'parcels/center', 'parcels/index'])
    walk(path.resolve('dist/assets', dir));
  return out;
}

interface ProductCase {
  /** The parcel's name in PRODUCT_PARCELS (build/product.ts). */
  parcel: string;
  code: string;
  /** Who uses it after the deploy (mobile, company). */
  person: [string, string];
  /** Another product's specifier the team's token may not change. */
  other: string;
  /** It works: what the person sees and does on its list. */
  works: (product: Locator) => Promise<void>;
}

const CASES: ProductCase[] = [
  {
    parcel: 'bill',
    code: 'BILL',
    person: ['13800000001', '华信'],
    other: '@scf/product-endorse',
    works: async (product) => {
      await product.getByRole('heading', { level: 1, name: '电子债权凭证' }).waitFor();
      // The tabs switch and the list answers.
      await product.getByRole('tab', { name: '我开立的' }).click();
      await product.locator('[data-scf-summary]').waitFor();
      expect(await product.locator('[data-scf-summary]').textContent()).toMatch(/共 \d+ 张，合计金额 ¥[\d,]+\.\d{2}/);
    },
  },
  {
    parcel: 'credit',
    code: 'CREDIT',
    person: ['13800000002', '华信'],
    other: '@scf/product-settle',
    works: async (product) => {
      await product.getByRole('heading', { level: 1, name: '我的授信' }).waitFor();
      await product.locator('[data-scf-summary]', { hasText: '生效中' }).waitFor();
      expect(await product.locator('[data-scf-summary]').textContent()).toMatch(
        /共 \d+ 笔授信；生效中 \d+ 笔，额度合计 ¥[\d,]+\.\d{2}/,
      );
      await product.locator('tr.ant-table-row').first().waitFor();
    },
  },
  {
    parcel: 'znx',
    code: 'ZNX',
    person: ['13800000351', '恒丰'],
    other: '@scf/product-bill',
    works: async (product) => {
      await product.getByRole('heading', { level: 1, name: '保理融资' }).waitFor();
      await product.getByRole('tab', { name: '全部' }).click();
      await product.locator('[data-scf-summary]').waitFor();
      expect(await product.locator('[data-scf-summary]').textContent()).toMatch(/共 \d+ 笔，合计金额 ¥[\d,]+\.\d{2}/);
    },
  },
  {
    parcel: 'settle',
    code: 'SETTLE',
    person: ['13800000007', '华信'],
    other: '@scf/product-credit',
    works: async (product) => {
      await product.getByRole('tab', { name: '待兑付', selected: true }).waitFor();
      await product.locator('[data-scf-summary]').waitFor();
      expect(await product.locator('[data-scf-summary]').textContent()).toMatch(
        /共 \d+ 张待兑付，合计金额 ¥[\d,]+\.\d{2}/,
      );
      await product.getByRole('tab', { name: '已收款' }).click();
      await product.locator('[data-scf-summary]', { hasText: '已收款' }).waitFor();
    },
  },
];

describe('a product parcel built alone and deployed through the deploy API', () => {
  let b: Browser;

  beforeAll(async () => {
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
  });

  it.each(CASES)(
    'builds $code alone, deploys it with the team’s token, and the centre mounts the new version',
    async (c) => {
      const specifier = `@scf/product-${c.parcel}`;
      const token = deployToken(`e2e ${c.code} 团队`, specifier);
      const startVersion = (await deployApi<ImportMapBody>('GET', '/deploy/importmap', token)).body.version;
      const release = path.resolve(`dist/assets/deploy-e2e-${c.parcel}`);
      try {
        const before = (await deployApi<ImportMapBody>('GET', '/deploy/importmap', token)).body.importMap.imports;
        const files = portalFiles();
        const stamp = readFileSync('dist/build-stamp.json', 'utf8');

        const out = execFileSync(
          process.execPath,
          // Built into a folder of its own and uploaded: the portal keeps a team's files in its
          // specifier's folder (/assets/deployed/@scf+product-<code>/, issue 31).
          ['--import', 'tsx', 'scripts/build.ts', '--parcel', c.parcel, '--out', release, '--deploy-url', baseUrl()],
          { encoding: 'utf8', env: { ...process.env, SCF_DEPLOY_TOKEN: token } },
        );
        const newUrl = new RegExp(`"${specifier}": "([^"]+)"`).exec(out)?.[1] ?? '';
        expect(newUrl, out).toMatch(
          new RegExp(`^/assets/deployed/@scf\\+product-${c.parcel}/product-${c.parcel}-[\\w-]+\\.js$`),
        );
        expect(out).toContain('deployed through');

        // One line changed; the portal's own files were not built again.
        const live = (await deployApi<ImportMapBody>('GET', '/deploy/importmap', token)).body.importMap;
        const changed = Object.keys({ ...before, ...live.imports }).filter((k) => before[k] !== live.imports[k]);
        expect(changed).toEqual([specifier]);
        expect(live.integrity[newUrl]).toMatch(/^sha384-/);
        expect(portalFiles()).toEqual(files);
        expect(readFileSync('dist/build-stamp.json', 'utf8')).toBe(stamp);

        // The bundle carries none of what the map shares.
        const bundle = readFileSync(
          path.join(release, `assets/parcels/product-${c.parcel}`, path.basename(newUrl)),
          'utf8',
        );
        expect(bundle).not.toMatch(/__SECRET_INTERNALS|react\.production|ant-table-wrapper/);

        await b.context.clearCookies();
        await loginInBrowser(b.context, c.person[0], { company: c.person[1] });
        const requested: string[] = [];
        const onRequest = (r: { url: () => string }) => requested.push(new URL(r.url()).pathname);
        b.page.on('request', onRequest);
        await b.page.goto(url(`/center/product/${c.code}`));
        await settled(b.page);
        const product = b.page.getByTestId(`product-${c.parcel}`);
        await c.works(product);
        b.page.off('request', onRequest);
        expect(requested).toContain(newUrl);
        expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);

        // The team's token may change its own product only.
        const refused = await fetch(url('/api/deploy/importmap'), {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ imports: { [c.other]: newUrl } }),
        });
        const env = (await refused.json()) as Envelope<unknown>;
        expect(env.ok).toBe(false);
        expect(env.msg).toContain(c.other);
      } finally {
        const now = await deployApi<ImportMapBody>('GET', '/deploy/importmap', token);
        if (now.body.version !== startVersion)
          await deployApi('POST', '/deploy/importmap/rollback', token, { version: startVersion });
        rmSync(release, { recursive: true, force: true });
      }
    },
  );
});
