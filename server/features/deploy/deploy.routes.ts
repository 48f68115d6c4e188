/**
 * The deploy API (authenticated by a deploy token, not a person's session):
 *   GET   /deploy/importmap           the live map and its version
 *   PATCH /deploy/importmap           point specifiers at new URLs (checked, hashed, audited)
 *   GET   /deploy/importmap/history   who changed what, when: old URL → new URL, newest first
 *   POST  /deploy/importmap/rollback  make the map equal to an older version again
 *   PUT   /deploy/assets              upload a build's files into the database (every instance serves them)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { pageRequest } from '../../core/paging';
import { formatTime } from '../../core/time';
import { deployCaller } from '../../plugins/auth.hook';
import { currentMap, deployEntries, history, rollbackTo } from './deploy.service';
import { uploadAssets } from './deploy-asset.service';
import {
  AssetsAnswer,
  AssetsBody,
  Changed,
  HistoryPage,
  HistoryQuery,
  MapVersion,
  PublishBody,
  RollbackBody,
  MAX_UPLOAD_BYTES,
} from './deploy.schemas';

const security = [{ deployToken: [] }];

export const deployRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.get(
    '/deploy/importmap',
    {
      config: { auth: 'deploy' },
      schema: {
        tags: ['deploy'],
        summary: 'The live import map and its version',
        security,
        response: { 200: Envelope(MapVersion) },
      },
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
        body: PublishBody,
        response: { 200: Envelope(Changed) },
      },
    },
    async (request) => {
      const done = await deployEntries(
        ctx,
        deployCaller(request),
        request.body.imports,
        request.body.expectedVersion,
        request.ip,
      );
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
        querystring: HistoryQuery,
        response: { 200: Envelope(HistoryPage) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = pageRequest(request.query);
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
        body: RollbackBody,
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
        summary:
          'Upload the built files of one specifier (JS, CSS, JSON, maps; base64) into the database; ' +
          'every instance serves them under /assets/deployed/<specifier with / as +>/',
        security,
        body: AssetsBody,
        response: { 200: Envelope(AssetsAnswer) },
      },
    },
    async (request) => {
      const done = await uploadAssets(
        ctx,
        deployCaller(request),
        request.body.specifier,
        request.body.files,
        request.ip,
      );
      return ok(done, done.stored.length ? `已上传 ${done.stored.length} 个文件` : '这些文件已在门户上，未改变');
    },
  );
};
