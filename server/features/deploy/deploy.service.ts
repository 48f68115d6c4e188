/**
 * Changes to the live import map through the deploy API: every new URL is fetched and checked
 * first (module-check.ts), the token must be allowed to change every specifier it names, and
 * the new version, its module graph, the operation log entry and the announcement to every
 * instance are one transaction. A rollback writes a new version equal to an older one.
 */
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/db';
import { AppError, fail } from '../../core/envelope';
import { logSystemOperation } from '../audit/operation-log.service';
import type { DeployCaller } from './deploy-token.service';
import { scopeAllows } from './deploy-token.service';
import {
  addModules,
  closureModules,
  insertVersion,
  integrityOfModules,
  listVersions,
  lockMap,
  readLatest,
  readVersion,
  recordIntegrity,
} from './importmap.repo';
import {
  diffImports,
  EMPTY_MAP,
  normaliseMap,
  parseMap,
  usedUrls,
  type EntryChange,
  type ImportMapDoc,
} from './importmap-doc';
import { isDeployableSpecifier } from './deploy-names';
import { LiveImportMap } from './live-importmap';
import { findStoredAsset } from './deploy-asset.service';
import { checkModule, type CheckedModule, type FetchPolicy } from './module-check';
import type { Static } from 'typebox';
import type { MapVersion as MapVersionSchema } from './deploy.schemas';

const MAX_ENTRIES_PER_DEPLOY = 50;

export type MapVersion = Static<typeof MapVersionSchema>;

function fetchPolicy(ctx: AppContext): FetchPolicy {
  return {
    distDir: ctx.config.distDir,
    allowPrivate: ctx.config.deployAllowPrivate,
    allowedOrigins: ctx.config.deployUrlOrigins,
    timeoutMs: 10_000,
    maxBytes: 5 * 1024 * 1024,
    // Files uploaded through PUT /deploy/assets are checked from the database, like the disk.
    readStored: async (urlPath) => {
      const a = await findStoredAsset(ctx.db, urlPath);
      return a ? { body: Buffer.from(a.data), type: a.content_type } : null;
    },
  };
}

/** Refuses the whole request when the token may not change one of the specifiers. */
function requireScopes(caller: DeployCaller, specifiers: readonly string[]): void {
  const refused = specifiers.filter((s) => !scopeAllows(caller.scopes, s));
  if (refused.length)
    throw fail.role(`该部署令牌无权修改 ${refused.join('、')}（可修改：${caller.scopes.join('、')}）`);
}

const target = (changes: readonly EntryChange[]): string => changes.map((c) => c.specifier).join('、');
const snapshot = (changes: readonly EntryChange[], side: 'from' | 'to'): Record<string, string> =>
  Object.fromEntries(changes.map((c) => [c.specifier, c[side] ?? '（无）']));

export async function currentMap(ctx: AppContext): Promise<MapVersion> {
  const live = await ctx.importMap.get();
  return { version: live.version, importMap: live.map };
}

/** Points one or more specifiers at new URLs; answers the new version. */
export async function deployEntries(
  ctx: AppContext,
  caller: DeployCaller,
  imports: Readonly<Record<string, string>>,
  expectedVersion: number | undefined,
  ip: string,
): Promise<MapVersion & { changes: EntryChange[] }> {
  const entries = Object.entries(imports);
  if (entries.length === 0) throw fail.bad('请至少提供一个要部署的模块（imports）', 'imports');
  if (entries.length > MAX_ENTRIES_PER_DEPLOY)
    throw fail.bad(`一次最多部署 ${MAX_ENTRIES_PER_DEPLOY} 个模块`, 'imports');
  for (const [spec] of entries) {
    if (!isDeployableSpecifier(spec))
      throw fail.bad(
        `模块名不正确：${String(spec).slice(0, 50)}（须为 react、@scf/center 这样的包名，可带子路径，不能含 . 或 .. 路径段）`,
        'imports',
      );
  }
  requireScopes(
    caller,
    entries.map(([s]) => s),
  );
  // Every file is checked before anything is written: one bad URL changes nothing.
  const policy = fetchPolicy(ctx);
  const checked: (CheckedModule & { spec: string; url: string })[] = [];
  for (const [spec, url] of entries) {
    try {
      checked.push({ spec, url, ...(await checkModule(policy, url)) });
    } catch (err) {
      throw err instanceof AppError
        ? new AppError(err.status, `${spec}：${err.message}`, err.body, err.httpStatus)
        : err;
    }
  }
  const now = ctx.clock();
  const result = await ctx.db.transaction(async (tx) => {
    await lockMap(tx);
    const latest = await readLatest(tx);
    const version = latest?.version ?? 0;
    if (expectedVersion !== undefined && expectedVersion !== version) {
      throw fail.conflict(
        `导入映射已被他人修改（当前版本 ${version}，您基于版本 ${expectedVersion}），请重新获取后再部署`,
        { version },
      );
    }
    const live = latest ? parseMap(latest.map) : { ...EMPTY_MAP };
    await refuseChangedModules(tx, live, checked);
    const next: ImportMapDoc = { imports: { ...live.imports }, scopes: live.scopes, integrity: { ...live.integrity } };
    for (const c of checked) {
      next.imports[c.spec] = c.url;
      Object.assign(next.integrity, c.closure);
    }
    const inClosures = await closureModules(tx, [...usedUrls(next)]);
    for (const c of checked) for (const u of Object.keys(c.closure)) inClosures.add(u);
    const normal = normaliseMap(next, inClosures);
    const changes = diffImports(live.imports, normal.imports);
    // The same build deployed again (a retried CI job): nothing to write, and not an error.
    if (changes.length === 0 && JSON.stringify(normal.integrity) === JSON.stringify(live.integrity))
      return { version, importMap: live, changes };
    const v = version + 1;
    await insertVersion(tx, {
      version: v,
      created_at: now,
      actor: caller.name,
      action: 'deploy',
      map: JSON.stringify(normal),
      changes: JSON.stringify(changes),
      rollback_to: null,
      ip,
    });
    for (const c of checked) await addModules(tx, c.graph, now);
    await recordIntegrity(
      tx,
      checked.flatMap((c) =>
        Object.entries(c.closure).map(([module_url, integrity]) => ({
          entry_url: c.url,
          module_url,
          integrity,
          specifier: c.spec,
          version: v,
          created_at: now,
        })),
      ),
    );
    await logSystemOperation(tx, `部署令牌：${caller.name}`, ip, now, {
      action: 'importmap.deploy',
      target:
        `导入映射 v${v}：` +
        `${target(changes) || target(checked.map((c) => ({ specifier: c.spec, from: null, to: c.url })))}`,
      before: snapshot(changes, 'from'),
      after: snapshot(changes, 'to'),
    });
    await LiveImportMap.announce(tx, v);
    return { version: v, importMap: normal, changes };
  });
  return result;
}

/**
 * Integrity belongs to a deployment: a module URL keeps the SHA-384 the first deployment that
 * loaded it recorded (and the live map's, for one adopted from a build). A deploy that now reads
 * other bytes there (the file was changed after that deploy, or a token points its specifier
 * at another team's URL after tampering with it) is refused whole; it never re-hashes the URL.
 */
async function refuseChangedModules(
  tx: Db,
  live: ImportMapDoc,
  checked: readonly (CheckedModule & { spec: string; url: string })[],
): Promise<void> {
  const recorded = await integrityOfModules(
    tx,
    checked.flatMap((c) => Object.keys(c.closure)),
  );
  for (const c of checked) {
    for (const [u, hash] of Object.entries(c.closure)) {
      const row = recorded.find((r) => r.module_url === u && r.integrity !== hash);
      const liveHash = live.integrity[u];
      if (!row && (liveHash === undefined || liveHash === hash)) continue;
      const users = Object.entries(live.imports)
        .filter(([, url]) => url === u)
        .map(([s]) => s);
      const who = row ? `${row.specifier} 于版本 ${row.version} 部署时` : `${users.join('、') || '已部署的模块'} 当前`;
      throw fail.conflict(
        `${c.spec}：文件 ${u} 的内容与 ${who}记录的不同（SHA-384 不符）。已部署的文件不能修改，也不能重新计算其完整性校验值；请重新构建以得到新文件名`,
        { specifier: c.spec, url: u },
      );
    }
  }
}

/** Makes the map equal to an older version again, as a new version. */
export async function rollbackTo(
  ctx: AppContext,
  caller: DeployCaller,
  toVersion: number,
  ip: string,
): Promise<MapVersion & { changes: EntryChange[] }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockMap(tx);
    const latest = await readLatest(tx);
    const old = await readVersion(tx, toVersion);
    if (!old || !latest) throw fail.notFound(`没有版本 ${toVersion} 的导入映射`);
    if (old.version === latest.version) throw fail.bad(`版本 ${toVersion} 就是当前版本，无需回滚`, 'version');
    const live = parseMap(latest.map);
    const older = parseMap(old.map);
    const back = normaliseMap(older, await closureModules(tx, [...usedUrls(older)]));
    const changes = diffImports(live.imports, back.imports);
    if (changes.length === 0) throw fail.bad(`当前导入映射与版本 ${toVersion} 相同，无需回滚`, 'version');
    requireScopes(
      caller,
      changes.map((c) => c.specifier),
    );
    const v = latest.version + 1;
    await insertVersion(tx, {
      version: v,
      created_at: now,
      actor: caller.name,
      action: 'rollback',
      map: JSON.stringify(back),
      changes: JSON.stringify(changes),
      rollback_to: toVersion,
      ip,
    });
    await logSystemOperation(tx, `部署令牌：${caller.name}`, ip, now, {
      action: 'importmap.rollback',
      target: `导入映射 v${v}（回滚到 v${toVersion}）：${target(changes)}`,
      before: snapshot(changes, 'from'),
      after: snapshot(changes, 'to'),
    });
    await LiveImportMap.announce(tx, v);
    return { version: v, importMap: back, changes };
  });
}

export interface HistoryItem {
  version: number;
  time: number;
  actor: string;
  action: string;
  changes: EntryChange[];
  rollbackTo: number | null;
}

export async function history(
  ctx: AppContext,
  pageNum: number,
  pageSize: number,
): Promise<{ list: HistoryItem[]; total: number }> {
  const { rows, total } = await listVersions(ctx.db, pageSize, (pageNum - 1) * pageSize);
  const list = rows.map((r) => {
    let changes: EntryChange[] = [];
    try {
      const parsed = JSON.parse(r.changes) as unknown;
      if (Array.isArray(parsed)) changes = parsed as EntryChange[];
    } catch {
      changes = [];
    }
    return {
      version: r.version,
      time: Number(r.created_at),
      actor: r.actor,
      action: r.action,
      changes,
      rollbackTo: r.rollback_to,
    };
  });
  return { list, total };
}
