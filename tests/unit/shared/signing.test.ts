/** SCF-SIGN-1 (docs/decisions/shared-request-signing.md) against the server's algorithm. */
import { createDecipheriv, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalString, SIGN_HEADERS, signRequest } from '../../../shared/http/signing';

const keys = { kid: 'k2026', publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' };

function fixedRandom(values: string[]) {
  let i = 0;
  return () => values[i++] as string;
}

function serverDecrypt(data: string, key16: string, iv16: string): string {
  const d = createDecipheriv('aes-128-cbc', Buffer.from(key16), Buffer.from(iv16));
  d.setAutoPadding(false);
  const plain = Buffer.concat([d.update(Buffer.from(data, 'base64')), d.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  return plain.subarray(0, end).toString('utf8');
}

describe('SCF-SIGN-1', () => {
  it('signs METHOD, path with query, timestamp, nonce and data joined by newlines', () => {
    expect(canonicalString('post', '/api/x?a=1', '1700000000000', 'NNNNNNNNNNNNNNNN', 'ZGF0YQ==')).toBe(
      'POST\n/api/x?a=1\n1700000000000\nNNNNNNNNNNNNNNNN\nZGF0YQ==',
    );
  });

  it('encrypts the JSON body under key16/iv16, wraps key16+iv16 for the server, and signs with key16', async () => {
    const wrapped: string[] = [];
    const signed = await signRequest({
      method: 'post',
      pathWithQuery: '/api/web/portal/api/reg/account',
      body: { mobile: '13800000001', password: 'c2VjcmV0', name: '张三' },
      keys,
      now: () => 1_700_000_000_123,
      random: fixedRandom(['ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst', 'NonceNonceNonceN']),
      encryptKey: async (pem, plain) => {
        expect(pem).toBe(keys.publicKey);
        wrapped.push(plain);
        return 'WRAPPED';
      },
    });
    expect(wrapped).toEqual(['ABCDEFGHJKMNPQRSabcdefhijkmnprst']);
    expect(signed.body).toBeDefined();
    const data = signed.body?.data as string;
    expect(serverDecrypt(data, 'ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst')).toBe(
      '{"mobile":"13800000001","password":"c2VjcmV0","name":"张三"}',
    );
    const expectedSign = createHmac('sha256', 'ABCDEFGHJKMNPQRS')
      .update(`POST\n/api/web/portal/api/reg/account\n1700000000123\nNonceNonceNonceN\n${data}`)
      .digest('hex');
    expect(signed.headers).toEqual({
      [SIGN_HEADERS.key]: 'WRAPPED',
      [SIGN_HEADERS.kid]: 'k2026',
      [SIGN_HEADERS.timestamp]: '1700000000123',
      [SIGN_HEADERS.nonce]: 'NonceNonceNonceN',
      [SIGN_HEADERS.sign]: expectedSign,
    });
    expect(expectedSign).toMatch(/^[0-9a-f]{64}$/);
  });

  it('without a body: no body is sent and data is ""', async () => {
    const signed = await signRequest({
      method: 'POST',
      pathWithQuery: '/api/x?pwd=abc',
      body: undefined,
      keys,
      now: () => 5,
      random: fixedRandom(['ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst', 'NonceNonceNonceN']),
      encryptKey: async () => 'W',
    });
    expect(signed.body).toBeUndefined();
    expect(signed.headers[SIGN_HEADERS.sign]).toBe(
      createHmac('sha256', 'ABCDEFGHJKMNPQRS').update('POST\n/api/x?pwd=abc\n5\nNonceNonceNonceN\n').digest('hex'),
    );
  });

  it('uses fresh keys and nonces for every request', async () => {
    const nonces = new Set<string>();
    const material = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const s = await signRequest({
        method: 'POST',
        pathWithQuery: '/api/x',
        body: { i },
        keys,
        encryptKey: async (_p, plain) => {
          material.add(plain);
          return 'W';
        },
      });
      nonces.add(s.headers[SIGN_HEADERS.nonce] as string);
      expect(s.headers[SIGN_HEADERS.nonce]).toMatch(/^[A-Za-z]{16}$/);
    }
    expect(nonces.size).toBe(30);
    expect(material.size).toBe(30);
  });

  it('round-trips any JSON body through the server’s decryption', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        if (body === null) return;
        const s = await signRequest({
          method: 'POST',
          pathWithQuery: '/api/x',
          body,
          keys,
          random: fixedRandom(['ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst', 'NonceNonceNonceN']),
          encryptKey: async () => 'W',
        });
        expect(JSON.parse(serverDecrypt(s.body?.data as string, 'ABCDEFGHJKMNPQRS', 'abcdefhijkmnprst'))).toEqual(
          JSON.parse(JSON.stringify(body)),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('refuses to sign without random keys rather than sending predictable ones', async () => {
    await expect(
      signRequest({
        method: 'POST',
        pathWithQuery: '/api/x',
        body: {},
        keys,
        random: () => '',
        encryptKey: async () => 'W',
      }),
    ).rejects.toThrow();
  });
});
