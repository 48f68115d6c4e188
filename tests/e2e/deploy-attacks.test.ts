/**
 * The deploy path's attacks of the second assessment (issue 31), as a browser meets them:
 * - point 2: another team's token cannot put bytes under a deployed parcel's file names (in its
 *   folder, its own folder, or a build's folder), and the page keeps running the real files;
 * - point 4: a token cannot re-hash another specifier's tampered URL by pointing its own
 *   specifier at it, so the browser still refuses the tampered file;
 * - point 5: a chunk the deployed entry imports is covered by the map's integrity, so a chunk
 *   tampered with after the deploy is refused by the browser.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleServer, type ModuleServer } from '../server/helpers/module-server';
import { launch, url, type Browser } from './helpers/browser';
import { deployApi, deployToken } from './helpers/deploy';

/** A single-spa application standing in for the 404 parcel, whose text comes from a chunk it imports. */
const entry = (chunk: string): string => `
import { text } from './${chunk}';
export function bootstrap() { return Promise.resolve(); }
export function mount() {
  const p = document.createElement('p');
  p.id = 'attack-parcel';
  p.textContent = text;
  document.body.appendChild(p);
  return Promise.resolve();
}
export function unmount() { document.getElementById('attack-parcel')?.remove(); return Promise.resolve(); }
`;
const chunkText = (text: string): string =>
  `export const text = ${JSON.stringify(text)};` +
  `\nif (${JSON.stringify(text)}.includes('篡改')) window.__tampered = true;\n`;
const b64 = (text: string): string => Buffer.from(text).toString('base64');
const sri = (text: string): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('attacks on the deploy path, in the browser (issue 31)', () => {
  let cdn: ModuleServer;
  let nf = '';
  let startVersion = 0;
  let b: Browser;

  beforeAll(async () => {
    cdn = await startModuleServer();
    nf = deployToken('e2e 404 team (attacks)', '@scf/not-found');
    startVersion = (await deployApi('GET', '/deploy/importmap', nf)).body.version;
    b = await launch();
  });
  afterAll(async () => {
    const now = await deployApi('GET', '/deploy/importmap', nf);
    if (now.body.version !== startVersion)
      await deployApi('POST', '/deploy/importmap/rollback', nf, { version: startVersion });
    await b?.close();
    await cdn?.close();
  });

  /** Loads the 404 page and waits for the parcel's text, or for an integrity error naming `file`. */
  async function open404(): Promise<{ text: string | null; integrityErrors: string[]; tampered: boolean }> {
    const page = await b.context.newPage();
    const integrityErrors: string[] = [];
    // The first integrity error ends the wait: a refused module fails its whole graph, so the
    // parcel will not come (waiting out the 5 s for it took most of each refusal's test).
    let refused: () => void = () => undefined;
    const refusal = new Promise<void>((resolve) => {
      refused = resolve;
    });
    page.on('console', (m) => {
      if (!/integrity/i.test(m.text())) return;
      integrityErrors.push(m.text());
      refused();
    });
    await page.goto(url('/404'));
    await page.waitForLoadState('networkidle');
    await Promise.race([
      page
        .locator('#attack-parcel')
        .waitFor({ timeout: 5000 })
        .catch(() => undefined),
      refusal,
    ]);
    const text = (await page.locator('#attack-parcel').count())
      ? await page.locator('#attack-parcel').textContent()
      : null;
    const tampered = await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered === true);
    await page.close();
    return { text, integrityErrors, tampered };
  }

  it(
    'refuses another team’s bytes under a deployed parcel’s file names, ' + 'wherever they are sent (point 2)',
    async () => {
      const folder = '/assets/deployed/@scf+not-found/';
      // The assessment's upload: a token of another scope whose specifier ends in the parcel's name
      // sends a file into the built parcel's folder.
      const partner = deployToken('e2e partner', '@partner/*');
      const evil = b64(chunkText('被篡改的 404 页面'));
      const intoBuilt = await deployApi('PUT', '/deploy/assets', partner, {
        specifier: '@partner/not-found',
        files: [{ path: '/assets/parcels/not-found/nf-chunk-2a.js', content: evil }],
      });
      expect(intoBuilt.ok, intoBuilt.msg).toBe(false);

      const files = [
        { path: `${folder}nf-2a.js`, content: b64(entry('nf-chunk-2a.js')), integrity: sri(entry('nf-chunk-2a.js')) },
        { path: `${folder}nf-chunk-2a.js`, content: b64(chunkText('真正的 404 页面')) },
      ];
      const up = await deployApi('PUT', '/deploy/assets', nf, { specifier: '@scf/not-found', files });
      expect(up.ok, up.msg).toBe(true);
      const deployed = await deployApi('PATCH', '/deploy/importmap', nf, {
        imports: { '@scf/not-found': `${folder}nf-2a.js` },
      });
      expect(deployed.ok, deployed.msg).toBe(true);
      expect((await open404()).text).toBe('真正的 404 页面');

      for (const [specifier, path] of [
        ['@partner/not-found', `${folder}nf-chunk-2a.js`],
        ['@partner/not-found', '/assets/deployed/@partner+not-found/nf-chunk-2a.js'],
        ['@partner/not-found', '/assets/parcels/not-found/nf-chunk-2a.js'],
        ['@partner/x', '/assets/parcels/not-found/nf-chunk-2a.js'],
      ] as const) {
        const r = await deployApi('PUT', '/deploy/assets', partner, { specifier, files: [{ path, content: evil }] });
        expect(r.ok, `${specifier} → ${path}: ${r.msg}`).toBe(false);
      }
      const seen = await open404();
      expect(seen.text).toBe('真正的 404 页面');
      expect(seen.tampered).toBe(false);
      expect((await fetch(url('/assets/parcels/not-found/nf-chunk-2a.js'))).status).toBe(404);
      expect((await fetch(url('/assets/deployed/@partner+not-found/nf-chunk-2a.js'))).status).toBe(404);
    },
  );

  it('refuses a chunk tampered with after the deploy, not only a tampered entry (point 5)', async () => {
    cdn.files.set('/nf-v5.js', { body: entry('nf-chunk-5.js') });
    cdn.files.set('/nf-chunk-5.js', { body: chunkText('来自 CDN 的 404 页面') });
    const deployed = await deployApi('PATCH', '/deploy/importmap', nf, {
      imports: { '@scf/not-found': `${cdn.url}/nf-v5.js` },
    });
    expect(deployed.ok, deployed.msg).toBe(true);
    expect(deployed.body.importMap.integrity[`${cdn.url}/nf-chunk-5.js`]).toBe(sri(chunkText('来自 CDN 的 404 页面')));
    expect((await open404()).text).toBe('来自 CDN 的 404 页面');

    cdn.files.set('/nf-chunk-5.js', { body: chunkText('被篡改的 404 页面') });
    const seen = await open404();
    expect(seen.text).toBeNull();
    expect(seen.tampered).toBe(false);
    expect(seen.integrityErrors.join('\n')).toMatch(/nf-chunk-5\.js/);
  });

  it(
    'does not let another specifier’s token re-hash a tampered URL, ' + 'so the browser keeps refusing it (point 4)',
    async () => {
      cdn.files.set('/nf-v4.js', { body: entry('nf-chunk-4.js') });
      cdn.files.set('/nf-chunk-4.js', { body: chunkText('第四版 404 页面') });
      const deployed = await deployApi('PATCH', '/deploy/importmap', nf, {
        imports: { '@scf/not-found': `${cdn.url}/nf-v4.js` },
      });
      expect(deployed.ok, deployed.msg).toBe(true);
      const recorded = deployed.body.importMap.integrity[`${cdn.url}/nf-v4.js`];

      // The file is changed on the CDN; a token of another specifier points its own at it and back.
      cdn.files.set('/nf-v4.js', { body: `${entry('nf-chunk-4.js')}\nwindow.__tampered = true;\n` });
      const login = deployToken('e2e login team', '@scf/login');
      const steal = await deployApi('PATCH', '/deploy/importmap', login, {
        imports: { '@scf/login': `${cdn.url}/nf-v4.js` },
      });
      expect(steal.ok).toBe(false);
      expect(steal.msg).toContain('SHA-384 不符');
      const live = await deployApi('GET', '/deploy/importmap', nf);
      expect(live.body.importMap.integrity[`${cdn.url}/nf-v4.js`]).toBe(recorded);
      expect(live.body.importMap.imports['@scf/login']).not.toBe(`${cdn.url}/nf-v4.js`);

      const seen = await open404();
      expect(seen.text).toBeNull();
      expect(seen.tampered).toBe(false);
      expect(seen.integrityErrors.join('\n')).toMatch(/nf-v4\.js/);
    },
  );
});
