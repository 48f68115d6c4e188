/**
 * SCF-SIGN-1 (docs/decisions/server-request-signing.md): when X-Scf-Key is present, the
 * request must be signed and its body encrypted; the hook verifies, rejects replays and
 * replaces request.body with the decrypted JSON before schema validation.
 */
import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext } from '../core/context';
import { fail } from '../core/envelope';
import { rememberNonce } from '../infra/system/nonce.repo';

const MAX_SKEW_MS = 5 * 60_000;

function header(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  return typeof v === 'string' ? v : null;
}

export function signingHook(ctx: AppContext) {
  const verify = verifySigned(ctx);
  // Most calls are not signed: they pass in Fastify's callback form, without a promise.
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const encKey = header(request, 'x-scf-key');
    if (encKey === null) {
      done();
      return;
    }
    verify(request, encKey).then(() => done(), done);
  };
}

function verifySigned(ctx: AppContext) {
  return async (request: FastifyRequest, encKey: string): Promise<void> => {
    const kid = header(request, 'x-scf-kid');
    const ts = header(request, 'x-scf-timestamp');
    const nonce = header(request, 'x-scf-nonce');
    const sign = header(request, 'x-scf-sign');
    if (
      !kid ||
      !/^[A-Za-z0-9_-]{1,64}$/.test(kid) ||
      !ts ||
      !/^\d{1,16}$/.test(ts) ||
      !nonce ||
      !/^[A-Za-z0-9_-]{16}$/.test(nonce) ||
      !sign ||
      !/^[0-9a-f]{64}$/.test(sign) ||
      !/^[A-Za-z0-9+/=]{1,1024}$/.test(encKey)
    ) {
      throw fail.signature();
    }
    const now = ctx.clock();
    if (Math.abs(now - Number(ts)) > MAX_SKEW_MS) throw fail.signature();

    // Limited per IP and cached by ciphertext inside the key service: a burst of forged keys
    // is refused before any RSA work, and a repeated key costs no second decryption.
    const keyMaterial = await ctx.keys.decryptRequestKey(encKey, kid, request.ip);
    if (keyMaterial?.length !== 32 || !/^[\x21-\x7e]{32}$/.test(keyMaterial.toString('latin1'))) {
      throw fail.signature();
    }
    const key16 = keyMaterial.subarray(0, 16);
    const iv16 = keyMaterial.subarray(16, 32);

    let data = '';
    const body: unknown = request.body;
    if (body !== undefined && body !== null) {
      if (typeof body !== 'object' || Array.isArray(body)) throw fail.signature();
      const keys = Object.keys(body);
      const value = (body as Record<string, unknown>).data;
      if (keys.length !== 1 || typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
        throw fail.signature();
      data = value;
    }

    const expected = createHmac('sha256', key16)
      .update(`${request.method}\n${request.url}\n${ts}\n${nonce}\n${data}`, 'utf8')
      .digest();
    const given = Buffer.from(sign, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail.signature();

    // Replays: the nonce is remembered in the database (shared by every instance).
    if (!(await rememberNonce(ctx.db, nonce, now + 2 * MAX_SKEW_MS))) throw fail.signature();

    if (data === '') {
      request.body = undefined;
      return;
    }
    const cipher = Buffer.from(data, 'base64');
    if (cipher.length === 0 || cipher.length % 16 !== 0) throw fail.signature();
    let text: string;
    try {
      const decipher = createDecipheriv('aes-128-cbc', key16, iv16);
      decipher.setAutoPadding(false);
      const plain = Buffer.concat([decipher.update(cipher), decipher.final()]);
      let end = plain.length;
      while (end > 0 && plain[end - 1] === 0) end--;
      text = new TextDecoder('utf-8', { fatal: true }).decode(plain.subarray(0, end));
      request.body = JSON.parse(text) as unknown;
    } catch {
      throw fail.signature();
    }
  };
}
