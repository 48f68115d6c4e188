/**
 * The deploy API (authenticated by a deploy token, not a person's session):
 *   GET   /deploy/importmap           the live map and its version
 *   PATCH /deploy/importmap           point specifiers at new URLs (checked, hashed, audited)
 *   GET   /deploy/importmap/history   who changed what, when: old URL → new URL, newest first
 *   POST  /deploy/importmap/rollback  make the map equal to an older version again
 *   PUT   /deploy/assets              upload a build's files into the database (every instance serves them)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ok } from '../../core/envelope';
import { Obj, PageNum, PageSize } from '../../core/schemas';
import { formatTime } from '../../core/time';
import { deployCaller } from '../../plugins/auth.hook';
import { currentMap, deployEntries, history, rollbackTo } from './deploy.service';
import { MAX_ASSETS_PER_UPLOAD, MAX_UPLOAD_BYTES, uploadAssets } from './deploy-asset.service';
import { Changed, HistoryItem, MapVersion, ModuleUrl, Specifier } from './deploy.schemas';

const security = [{ deployToken: [] }];

export const deployRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.get(
    '/deploy/importmap',
    {
      config: { auth: 'deploy' },
      schema: { tags: ['deploy'], summary: 'The live import map and its version', security, response: { 200: Envelope(MapVersion) } },
    },
    async () => ok(await currentMap(ctx)),
  );

  app.patch(
    '/deploy/importmap',
    {
      config: { auth: 'deploy' },
      schema: {
        tags: ['deploy'],
        summary: 'Point one or more specifiers at new URLs; each file is fetched, checked and hashed (SHA-384) first',
        security,
        body: Obj({
          imports: Type.Record(Specifier, ModuleUrl, { minProperties: 1, maxProperties: 50, 'x-msg': '请提供要部署的模块及其地址（imports）' }),
          expectedVersion: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, 'x-msg': '版本号不正确' })),
        }),
        response: { 200: Envelope(Changed) },
      },
    },
    async (request) => {
      const done = await deployEntries(ctx, deployCaller(request), request.body.imports, request.body.expectedVersion, request.ip);
      return ok(done, done.changes.length ? '部署成功' : '这些模块已是该地址，导入映射未改变');
    },
  );

  app.get(
    '/deploy/importmap/history',
    {
      config: { auth: 'deploy' },
      schema: {
        tags: ['deploy'],
        summary: 'Versions of the map, newest first: who, when, old URL → new URL',
        security,
        querystring: Obj({ pageNum: Type.Optional(PageNum), pageSize: Type.Optional(PageSize) }),
        response: { 200: Envelope(Type.Object({ list: Type.Array(HistoryItem), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() })) },
      },
    },
    async (request) => {
      const pageNum = request.query.pageNum ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const { list, total } = await history(ctx, pageNum, pageSize);
      return ok({ list: list.map((h) => ({ ...h, time: formatTime(h.time) })), total, pageNum, pageSize });
    },
  );

  app.post(
    '/deploy/importmap/rollback',
    {
      config: { auth: 'deploy' },
      schema: {
        tags: ['deploy'],
        summary: 'Make the map equal to an older version again (recorded as a new version)',
        security,
        body: Obj({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, 'x-msg': '请提供要回滚到的版本号' }) }),
        response: { 200: Envelope(Changed) },
      },
    },
    async (request) => ok(await rollbackTo(ctx, deployCaller(request), request.body.version, request.ip), '已回滚'),
  );

  app.put(
    '/deploy/assets',
    {
      config: { auth: 'deploy' },
      // base64 makes 8 MB of files about 10.7 MB of JSON.
      bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 256 * 1024,
      schema: {
        tags: ['deploy'],
        summary: 'Upload the built files of one specifier (JS, CSS, JSON, maps; base64) into the database; ' +
          'every instance serves them under /assets/deployed/<specifier with / as +>/',
        security,
        body: Obj({
          specifier: Specifier,
          files: Type.Array(
            Obj({
              path: Type.String({ minLength: 1, maxLength: 300, pattern: '^/assets/\\S+$', 'x-msg': '文件路径须以 /assets/ 开头' }),
              content: Type.String({ maxLength: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4, 'x-msg': '文件内容须为 base64 编码' }),
              integrity: Type.Optional(Type.String({ pattern: '^sha384-[A-Za-z0-9+/]{64}$', 'x-msg': '文件的 SHA-384 格式不正确' })),
            }),
            { minItems: 1, maxItems: MAX_ASSETS_PER_UPLOAD, 'x-msg': `请上传 1-${MAX_ASSETS_PER_UPLOAD} 个文件（files）` },
          ),
        }),
        response: { 200: Envelope(Type.Object({ stored: Type.Array(Type.String()), unchanged: Type.Array(Type.String()) })) },
      },
    },
    async (request) => {
      const done = await uploadAssets(ctx, deployCaller(request), request.body.specifier, request.body.files, request.ip);
      return ok(done, done.stored.length ? `已上传 ${done.stored.length} 个文件` : '这些文件已在门户上，未改变');
    },
  );
};
