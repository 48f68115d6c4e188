/**
 * Deploys as a browser meets them: a parcel deployed through the API from another origin (a
 * CDN) runs on the next page load, and once its file is tampered with the browser refuses it
 * (the map's integrity section); a developer's override is never applied from a link alone,
 * loads a locally served parcel in their browser only once they confirm it, and shows a banner
 * until cleared; and forced shim mode (es-module-shims, as
 * browsers without import maps get it) renders the portal.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleServer, type ModuleServer } from '../server/helpers/module-server';
import { baseUrl, launch, settled, url, type Browser } from './helpers/browser';
import { deployApi, deployToken } from './helpers/deploy';

/** A minimal single-spa application standing in for the 404 parcel. */
const parcel = (id: string, text: string): string => `
export function bootstrap() { return Promise.resolve(); }
export function mount() {
  const p = document.createElement('p');
  p.id = ${JSON.stringify(id)};
  p.textContent = ${JSON.stringify(text)};
  document.body.appendChild(p);
  return Promise.resolve();
}
export function unmount() { document.getElementById(${JSON.stringify(id)})?.remove(); return Promise.resolve(); }
`;

describe('deploys, integrity, overrides and shim mode in the browser', () => {
  let cdn: ModuleServer;
  let token = '';
  let startVersion = 0;
  let b: Browser;

  beforeAll(async () => {
    cdn = await startModuleServer();
    // The token, as an operator makes one (through the running server that owns the database).
    token = deployToken('e2e 404 team', '@scf/not-found');
    startVersion = (await deployApi<{ version: number }>('GET', '/deploy/importmap', token)).body.version;
    b = await launch();
  });
  afterAll(async () => {
    // Leave the shared server's map as it was for the other test files.
    const now = await deployApi<{ version: number }>('GET', '/deploy/importmap', token);
    if (now.body.version !== startVersion)
      await deployApi('POST', '/deploy/importmap/rollback', token, { version: startVersion });
    await b?.close();
    await cdn?.close();
    rmSync(release, { recursive: true, force: true });
  });

  /** Where the one-command deploy builds: outside the portal's static folder, so the page gets the uploaded files. */
  const release = mkdtempSync(path.join(tmpdir(), 'scf-deploy-e2e-'));

  it('redeploys one parcel with one command, and the history shows it', async () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build.ts', '--parcel', 'not-found', '--out', release, '--deploy-url', baseUrl()],
      { encoding: 'utf8', env: { ...process.env, SCF_DEPLOY_TOKEN: token } },
    );
    const newUrl = /"@scf\/not-found": "([^"]+)"/.exec(out)?.[1] ?? '';
    // Uploaded into the specifier's own folder on the portal (stored in its database).
    expect(newUrl.startsWith('/assets/deployed/@scf+not-found/'), out).toBe(true);
    expect(out).toContain('deployed through');
    const live = await deployApi<{ importMap: { imports: Record<string, string>; integrity: Record<string, string> } }>(
      'GET',
      '/deploy/importmap',
      token,
    );
    expect(live.body.importMap.imports['@scf/not-found']).toBe(newUrl);
    expect(live.body.importMap.integrity[newUrl]).toMatch(/^sha384-/);
    const h = await deployApi<{
      list: Array<{ actor: string; changes: Array<{ specifier: string; to: string | null }> }>;
    }>('GET', '/deploy/importmap/history', token);
    expect(h.body.list[0]).toMatchObject({
      actor: 'e2e 404 team',
      changes: [{ specifier: '@scf/not-found', to: newUrl }],
    });

    const page = await b.context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(url('/404'));
    await settled(page);
    expect(requested).toContain(newUrl);
    expect(await page.title()).toContain('页面不存在');
    await page.close();
    await deployApi('POST', '/deploy/importmap/rollback', token, { version: startVersion });
  });

  it('runs a parcel deployed from another origin, and refuses it once the file is tampered with', async () => {
    cdn.files.set('/not-found-v2.js', { body: parcel('cdn-parcel', '来自 CDN 的新版本') });
    const deployed = await deployApi<{ version: number; importMap: { integrity: Record<string, string> } }>(
      'PATCH',
      '/deploy/importmap',
      token,
      {
        imports: { '@scf/not-found': `${cdn.url}/not-found-v2.js` },
      },
    );
    expect(deployed.ok, deployed.msg).toBe(true);
    expect(deployed.body.importMap.integrity[`${cdn.url}/not-found-v2.js`]).toMatch(/^sha384-/);

    await b.page.goto(url('/404'));
    await b.page.locator('#cdn-parcel').waitFor();
    expect(await b.page.locator('#cdn-parcel').textContent()).toBe('来自 CDN 的新版本');

    // Someone changes the file on the CDN after the deploy: the browser must not run it.
    cdn.files.set('/not-found-v2.js', { body: parcel('cdn-parcel', '被篡改的版本') });
    const refused = new Promise<string>((resolve) => {
      b.page.on('console', (m) => {
        if (/integrity/i.test(m.text())) resolve(m.text());
      });
    });
    await b.page.goto(url('/404'));
    expect(await refused).toMatch(/not-found-v2\.js/);
    expect(await b.page.locator('#cdn-parcel').count()).toBe(0);
    expect(cdn.requests.filter((r) => r === '/not-found-v2.js').length).toBeGreaterThanOrEqual(2);
  });

  it(
    'never applies an override from a link alone: the developer types the host to confirm, ' +
      'sees a banner, and clears it (issue 31, point 3)',
    async () => {
      await deployApi('POST', '/deploy/importmap/rollback', token, { version: startVersion });
      cdn.files.set('/local/not-found.js', { body: parcel('local-parcel', '本地构建的 404 页面') });
      const target = `${cdn.url}/local/not-found.js`;
      const link = url(`/404?scf-override=${encodeURIComponent(`@scf/not-found=${target}`)}`);
      const page = await b.context.newPage();
      await page.goto(link);
      const dialog = page.getByRole('dialog', { name: '确认开发者覆盖' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`@scf/not-found → ${target}`);
      // The parameter is taken out of the address, and nothing was loaded from it.
      expect(new URL(page.url()).search).toBe('');
      await settled(page);
      expect(await page.locator('#local-parcel').count()).toBe(0);
      expect(cdn.requests).not.toContain('/local/not-found.js');
      // Not answered: a reload neither applies it nor asks again.
      await page.reload();
      await settled(page);
      expect(await page.locator('#local-parcel').count()).toBe(0);
      expect(await dialog.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('scf-importmap-overrides-v2'))).toBe('{}');

      // The developer asks again and confirms by typing the URL's host.
      await page.goto(link);
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: '确认覆盖' });
      const input = dialog.getByLabel(/请输入地址的主机/);
      await input.fill('127.0.0.1');
      expect(await confirm.isDisabled()).toBe(true);
      await input.fill(new URL(cdn.url).host);
      await Promise.all([page.waitForEvent('load'), confirm.click()]);
      await page.locator('#local-parcel').waitFor();
      const banner = page.locator('#scf-override-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(`@scf/not-found → ${target}`);
      await page.goto(url('/404'));
      await page.locator('#local-parcel').waitFor();

      // Another browser (another person) is not affected.
      const other = await launch();
      try {
        await other.page.goto(url('/404'));
        await settled(other.page);
        expect(await other.page.locator('#local-parcel').count()).toBe(0);
        expect(await other.page.locator('#scf-override-banner').count()).toBe(0);
      } finally {
        await other.close();
      }

      await banner.getByRole('button', { name: '清除覆盖' }).click();
      await page.waitForLoadState('load');
      await settled(page);
      expect(await page.locator('#scf-override-banner').count()).toBe(0);
      expect(await page.locator('#local-parcel').count()).toBe(0);
      await page.close();
    },
  );

  it(
    'offers no override from an origin off the list, ' +
      'and asks a second time before replacing a shared module (point 3)',
    async () => {
      const page = await b.context.newPage();
      // https on the loopback address is not an allowed origin (http://127.0.0.1:* is).
      const offList = `https://127.0.0.1:${new URL(cdn.url).port}/evil.js`;
      await page.goto(url(`/404?scf-override=${encodeURIComponent(`@scf/not-found=${offList}`)}`));
      const dialog = page.getByRole('dialog', { name: '确认开发者覆盖' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('不在允许的来源中');
      expect(await dialog.getByRole('button', { name: '确认覆盖' }).count()).toBe(0);
      // One written into storage by other means is not applied either.
      await page.evaluate(
        (u) =>
          localStorage.setItem(
            'scf-importmap-overrides-v2',
            JSON.stringify({ '@scf/not-found': { url: u, shared: false } }),
          ),
        offList,
      );
      await page.reload();
      await settled(page);
      expect(await page.locator('#scf-override-banner').count()).toBe(0);

      // The root config: typed confirmation, then a second one; cancelling it stores nothing.
      cdn.files.set('/local/root-config.js', { body: 'window.__evilRoot = true;\nexport {};\n' });
      await page.goto(
        url(`/404?scf-override=${encodeURIComponent(`@scf/root-config=${cdn.url}/local/root-config.js`)}`),
      );
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('需再次确认');
      await dialog.getByLabel(/请输入地址的主机/).fill(new URL(cdn.url).host);
      await dialog.getByRole('button', { name: '确认覆盖' }).click();
      const second = page.getByRole('dialog', { name: '再次确认：替换共享模块' });
      await second.waitFor();
      expect(await second.getByRole('button', { name: '仍要替换共享模块' }).count()).toBe(1);
      await second.getByRole('button', { name: '取消' }).click();
      expect(await page.evaluate(() => localStorage.getItem('scf-importmap-overrides-v2'))).toBe('{}');
      // A shared module stored without its second confirmation is not applied.
      await page.evaluate(
        (u) => localStorage.setItem('scf-importmap-overrides-v2', JSON.stringify({ '@scf/root-config': { url: u } })),
        `${cdn.url}/local/root-config.js`,
      );
      await page.reload();
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { __evilRoot?: boolean }).__evilRoot)).toBeUndefined();
      expect(cdn.requests).not.toContain('/local/root-config.js');
      await page.evaluate(() => localStorage.removeItem('scf-importmap-overrides-v2'));
      await page.close();
    },
  );

  it(
    'renders the portal through es-module-shims in forced shim mode, ' +
      'and loads the shim only where import maps are missing',
    async () => {
      const page = await b.context.newPage();
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto(url('/index/index?esms=shim'));
      await settled(page);
      expect(requested).toContain('/es-module-shims.js');
      expect(await page.locator('script[type="importmap-shim"]').count()).toBe(1);
      expect(await page.locator('script[type="importmap"]').count()).toBe(0);
      expect(await page.getByRole('link', { name: /登录/ }).count()).toBeGreaterThan(0);
      await page.close();

      // A modern browser: never asks for the shim.
      const modern = await b.context.newPage();
      const modernRequests: string[] = [];
      modern.on('request', (r) => modernRequests.push(new URL(r.url()).pathname));
      await modern.goto(url('/index/index'));
      await settled(modern);
      expect(modernRequests).not.toContain('/es-module-shims.js');
      await modern.close();

      // A browser that says it has no import maps gets the shim (the feature test, not the user agent).
      const old = await b.context.newPage();
      const oldRequests: string[] = [];
      old.on('request', (r) => oldRequests.push(new URL(r.url()).pathname));
      await old.addInitScript(() => {
        const original = HTMLScriptElement.supports.bind(HTMLScriptElement);
        HTMLScriptElement.supports = (type: string) => (type === 'importmap' ? false : original(type));
      });
      const shimLoaded = old.waitForRequest((r) => r.url().includes('/es-module-shims.js'));
      await old.goto(url('/index/index'));
      await shimLoaded;
      expect(oldRequests).toContain('/es-module-shims.js');
      await old.close();
    },
  );
});
