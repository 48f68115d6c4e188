/**
 * Uploads (third/file/store) and downloads (third/file/down/load) of the portal API. Files live in the
 * database (every instance sees them), under random tokens; the type is read from the content
 * (JPEG, PNG, WebP, PDF), never from the name or the declared type.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { AppError, fail, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { randomToken } from '../../core/crypto';
import { bearerToken, optionalAuth } from '../../plugins/auth.hook';
import { authenticate } from '../session/session.service';
import { registrationByTicket } from '../registration/registration.service';
import { enforce, POLICIES, perIp } from '../../infra/throttle/throttle.service';
import { detectType, imageSize } from './file-type';
import { fileByToken, insertFile, isAvatarOfActiveMember } from './files.repo';
import { DownLoadAnswer, DownLoadQuery, FileStoreAnswer, FileStoreQuery } from './files.schemas';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const MAX_PDF_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS_SIDE = 4096;

function cleanName(name: string, ext: string): string {
  const base = name.replace(/[\u0000-\u001f<>:"/\\|?*]/g, '').trim().slice(0, 80);
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${ext}`;
}

export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  const ctx = app.scf;

  app.post(
    `${P}/third/file/store`,
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (part "file"): JPEG/PNG/WebP ≤ 2 MiB, ' +
          'PDF ≤ 5 MiB. Signed in, or ?regTicket= during registration',
        consumes: ['multipart/form-data'],
        querystring: FileStoreQuery,
        response: {
          200: FileStoreAnswer,
        },
      },
    },
    async (request) => {
      const auth = await optionalAuth(ctx, request);
      let regId: number | null = null;
      if (!auth) {
        if (request.query.regTicket === undefined) throw fail.unauthenticated();
        regId = (await registrationByTicket(ctx, request.query.regTicket)).id;
      }
      await enforce(ctx.db, `upload:ip:${request.ip}`, perIp(POLICIES.uploadIp, ctx.config.ipLimitFactor), ctx.clock());
      if (!request.isMultipart()) throw new AppError(415, '请使用 multipart/form-data 上传文件', null, 415);
      let part: Awaited<ReturnType<typeof request.file>>;
      let data: Buffer;
      try {
        part = await request.file();
        if (part?.fieldname !== 'file') throw fail.bad('请选择要上传的文件', 'file');
        data = await part.toBuffer();
      } catch (err) {
        // A broken multipart stream (busboy) carries no status: it is the client's fault.
        if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
        throw fail.bad('上传内容不完整或格式不正确，请重新上传', 'file');
      }
      const type = detectType(data);
      if (!type) throw fail.bad('只能上传 JPG、PNG、WebP 图片或 PDF 文件', 'file');
      if (type.contentType !== 'application/pdf') {
        if (data.length > MAX_IMAGE_BYTES) throw new AppError(413, '图片不能超过2MB', { field: 'file' }, 413);
        const size = imageSize(data, type.contentType);
        // An image whose size cannot be read could be anything (a pixel flood among others): refused.
        if (!size) throw fail.bad('图片已损坏或格式不正确，请重新上传', 'file');
        if (size.width > MAX_PIXELS_SIDE || size.height > MAX_PIXELS_SIDE || size.width === 0 || size.height === 0) {
          throw fail.bad('图片尺寸不能超过4096×4096像素', 'file');
        }
      }
      const token = randomToken(24);
      const fileName = cleanName(part.filename, type.ext);
      await insertFile(ctx.db, {
        token,
        ownerPersonId: auth?.personId ?? null,
        ownerCompId: auth?.compId ?? null,
        regId,
        fileName,
        contentType: type.contentType,
        data,
        createdAt: ctx.clock(),
      });
      return ok({ fileToken: token, fileName, contentType: type.contentType, size: data.length }, '上传成功');
    },
  );

  app.get(
    `${P}/third/file/down/load`,
    {
      schema: {
        tags: ['files'],
        summary: 'Download a file the caller may see (bearer, access_token cookie, or regTicket)',
        querystring: DownLoadQuery,
        response: { 200: DownLoadAnswer },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const file = await fileByToken(ctx.db, q.fileToken);
      let allowed = false;
      const token = bearerToken(request, true);
      if (token) {
        const auth = await authenticate(ctx, token, true);
        if (file) {
          allowed = file.owner_person_id === auth.personId || file.owner_comp_id === auth.compId;
          if (!allowed) {
            // A colleague's avatar: the owner must be an active member of the caller's company
            // (not invited, removed or disabled there).
            allowed = await isAvatarOfActiveMember(ctx.db, file.token, auth.compId);
          }
        }
      } else if (q.regTicket !== undefined) {
        const reg = await registrationByTicket(ctx, q.regTicket);
        allowed = file !== null && file.reg_id === reg.id;
      } else if (token === '') {
        throw fail.unauthenticated();
      } else {
        throw fail.unauthenticated();
      }
      if (!file || !allowed) throw new AppError(404, '文件不存在或无权访问', null, 404);
      const disposition = file.content_type === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .type(file.content_type)
        .send(Buffer.from(file.data));
    },
  );
};
