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
import { checkModule, classifyUrl, isJavaScriptModule, isPrivateAddress, REMOTE_MODULE_REFUSED, type FetchPolicy } from '../../server/features/deploy/module-check';
import { canOverrideImportMap } from '../../shared/access/can';

describe('module checks of the deploy API', () => {
  let server: Server;
  let base = '';
  let dist = '';
  const policy = (more: Partial<FetchPolicy> = {}): FetchPolicy => ({ distDir: dist, allowPrivate: true, allowedOrigins: [], timeoutMs: 2000, maxBytes: 1024, ...more });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'scf-module-check-'));
    mkdirSync(path.join(dist, 'assets', 'parcels'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'parcels', 'x-1.js'), 'export const x = 1;\n');
    writeFileSync(path.join(dist, 'secret.txt'), 'not an asset');
    server = createServer((req, res) => {
      if (req.url === '/redirect.js') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      else if (req.url === '/big.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(`export const s = '${'x'.repeat(4000)}';`);
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
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '203.0.113.9', '2001:db8::1']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '2400:cb00::1']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('accepts only http(s) URLs and portal asset paths', () => {
    expect(classifyUrl('https://cdn.example.com/a.js')?.kind).toBe('remote');
    expect(classifyUrl('/assets/parcels/x-1.js')?.kind).toBe('local');
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', '/assets/../secret.txt', '/index.html', 'ftp://x/a.js', 'https://user:pw@cdn.example.com/a.js', '']) {
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

  it('refuses loopback addresses when private URLs are not allowed, and origins off the list', async () => {
    await expect(checkModule(policy({ allowPrivate: false }), `${base}/ok.js`)).rejects.toThrow(REMOTE_MODULE_REFUSED);
    await expect(checkModule(policy({ allowedOrigins: ['https://cdn.example.com'] }), `${base}/ok.js`)).rejects.toThrow(/不允许从 http:\/\/127\.0\.0\.1/);
    expect((await checkModule(policy({ allowedOrigins: [base] }), `${base}/ok.js`)).integrity).toMatch(/^sha384-/);
  });

  it('refuses redirects, oversized files and a server that never finishes', async () => {
    await expect(checkModule(policy(), `${base}/redirect.js`)).rejects.toThrow(/HTTP 302/);
    await expect(checkModule(policy(), `${base}/big.js`)).rejects.toThrow(/超过/);
    await expect(checkModule(policy({ timeoutMs: 300 }), `${base}/hang.js`)).rejects.toThrow(/超时/);
  });

  it('allows overrides in production only to the system role in CRM, and takes garbage', () => {
    expect(canOverrideImportMap([{ prodCode: 'CRM', employeeRole: 'E100' }])).toBe(true);
    expect(canOverrideImportMap([{ prodCode: 'CRM', employeeRole: 'E101' }, { prodCode: 'EC', employeeRole: 'E100' }])).toBe(false);
    for (const g of [null, undefined, 'E100', 42, {}, [null, 1, 'x'], [{ prodCode: 'CRM' }]]) expect(canOverrideImportMap(g)).toBe(false);
  });
});
