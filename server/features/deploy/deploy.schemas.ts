/** The shapes of the deploy calls and of the operator's deploy-token and override-role requests. */
import { Type } from 'typebox';

export const Specifier = Type.String({ minLength: 1, maxLength: 200, pattern: '^\\S+$', 'x-msg': '模块名不正确' });
export const ModuleUrl = Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/assets/)\\S+$', 'x-msg': '模块地址须为 https:// 或 http:// 开头的完整地址，或以 /assets/ 开头的门户路径' });

/**
 * An import map as stored and served; integrity maps a module URL
 * to "sha384-…" (the browser refuses a file whose bytes differ).
 */
export const ImportMapSchema = Type.Object({
  imports: Type.Record(Type.String(), Type.String()),
  scopes: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
  integrity: Type.Record(Type.String(), Type.String()),
});
export const Change = Type.Object({ specifier: Type.String(), from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]) });
export const MapVersion = Type.Object({ version: Type.Integer(), importMap: ImportMapSchema });
export const Changed = Type.Object({ version: Type.Integer(), importMap: ImportMapSchema, changes: Type.Array(Change) });
/** One version of the live map as the API lists it. */
export const HistoryItem = Type.Object({
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
  Type.Object({ action: Type.Literal('create'), name: Type.String({ maxLength: 100 }), scopes: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }) }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('list') }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('revoke'), id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false }),
]);

/** The operator's override-role command (npm run admin -- override-role …). */
export const OverrideRoleRequest = Type.Union([
  Type.Object({ action: Type.Union([Type.Literal('grant'), Type.Literal('revoke')]), mobile: Type.String({ maxLength: 20 }), compCode: Type.Union([CompCode, Type.Null()]) }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('list') }, { additionalProperties: false }),
]);
