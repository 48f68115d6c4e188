/**
 * A host page is prepared once and sent with a new nonce each time: as plain bytes, or as a gzip
 * stream assembled from pieces compressed once. Every answer must be a valid page with exactly
 * its own nonce wherever the page asks for one; and the host serves a new nonce per response,
 * in the body as in the CSP header, compressed or not.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NONCE_SLOT, PreparedPages, preparePage } from '../../server/host/prepared-page';
import { useDistApp } from './helpers/dist-app';

const page = (parts: readonly string[]): string => parts.join(NONCE_SLOT);

describe('a prepared page', () => {
  const cases: Record<string, string> = {
    'nonces inside': page([
      '<!doctype html><style nonce="',
      '">p{}</style><p>供应链金融服务平台</p><script nonce="',
      '">1</script>',
    ]),
    'a nonce first and last': page(['', '<p>中</p>', '']),
    'no nonce at all': '<!doctype html><p>没有脚本的页面</p>',
    'an empty page': '',
    // Longer than one deflate window and one stored block could hold, with text that repeats
    // across the nonces (the pieces are compressed on their own).
    'a large page': page(['<p>', 'x'.repeat(100_000), '融资'.repeat(40_000), '</p>']),
  };

  for (const [name, html] of Object.entries(cases)) {
    it(`gives the same page plain and gzipped: ${name}`, () => {
      const prepared = preparePage(html);
      for (const nonce of ['n0nce+/=', 'QUJDREVGR0hJSktMTU5PUA==', '']) {
        const expected = html.split(NONCE_SLOT).join(nonce);
        expect(prepared.identity(nonce).toString('utf8')).toBe(expected);
        // gunzip checks the CRC-32 and the length in the trailer as well.
        expect(gunzipSync(prepared.gzip(nonce)).toString('utf8')).toBe(expected);
      }
    });
  }

  it('compresses: the gzip answer is a fraction of the page', () => {
    const html = page(['<style nonce="', `">${'.ant-btn{color:red}'.repeat(2000)}</style>`]);
    expect(preparePage(html).gzip('abc').length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('is kept per key and rendered once, with the least recently used let go past the limit', () => {
    const pages = new PreparedPages(2);
    let renders = 0;
    const render = (text: string) => () => {
      renders++;
      return text;
    };
    const a = pages.get('a', render('A'));
    expect(pages.get('a', render('A2'))).toBe(a);
    pages.get('b', render('B'));
    pages.get('c', render('C'));
    expect(renders).toBe(3);
    expect(pages.get('a', render('A3')).identity('').toString()).toBe('A3');
    // 'a' came back and pushed out 'b', the least recently used; 'c' stays.
    expect(pages.get('c', render('C2')).identity('').toString()).toBe('C');
    expect(pages.get('b', render('B2')).identity('').toString()).toBe('B2');
  });
});

describe('the host page answer', () => {
  const host = useDistApp('pglite', {
    'index.template.html':
      '<!doctype html><html><head><title>门户</title>' +
      '<script type="importmap" nonce="%SCF_NONCE%">%SCF_IMPORTMAP%</script>%SCF_PRELOADS%</head>' +
      '<body><div id="scf-boot">正在加载中......</div>' +
      '<script type="module" nonce="%SCF_NONCE%">import \'@scf/root-config\';</script></body></html>',
    'importmap.json': JSON.stringify({
      imports: { '@scf/root-config': '/assets/root-config/root-config-A.js' },
      scopes: {},
    }),
    'manifests/root-config.json': JSON.stringify({ '/assets/root-config/root-config-A.js': [] }),
  });

  const nonceOf = (csp: unknown): string => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';

  it('carries a new nonce in each response, the one its CSP names, gzipped for a browser that accepts it', async () => {
    const seen = new Set<string>();
    // Browsers accept gzip: it is prepared once. A client that takes brotli only gets it from the
    // compression plugin, one that takes neither gets the page as it is.
    const cases = {
      'gzip, deflate, br': 'gzip',
      gzip: 'gzip',
      br: 'br',
      '': undefined,
      'gzip;q=0, identity': undefined,
    };
    for (const [encoding, expected] of Object.entries(cases)) {
      const res = await host.app.inject({
        method: 'GET',
        url: '/index/index',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(res.statusCode).toBe(200);
      // The page depends on the encoding, when rendered on the viewport the request comes from,
      // and on the session cookie (a centre page is rendered for its reader).
      expect(String(res.headers.vary).split(/,\s*/).sort()).toEqual([
        'accept-encoding',
        'cookie',
        'sec-ch-ua-mobile',
        'sec-ch-viewport-width',
        'user-agent',
      ]);
      // Chromium-based browsers are asked for the viewport's width, not at the cost of a retry.
      expect(res.headers['accept-ch']).toBe('sec-ch-viewport-width');
      expect(res.headers['critical-ch']).toBeUndefined();
      expect(res.headers['content-encoding'], encoding).toBe(expected);
      const body = (
        expected === 'gzip'
          ? gunzipSync(res.rawPayload)
          : expected === 'br'
            ? brotliDecompressSync(res.rawPayload)
            : res.rawPayload
      ).toString('utf8');
      const nonce = nonceOf(res.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      // Every script and the map carry this response's nonce; no slot is left behind.
      const nonces = [...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(nonces.length).toBeGreaterThanOrEqual(2);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
      expect(body).not.toContain(NONCE_SLOT);
      expect(body).toContain('正在加载中......');
      expect(body).toContain('"@scf/root-config":"/assets/root-config/root-config-A.js"');
    }
  });

  it('answers a HEAD request with the headers alone', async () => {
    const res = await host.app.inject({ method: 'HEAD', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });
});
