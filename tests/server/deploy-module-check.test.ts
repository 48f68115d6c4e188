/**
 * What the deploy API fetches before a URL goes live: only http(s) URLs and portal paths, never
 * (outside development) a loopback or private address or an origin off the allow-list, nothing
 * that redirects, nothing bigger than the limit, and nothing that hangs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkModule,
  classifyUrl,
  isJavaScriptModule,
  isPrivateAddress,
  REMOTE_MODULE_REFUSED,
  type FetchPolicy,
} from '../../server/features/deploy/module-check';
import { canOverrideImportMap } from '../../shared/access/can';
import { DEFAULT_OVERRIDE_ORIGINS, loadConfig } from '../../server/config';
import { isSharedSpecifier, overrideOriginAllowed } from '../../server/features/deploy/override-script';
import {
  deployFolderOf,
  isDeployableSpecifier,
  isScopePattern,
  uploadPathExtension,
} from '../../server/features/deploy/deploy-names';

describe('module checks of the deploy API', () => {
  let server: Server;
  let base = '';
  let dist = '';
  const policy = (more: Partial<FetchPolicy> = {}): FetchPolicy => ({
    distDir: dist,
    allowPrivate: true,
    allowedOrigins: [],
    timeoutMs: 2000,
    maxBytes: 1024,
    ...more,
  });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'scf-module-check-'));
    mkdirSync(path.join(dist, 'assets', 'parcels'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'parcels', 'x-1.js'), 'export const x = 1;\n');
    writeFileSync(
      path.join(dist, 'assets', 'parcels', 'e-1.js'),
      "import React from 'react';\nimport { c } from './c-1.js';" +
        "\nexport const p = () => import('./p-1.js');\nexport default c;\n",
    );
    writeFileSync(path.join(dist, 'assets', 'parcels', 'c-1.js'), "export { x as c } from './x-1.js';\n");
    writeFileSync(path.join(dist, 'assets', 'parcels', 'p-1.js'), 'export default 1;\n');
    writeFileSync(path.join(dist, 'assets', 'parcels', 'e-1.modules.json'), '{"modules": {"./e-1.js": []}}');
    writeFileSync(path.join(dist, 'secret.txt'), 'not an asset');
    server = createServer((req, res) => {
      if (req.url === '/redirect.js') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      else if (req.url === '/big.js')
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(`export const s = '${'x'.repeat(4000)}';`);
      else if (req.url === '/hang.js') res.writeHead(200, { 'content-type': 'text/javascript' }).write('export ');
      else res.writeHead(200, { 'content-type': 'text/javascript' }).end('export default 1;');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('knows private and loopback addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '203.0.113.9',
      '2001:db8::1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '2400:cb00::1']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('accepts only http(s) URLs and portal asset paths', () => {
    expect(classifyUrl('https://cdn.example.com/a.js')?.kind).toBe('remote');
    expect(classifyUrl('/assets/parcels/x-1.js')?.kind).toBe('local');
    for (const bad of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      '/assets/../secret.txt',
      '/index.html',
      'ftp://x/a.js',
      'https://user:pw@cdn.example.com/a.js',
      '',
    ]) {
      expect(classifyUrl(bad), bad).toBeNull();
    }
  });

  it('tells a module from an HTML page and from broken text', async () => {
    expect(await isJavaScriptModule('import a from "b"; export default a;')).toBe(true);
    expect(await isJavaScriptModule('<!doctype html><p>404</p>')).toBe(false);
    expect(await isJavaScriptModule('export default `unterminated')).toBe(false);
  });

  it('reads portal paths from the static folder only', async () => {
    expect((await checkModule(policy(), '/assets/parcels/x-1.js')).integrity).toMatch(/^sha384-/);
    await expect(checkModule(policy(), '/assets/parcels/missing.js')).rejects.toThrow(/静态目录中没有该文件/);
    await expect(checkModule(policy(), '/assets/%2e%2e/secret.txt')).rejects.toThrow(/模块地址无效/);
  });

  it(
    'walks the closure: every module loaded by URL is hashed, ' + 'static imports are the graph (issue 31, point 5)',
    async () => {
      const checked = await checkModule(policy(), '/assets/parcels/e-1.js');
      expect(Object.keys(checked.closure).sort()).toEqual([
        '/assets/parcels/c-1.js',
        '/assets/parcels/e-1.js',
        '/assets/parcels/p-1.js',
        '/assets/parcels/x-1.js',
      ]);
      expect(checked.integrity).toBe(checked.closure['/assets/parcels/e-1.js']);
      expect(checked.graph['/assets/parcels/e-1.js']).toEqual(['react', '/assets/parcels/c-1.js']);
      expect(checked.graph['/assets/parcels/c-1.js']).toEqual(['/assets/parcels/x-1.js']);
    },
  );

  it('refuses a manifest or any other non-script file as a module entry (issue 31, point 10)', async () => {
    await expect(checkModule(policy(), '/assets/parcels/e-1.modules.json')).rejects.toThrow('.js 或 .mjs');
  });

  it('refuses loopback addresses when private URLs are not allowed, and origins off the list', async () => {
    await expect(checkModule(policy({ allowPrivate: false }), `${base}/ok.js`)).rejects.toThrow(REMOTE_MODULE_REFUSED);
    await expect(checkModule(policy({ allowedOrigins: ['https://cdn.example.com'] }), `${base}/ok.js`)).rejects.toThrow(
      /不允许从 http:\/\/127\.0\.0\.1/,
    );
    expect((await checkModule(policy({ allowedOrigins: [base] }), `${base}/ok.js`)).integrity).toMatch(/^sha384-/);
  });

  it('refuses redirects, oversized files and a server that never finishes', async () => {
    await expect(checkModule(policy(), `${base}/redirect.js`)).rejects.toThrow(/HTTP 302/);
    await expect(checkModule(policy(), `${base}/big.js`)).rejects.toThrow(/超过/);
    await expect(checkModule(policy({ timeoutMs: 300 }), `${base}/hang.js`)).rejects.toThrow(/超时/);
  });

  it('gives every specifier a folder of its own, outside the builds’ folders (issue 31, points 2 and 10)', () => {
    const names = [
      '@scf/center',
      '@partner/center',
      'center',
      '@scf/center/sub',
      'scf/center',
      '@scf/center-x',
      'react-dom/client',
      'react-dom',
    ];
    const folders = names.map(deployFolderOf);
    expect(new Set(folders).size).toBe(names.length);
    for (const f of folders) {
      expect(f?.startsWith('/assets/deployed/')).toBe(true);
      // No folder lies inside another's.
      for (const g of folders) if (f !== g) expect(g?.startsWith(f ?? '')).toBe(false);
    }
    expect(deployFolderOf('@scf/center')).toBe('/assets/deployed/@scf+center/');
    const dotSegments = ['@team/../react', '@team/./x', '../react', '.x'];
    const malformed = ['@scf/', '@scf//x', 'a b', '', '@scf/center/', '@scf/+x'];
    for (const bad of [...dotSegments, ...malformed]) {
      expect(isDeployableSpecifier(bad), bad).toBe(false);
      expect(deployFolderOf(bad), bad).toBeNull();
    }
    expect(isScopePattern('@team/*')).toBe(true);
    expect(isScopePattern('@team/../*')).toBe(false);
    expect(uploadPathExtension('/assets/deployed/@scf+center/center-1.js')).toBe('js');
    const outsideItsFolder = ['/assets/parcels/center/center-1.js', '/assets/deployed/@scf+center/../x.js'];
    const badName = ['/assets/deployed/@scf+center//x.js', '/assets/deployed/@scf+center/x.html'];
    for (const bad of [...outsideItsFolder, ...badName]) {
      expect(uploadPathExtension(bad), bad).toBeNull();
    }
  });

  it('limits overrides to the allowed origins, localhost by default (issue 31, point 3)', () => {
    const origins = loadConfig({ NODE_ENV: 'test' }).importMapOverrideOrigins;
    expect(origins).toEqual([...DEFAULT_OVERRIDE_ORIGINS]);
    for (const ok of ['http://127.0.0.1:5173/center.js', 'http://localhost:8080/a.js', 'http://[::1]:3000/a.js'])
      expect(overrideOriginAllowed(origins, ok), ok).toBe(true);
    for (const bad of [
      'https://127.0.0.1:5173/a.js',
      'http://127.0.0.1.evil.example/a.js',
      'http://evil.example/a.js',
      'http://user@127.0.0.1:5173/a.js',
      'javascript:alert(1)',
      '/assets/x.js',
    ]) {
      expect(overrideOriginAllowed(origins, bad), bad).toBe(false);
    }
    const set = loadConfig({
      NODE_ENV: 'test',
      IMPORTMAP_OVERRIDE_ORIGINS: 'https://dev.example.com, http://localhost:*',
    }).importMapOverrideOrigins;
    expect(overrideOriginAllowed(set, 'https://dev.example.com/a.js')).toBe(true);
    expect(overrideOriginAllowed(set, 'https://dev.example.com:8443/a.js')).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', IMPORTMAP_OVERRIDE_ORIGINS: 'https://dev.example.com/path' })).toThrow(
      /IMPORTMAP_OVERRIDE_ORIGINS/,
    );
  });

  it('asks a second confirmation for @scf/shared, the root config and shared libraries only (point 3)', () => {
    for (const s of [
      '@scf/shared',
      '@scf/shared/ui',
      '@scf/root-config',
      'react',
      'react-dom/client',
      'antd',
      '@ant-design/icons/es/icons/HomeOutlined',
      '@partner/x',
    ])
      expect(isSharedSpecifier(s), s).toBe(true);
    for (const s of ['@scf/center', '@scf/not-found', '@scf/product-credit'])
      expect(isSharedSpecifier(s), s).toBe(false);
  });

  it('allows overrides in production only to the system role in CRM, and takes garbage', () => {
    expect(canOverrideImportMap([{ prodCode: 'CRM', employeeRole: 'E100' }])).toBe(true);
    expect(
      canOverrideImportMap([
        { prodCode: 'CRM', employeeRole: 'E101' },
        { prodCode: 'EC', employeeRole: 'E100' },
      ]),
    ).toBe(false);
    for (const g of [null, undefined, 'E100', 42, {}, [null, 1, 'x'], [{ prodCode: 'CRM' }]])
      expect(canOverrideImportMap(g)).toBe(false);
  });
});
