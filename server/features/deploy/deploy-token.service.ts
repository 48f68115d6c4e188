/**
 * Deploy tokens: a random 32-byte secret shown once when created (`npm run admin -- deploy-token
 * create`), stored only as its SHA-256, and scoped to the import-map specifiers it may change.
 * A scope is a specifier (`@scf/center`) or a prefix ending in `*` (`@team/*`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { fail } from '../../core/envelope';
import { isDeployableSpecifier, isScopePattern } from './deploy-names';
import type { Db } from '../../db/db';
import { findActiveToken, insertToken, listTokens, revokeToken, touchToken, type TokenRow } from './deploy-token.repo';
import type { Static } from 'typebox';
import type { DeployTokenRequest as DeployTokenRequestSchema } from './deploy.schemas';

/** Every deploy token starts with this, so a leaked one is recognisable (and scannable). */
const TOKEN_PREFIX = 'scfd_';

export interface DeployCaller {
  tokenId: number;
  name: string;
  scopes: readonly string[];
}

const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Checks and normalises the scopes given at creation; throws a Chinese message naming the bad one. */
function parseScopes(raw: readonly string[]): string[] {
  const scopes = [...new Set(raw.map((s) => s.trim()).filter(Boolean))];
  if (scopes.length === 0) throw fail.bad('部署令牌至少需要一个可修改的模块名（如 @scf/center）');
  for (const s of scopes)
    if (!isScopePattern(s))
      throw fail.bad(`模块名不正确：${s}（须为 @scf/center 这样的包名，或以 * 结尾的前缀，如 @team/*）`);
  return scopes;
}

/**
 * Whether a token with these scopes may change the specifier (never a name deploys refuse, such as `@team/../react`).
 */
export function scopeAllows(scopes: readonly string[], specifier: string): boolean {
  return (
    isDeployableSpecifier(specifier) &&
    scopes.some((s) => (s.endsWith('*') ? specifier.startsWith(s.slice(0, -1)) : s === specifier))
  );
}

export async function createDeployToken(
  db: Db,
  name: string,
  scopes: readonly string[],
  now: number,
): Promise<{ id: number; token: string; scopes: string[] }> {
  const cleanName = name.trim();
  if (cleanName === '' || cleanName.length > 100) throw fail.bad('部署令牌的名称须为 1-100 个字符');
  const parsed = parseScopes(scopes);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const id = await insertToken(db, cleanName, hashToken(token), parsed, now);
  return { id, token, scopes: parsed };
}

async function listDeployTokens(db: Db): Promise<(Omit<TokenRow, 'scopes'> & { scopes: string[] })[]> {
  return (await listTokens(db)).map((r) => ({ ...r, scopes: readScopes(r.scopes) }));
}

export async function revokeDeployToken(db: Db, id: number, now: number): Promise<void> {
  if (!(await revokeToken(db, id, now))) throw fail.notFound('没有该部署令牌，或它已被撤销');
}

function readScopes(text: string): string[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** The caller of a deploy route, from the bearer token; HTTP 401 when it is unknown or revoked. */
export async function authenticateDeployToken(db: Db, token: string, now: number): Promise<DeployCaller> {
  if (!token.startsWith(TOKEN_PREFIX)) throw fail.unauthenticated('部署令牌无效或已撤销');
  const row = await findActiveToken(db, hashToken(token));
  if (!row) throw fail.unauthenticated('部署令牌无效或已撤销');
  await touchToken(db, row.id, now);
  return { tokenId: row.id, name: row.name, scopes: readScopes(row.scopes) };
}

/** What `npm run admin -- deploy-token …` asks for (directly, or through the running server). */
export type DeployTokenRequest = Static<typeof DeployTokenRequestSchema>;

export async function runDeployTokenRequest(db: Db, req: DeployTokenRequest, now: number): Promise<unknown> {
  if (req.action === 'create') return createDeployToken(db, req.name, req.scopes, now);
  if (req.action === 'list') return listDeployTokens(db);
  await revokeDeployToken(db, req.id, now);
  return null;
}
