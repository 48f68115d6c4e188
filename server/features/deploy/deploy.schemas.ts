/** The shapes of the deploy calls and of the operator's deploy-token and override-role requests. */
import { Type } from 'typebox';
import { Obj, PageNum, PageSize } from '../../core/schemas';

const Specifier = Type.String({ minLength: 1, maxLength: 200, pattern: '^\\S+$', 'x-msg': '模块名不正确' });
const ModuleUrl = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^(https?://|/assets/)\\S+$',
  'x-msg': '模块地址须为 https:// 或 http:// 开头的完整地址，或以 /assets/ 开头的门户路径',
});

/**
 * An import map as stored and served; integrity maps a module URL
 * to "sha384-…" (the browser refuses a file whose bytes differ).
 */
export const ImportMapSchema = Type.Object({
  imports: Type.Record(Type.String(), Type.String()),
  scopes: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
  integrity: Type.Record(Type.String(), Type.String()),
});
export const Change = Type.Object({
  specifier: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});
export const MapVersion = Type.Object({ version: Type.Integer(), importMap: ImportMapSchema });
export const Changed = Type.Object({
  version: Type.Integer(),
  importMap: ImportMapSchema,
  changes: Type.Array(Change),
});
/** One version of the live map as the API lists it. */
const HistoryItem = Type.Object({
  version: Type.Integer(),
  time: Type.String(),
  actor: Type.String(),
  action: Type.String({ description: 'build (adopted from dist/), deploy or rollback' }),
  changes: Type.Array(Change),
  rollbackTo: Type.Union([Type.Integer(), Type.Null()]),
});

/** A company code as the operator types it. */
export const CompCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });

/** The operator's deploy-token command (npm run admin -- deploy-token …). */
export const DeployTokenRequest = Type.Union([
  Type.Object(
    {
      action: Type.Literal('create'),
      name: Type.String({ maxLength: 100 }),
      scopes: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
    },
    { additionalProperties: false },
  ),
  Type.Object({ action: Type.Literal('list') }, { additionalProperties: false }),
  Type.Object(
    { action: Type.Literal('revoke'), id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
    { additionalProperties: false },
  ),
]);

/** The operator's override-role command (npm run admin -- override-role …). */
export const OverrideRoleRequest = Type.Union([
  Type.Object(
    {
      action: Type.Union([Type.Literal('grant'), Type.Literal('revoke')]),
      mobile: Type.String({ maxLength: 20 }),
      compCode: Type.Union([CompCode, Type.Null()]),
    },
    { additionalProperties: false },
  ),
  Type.Object({ action: Type.Literal('list') }, { additionalProperties: false }),
]);

export const PublishBody = Obj({
  imports: Type.Record(Specifier, ModuleUrl, {
    minProperties: 1,
    maxProperties: 50,
    'x-msg': '请提供要部署的模块及其地址（imports）',
  }),
  expectedVersion: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, 'x-msg': '版本号不正确' })),
});

export const HistoryQuery = Obj({ pageNum: Type.Optional(PageNum), pageSize: Type.Optional(PageSize) });

export const HistoryPage = Type.Object({
  list: Type.Array(HistoryItem),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});

export const RollbackBody = Obj({
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, 'x-msg': '请提供要回滚到的版本号' }),
});

/** Most bytes (all files together) and files one asset upload may carry. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_ASSETS_PER_UPLOAD = 100;

export const AssetsBody = Obj({
  specifier: Specifier,
  files: Type.Array(
    Obj({
      path: Type.String({
        minLength: 1,
        maxLength: 300,
        pattern: '^/assets/\\S+$',
        'x-msg': '文件路径须以 /assets/ 开头',
      }),
      content: Type.String({
        maxLength: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4,
        'x-msg': '文件内容须为 base64 编码',
      }),
      integrity: Type.Optional(
        Type.String({ pattern: '^sha384-[A-Za-z0-9+/]{64}$', 'x-msg': '文件的 SHA-384 格式不正确' }),
      ),
    }),
    { minItems: 1, maxItems: MAX_ASSETS_PER_UPLOAD, 'x-msg': `请上传 1-${MAX_ASSETS_PER_UPLOAD} 个文件（files）` },
  ),
});

export const AssetsAnswer = Type.Object({ stored: Type.Array(Type.String()), unchanged: Type.Array(Type.String()) });
