/**
 * Uploads (third/file/store) and downloads (third/file/down/load) of the portal API; the rules
 * (what may be stored, who may read it) are files.service.ts's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import { sendStoredFile } from '../../core/download';
import { ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { oneFileUpload, uploadedFile } from '../../core/upload';
import { bearerToken, optionalAuth } from '../../plugins/auth.hook';
import { DownLoadAnswer, DownLoadQuery, FileStoreAnswer, FileStoreQuery } from './files.schemas';
import { downloadableFile, MAX_PDF_BYTES, storeFile, uploaderRegistration } from './files.service';

export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, oneFileUpload(MAX_PDF_BYTES, 5));
  const ctx = app.scf;

  app.post(
    `${P}/third/file/store`,
    {
      schema: {
        tags: ['files'],
        summary:
          'Upload one file (part "file"): JPEG/PNG/WebP ≤ 2 MiB, ' +
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
      const regId = await uploaderRegistration(ctx, auth, request.query.regTicket, request.ip);
      const file = await uploadedFile(request, { missing: '请选择要上传的文件' });
      return ok(await storeFile(ctx, auth, regId, file), '上传成功');
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
      const file = await downloadableFile(ctx, q.fileToken, {
        accessToken: bearerToken(request, true),
        regTicket: q.regTicket,
      });
      return sendStoredFile(reply, file, file.content_type === 'application/pdf' ? 'attachment' : 'inline');
    },
  );
};
