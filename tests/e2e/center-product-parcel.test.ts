/**
 * Entering products from the centre as the administrator of 华信 (13800000001): the example
 * product parcel, built and deployed here exactly as docs/product-parcels.md says, mounts from
 * the import map, routes below its base path, keeps its list state and unmounts cleanly (no
 * listener or DOM leak over repeated visits); an opened product without a parcel, a broken
 * deploy, and products the company has not opened.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, launch, seriousA11yViolations, settled, url, type Browser } from './helpers/browser';
import { serveBuildCopy } from './helpers/build-copy';
import { expectNoGrowthOver } from './helpers/leaks';
import { loginInBrowser } from './helpers/login';
import { btn, openProductCentre as openCentre, productCard as card, spaGo as spaNavigate } from './helpers/centre';

/**
 * The example product parcel, built as @scf/product-credit once for the file, before the copy of
 * the build is made (its files join the shared dist's assets under names of their own); the
 * tests deploy it into the copy: one import-map line.
 */
let mapLine: [string, string] | null = null;
beforeAll(() => {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'parcels/product-example/build-product.ts', '--code', 'CREDIT', '--no-deploy'],
    { encoding: 'utf8' },
  );
  const line = /(@scf\/product-credit) → (\S+)/.exec(out);
  if (!line?.[1] || !line[2]) throw new Error(`the example's build printed no map line:\n${out}`);
  mapLine = [line[1], line[2]];
});

describe('product parcels: administrator of 华信 (13800000001)', () => {
  let b: Browser;
  // CREDIT and SETTLE have parcels of their own (parcels/credit, parcels/settle); these tests lend
  // CREDIT's line to the example and break SETTLE's. They do it on a copy of the build with a
  // server of their own: every other browser worker's server reads the shared dist's import map,
  // and their CREDIT and SETTLE tests would meet the example or a missing module (the redeploy
  // test's edits of that map broke another worker's /404 in CI run 4 of 2026-11-29).
  let mapFile = '';
  serveBuildCopy('product-parcel', (dir) => {
    if (!mapLine) throw new Error('the example parcel was not built');
    mapFile = path.join(dir, 'importmap.json');
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { imports: Record<string, string> };
    map.imports[mapLine[0]] = mapLine[1];
    writeFileSync(mapFile, JSON.stringify(map, null, 2));
  });

  beforeAll(async () => {
    b = await launch();
    await loginInBrowser(b.context, '13800000001', { company: '华信' });
  });
  afterAll(async () => {
    await b?.close();
  });

  it(
    'enters an opened product: its parcel mounts from the import map, ' +
      'keeps its list state, and unmounts on leaving',
    async () => {
      await openCentre(b.page);
      await card(b.page, 'CREDIT').getByRole('button', { name: '进入产品' }).click();
      await b.page.waitForURL(/\/center\/product\/CREDIT$/);
      const product = b.page.getByTestId('product-example');
      await product.waitFor();
      expect(await product.textContent()).toContain('华信核心制造集团有限公司');
      expect(await product.textContent()).toContain('管理员');
      const v = await seriousA11yViolations(b.page);
      expect(v, describeViolations(v)).toEqual([]);

      // Filter the list, open an entry (a path the product routes itself), come back.
      await product.getByRole('combobox').click();
      await b.page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .getByText('已开通', { exact: true })
        .click();
      await product.locator('tbody tr.ant-table-row').first().waitFor();
      expect(await product.locator('tbody tr.ant-table-row').count()).toBe(1);
      await product.locator('tbody tr.ant-table-row a').first().click();
      await b.page.waitForURL(/\/center\/product\/CREDIT\/audit\/\d+$/);
      await product.getByText('审核通过').waitFor();
      await product.getByRole('link', { name: '返回列表' }).click();
      await b.page.waitForURL(/\/center\/product\/CREDIT$/);
      await product.locator('tbody tr.ant-table-row').first().waitFor();
      expect(await product.locator('tbody tr.ant-table-row').count()).toBe(1);
      expect(await product.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toContain(
        '已开通',
      );

      await spaNavigate(b.page, '/center/product/product');
      await b.page.locator('[data-product]').first().waitFor();
      expect(await b.page.getByTestId('product-example').count()).toBe(0);
      expect(await b.page.locator('[data-scf-product]').count()).toBe(0);
    },
  );

  it('enters an opened product without a deployed front end: a clear "not open yet" page', async () => {
    // SETTLE without its line in the map (a build that does not ship it).
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { imports: Record<string, string> };
    delete map.imports['@scf/product-settle'];
    writeFileSync(mapFile, JSON.stringify(map, null, 2));
    await openCentre(b.page);
    await card(b.page, 'SETTLE').getByRole('button', { name: '进入产品' }).click();
    await b.page.waitForURL(/\/center\/product\/SETTLE$/);
    await b.page.getByText('该产品暂未开放').waitFor();
    expect(await b.page.getByText('“结算服务”的业务页面尚未上线').count()).toBe(1);
    await b.page.getByRole('link', { name: '返回产品中心' }).click();
    await b.page.waitForURL(/\/center\/product\/product$/);
  });

  it('says so when a mapped product parcel cannot be loaded, and offers to retry', async () => {
    // A broken deploy: the map names a module that is not there.
    const original = readFileSync(mapFile, 'utf8');
    const map = JSON.parse(original) as { imports: Record<string, string> };
    map.imports['@scf/product-settle'] = '/assets/products/settle/missing-0000.js';
    writeFileSync(`${mapFile}.tmp`, JSON.stringify(map, null, 2));
    renameSync(`${mapFile}.tmp`, mapFile);
    try {
      await b.page.goto(url('/center/product/SETTLE'));
      await settled(b.page);
      await b.page.getByText('产品页面加载失败').waitFor();
      await b.page.getByRole('heading', { level: 1, name: '结算服务' }).waitFor();
      await b.page.getByRole('button', { name: btn('重试') }).click();
      await b.page.getByText('产品页面加载失败').waitFor();
      expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      writeFileSync(`${mapFile}.tmp`, original);
      renameSync(`${mapFile}.tmp`, mapFile);
    }
  });

  it('does not open a product the company has not opened, even from a typed URL', async () => {
    await b.page.goto(url('/center/product/SIGN'));
    await settled(b.page);
    await b.page.waitForURL(/\/center\/product\/product$/);
    await b.page.goto(url('/center/product/NOT-A-PRODUCT'));
    await settled(b.page);
    await b.page.waitForURL(/\/center\/product\/product$/);
    expect(b.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('leaks no listeners or DOM over repeated visits to a product parcel and the centre pages', async () => {
    await openCentre(b.page);
    await expectNoGrowthOver(b, [
      ['/center/product/CREDIT', '[data-testid="product-example"] tbody tr.ant-table-row'],
      ['/center/crm/user', '[data-testid="user-mobile"]'],
      ['/center/product/product', '[data-product]'],
    ]);
  });
});
