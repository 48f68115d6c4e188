/** Uploads (type from content, size limits) and downloads (who may see a file), avatar update. */
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, login, multipart, P, PDF_MINI, PNG_1X1, upload, type Tokens } from './helpers/api';

describe.each(databases())('files on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens;
  let colleague: Tokens;
  let stranger: Tokens;
  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    colleague = await login(env.app, env.db, '13800000002');
    stranger = await login(env.app, env.db, '13800000005');
  }, 180_000);

  const download = (token: string | null, fileToken: string, cookie = false) =>
    env.app.inject({
      method: 'GET',
      url: `/api${P}/third/file/down/load?fileToken=${fileToken}`,
      headers: token ? (cookie ? { cookie: `access_token=${token}` } : { authorization: `Bearer ${token}` }) : {},
    });

  it('stores an image under a random token with a cleaned name, detected from the content', async () => {
    const r = await upload(env.app, PNG_1X1, '../../头像<script>.exe', { token: admin.accessToken });
    expect(r.env).toMatchObject({ ok: true, body: { contentType: 'image/png', size: PNG_1X1.length } });
    expect(r.env.body.fileName).toBe('头像script.png');
    expect(r.env.body.fileToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const res = await download(admin.accessToken, r.env.body.fileToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('refuses files that are not JPEG, PNG, WebP or PDF whatever their name', async () => {
    const svg = await upload(
      env.app,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.png',
      { token: admin.accessToken },
    );
    expect(svg.env).toMatchObject({ ok: false, status: 400, body: { field: 'file' } });
    const html = await upload(env.app, Buffer.from('<html>'), 'a.pdf', { token: admin.accessToken });
    expect(html.env.ok).toBe(false);
    const empty = await upload(env.app, Buffer.alloc(0), 'a.pdf', { token: admin.accessToken });
    expect(empty.env.ok).toBe(false);
    const wrongField = await upload(env.app, PNG_1X1, 'a.png', { token: admin.accessToken, field: 'other' });
    expect(wrongField.env).toMatchObject({ ok: false, body: { field: 'file' } });
  });

  it('limits sizes: images 2 MiB, PDF 5 MiB (413)', async () => {
    const bigPng = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const r = await upload(env.app, bigPng, 'big.png', { token: admin.accessToken });
    expect(r.http).toBe(413);
    expect(r.env).toMatchObject({ ok: false, status: 413 });
    const pdf = await upload(env.app, Buffer.concat([PDF_MINI, Buffer.alloc(3 * 1024 * 1024)]), 'ok.pdf', {
      token: admin.accessToken,
    });
    expect(pdf.env.ok).toBe(true);
    const hugePdf = await upload(env.app, Buffer.concat([PDF_MINI, Buffer.alloc(6 * 1024 * 1024)]), 'huge.pdf', {
      token: admin.accessToken,
    });
    expect(hugePdf.http).toBe(413);
  });

  it('needs a session or a registration ticket to upload, and multipart to upload', async () => {
    const anon = await upload(env.app, PNG_1X1, 'a.png');
    expect(anon.http).toBe(401);
    const badTicket = await upload(env.app, PNG_1X1, 'a.png', { regTicket: 'z'.repeat(43) });
    expect(badTicket.env.ok).toBe(false);
    const json = await call(env.app, `${P}/third/file/store`, { token: admin.accessToken, body: { file: 'x' } });
    expect(json.http).toBe(415);
  });

  it('serves a file to the uploader and the company, not to another company', async () => {
    const r = await upload(env.app, PDF_MINI, '合同.pdf', { token: admin.accessToken });
    const own = await download(colleague.accessToken, r.env.body.fileToken);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    const other = await download(stranger.accessToken, r.env.body.fileToken);
    expect(other.statusCode).toBe(404);
    expect(JSON.parse(other.body)).toMatchObject({ ok: false, status: 404 });
    const anon = await download(null, r.env.body.fileToken);
    expect(anon.statusCode).toBe(401);
    const missing = await download(admin.accessToken, 'nosuchtoken');
    expect(missing.statusCode).toBe(404);
    const viaCookie = await download(colleague.accessToken, r.env.body.fileToken, true);
    expect(viaCookie.statusCode).toBe(200);
  });

  it('sets the avatar to an own image only, and colleagues can see it', async () => {
    const img = await upload(env.app, PNG_1X1, 'me.png', { token: stranger.accessToken });
    const set = await call(
      env.app,
      `${P}/company/custAccount/photo/update?fileToken=${img.env.body.fileToken}&fileName=me.png`,
      { token: stranger.accessToken },
    );
    expect(set.env.ok).toBe(true);
    const view = await call(env.app, `${P}/company/custAccount/login/view`, { token: stranger.accessToken });
    expect(view.env.body.photoFileToken).toBe(img.env.body.fileToken);
    const theft = await call(
      env.app,
      `${P}/company/custAccount/photo/update?fileToken=${img.env.body.fileToken}&fileName=x.png`,
      { token: admin.accessToken },
    );
    expect(theft.env).toMatchObject({ ok: false, body: { field: 'fileToken' } });
    const pdf = await upload(env.app, PDF_MINI, 'x.pdf', { token: admin.accessToken });
    const notImage = await call(
      env.app,
      `${P}/company/custAccount/photo/update?fileToken=${pdf.env.body.fileToken}&fileName=x.pdf`,
      { token: admin.accessToken },
    );
    expect(notImage.env.ok).toBe(false);
  });

  it('answers a malformed multipart body without a 500', async () => {
    const mp = multipart(PNG_1X1, 'a.png');
    const res = await env.app.inject({
      method: 'POST',
      url: `/api${P}/third/file/store`,
      headers: { 'content-type': mp.contentType, authorization: `Bearer ${admin.accessToken}` },
      payload: mp.payload.subarray(0, 60),
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
