/**
 * Parcel files uploaded through the deploy API and kept in the database, so that every instance
 * behind the load balancer serves them: a team's build uploads its files, then deploys the entry,
 * and no file is copied to any machine.
 *
 * Rules:
 * - A token uploads only into the folder of a specifier it may change, derived from the whole
 *   specifier (`@scf/center` owns `/assets/deployed/@scf+center/`, deploy-names.ts): no two
 *   specifiers share a folder, and no upload can land where a build writes (`/assets/parcels/`…).
 * - Only JavaScript, CSS, JSON and source-map files, at most 5 MB each and 8 MB per request;
 *   a `.js` file must parse as a module, a `.json` or `.map` file as JSON.
 * - Built file names carry a content hash, so a name stands for its bytes: a file whose name
 *   exists anywhere already (on this instance's disk under dist/assets, or in the database, in
 *   any folder) with other bytes is refused; the same bytes again are a no-op (a retried CI job).
 * - The gzip and brotli forms are made once, at upload, and the rows are cached in memory after
 *   the first request (they never change, so the cache needs no invalidation).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import type { Db } from '../../db/db';
import { logSystemOperation } from '../audit/operation-log.service';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashesByFileName, insertAsset, readAsset, type StoredAsset } from './deploy-asset.repo';
import { deployFolderOf, uploadPathExtension } from './deploy-names';
import { scopeAllows, type DeployCaller } from './deploy-token.service';
import { MAX_ASSETS_PER_UPLOAD, MAX_UPLOAD_BYTES } from './deploy.schemas';
import { isJavaScriptModule, sha384 } from './module-check';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const MAX_ASSET_BYTES = 5 * 1024 * 1024;

const TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
};
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

export interface UploadFile {
  path: string;
  /** The bytes, base64. */
  content: string;
  /** Optional "sha384-…" the client computed: a file damaged on the way is refused. */
  integrity?: string;
}

export interface UploadResult {
  /** Paths written now. */
  stored: string[];
  /** Paths that held these very bytes already. */
  unchanged: string[];
}

interface Prepared {
  path: string;
  body: Buffer;
  hash: string;
  type: string;
}

async function prepare(file: UploadFile, folder: string): Promise<Prepared> {
  const p = String(file.path);
  const ext = uploadPathExtension(p);
  if (!ext) throw fail.bad(`文件路径不正确或类型不允许（仅限 .js .mjs .css .json .map）：${p.slice(0, 120)}`, 'files');
  if (!p.startsWith(folder)) throw fail.role(`该部署令牌只能上传到 ${folder} 下，不能上传 ${p.slice(0, 120)}`);
  const content = String(file.content);
  if (content.length % 4 !== 0 || !BASE64_RE.test(content)) throw fail.bad(`文件内容须为 base64 编码：${p}`, 'files');
  const body = Buffer.from(content, 'base64');
  if (body.length > MAX_ASSET_BYTES)
    throw fail.bad(`文件超过 ${MAX_ASSET_BYTES / 1024 / 1024} MB，已拒绝：${p}`, 'files');
  const hash = sha384(body);
  if (file.integrity !== undefined && file.integrity !== hash)
    throw fail.bad(`文件内容与其 SHA-384 不符（传输中损坏？）：${p}`, 'files');
  const text = body.toString('utf8');
  if (ext === 'js' || ext === 'mjs') {
    if (!(await isJavaScriptModule(text))) throw fail.bad(`不是有效的 JavaScript 模块，已拒绝：${p}`, 'files');
  } else if (ext === 'json' || ext === 'map') {
    try {
      JSON.parse(text);
    } catch {
      throw fail.bad(`不是有效的 JSON 文件，已拒绝：${p}`, 'files');
    }
  } else if (/^\s*</.test(text)) {
    throw fail.bad(`不是 CSS 文件（像是 HTML 页面），已拒绝：${p}`, 'files');
  }
  return { path: p, body, hash, type: TYPES[ext] ?? 'application/octet-stream' };
}

interface NamedFile {
  hash: string;
  /** Where it is, for the message: a URL path. */
  where: string;
}

/**
 * For each file, the files with the same name (last path segment) that exist already: in the
 * database in any folder, and on this instance's disk under dist/assets (the built files, which
 * the database never shadows). Hashed names stand for their bytes, so one of these with other
 * bytes is a forgery or a name without a hash; both are refused.
 */
async function sameNamedFiles(ctx: AppContext, files: readonly Prepared[]): Promise<Map<string, NamedFile[]>> {
  const names = new Set(files.map((f) => path.posix.basename(f.path)));
  const byName = new Map<string, NamedFile[]>();
  const add = (name: string, f: NamedFile): void => {
    byName.set(name, [...(byName.get(name) ?? []), f]);
  };
  for (const row of await hashesByFileName(ctx.db, [...names]))
    add(path.posix.basename(row.path), { hash: row.sha384, where: row.path });
  const assets = path.join(path.resolve(ctx.config.distDir), 'assets');
  const onDisk = await readdir(assets, { recursive: true }).catch(() => [] as string[]);
  for (const rel of onDisk) {
    const name = path.basename(rel);
    if (!names.has(name)) continue;
    const body = await readFile(path.join(assets, rel)).catch(() => null);
    if (body) add(name, { hash: sha384(body), where: `/assets/${rel.split(path.sep).join('/')}` });
  }
  return new Map(files.map((f) => [f.path, byName.get(path.posix.basename(f.path)) ?? []]));
}

/** Stores the files of one specifier's build; refuses the whole request when one file is wrong. */
export async function uploadAssets(
  ctx: AppContext,
  caller: DeployCaller,
  specifier: string,
  files: readonly UploadFile[],
  ip: string,
): Promise<UploadResult> {
  if (!scopeAllows(caller.scopes, specifier))
    throw fail.role(`该部署令牌无权修改 ${specifier}（可修改：${caller.scopes.join('、')}）`);
  const folder = deployFolderOf(specifier);
  if (!folder) throw fail.bad(`模块名不正确：${String(specifier).slice(0, 50)}`, 'specifier');
  if (files.length === 0) throw fail.bad('请至少上传一个文件（files）', 'files');
  if (files.length > MAX_ASSETS_PER_UPLOAD) throw fail.bad(`一次最多上传 ${MAX_ASSETS_PER_UPLOAD} 个文件`, 'files');
  const prepared: Prepared[] = [];
  let total = 0;
  for (const f of files) {
    const p = await prepare(f, folder);
    total += p.body.length;
    if (total > MAX_UPLOAD_BYTES)
      throw fail.bad(`一次上传的文件合计超过 ${MAX_UPLOAD_BYTES / 1024 / 1024} MB，请分批上传`, 'files');
    if (prepared.some((q) => q.path === p.path)) throw fail.bad(`文件重复：${p.path}`, 'files');
    prepared.push(p);
  }
  const existing = await sameNamedFiles(ctx, prepared);
  const changed = prepared.filter((p) => existing.get(p.path)?.some((other) => other.hash !== p.hash));
  if (changed.length) {
    const where = changed.map(
      (p) => `${p.path}（已有：${existing.get(p.path)?.find((o) => o.hash !== p.hash)?.where ?? ''}）`,
    );
    throw fail.conflict(
      `门户上已有同名但内容不同的文件（已部署或构建的文件不能修改，请重新构建以得到新文件名）：${where.join('、')}`,
      null,
    );
  }
  const stored0 = new Set(
    (
      await hashesByFileName(
        ctx.db,
        prepared.map((p) => path.posix.basename(p.path)),
      )
    ).map((r) => r.path),
  );
  const fresh = prepared.filter((p) => !stored0.has(p.path));
  const rows = await Promise.all(
    fresh.map(async (p) => ({
      ...p,
      gz: p.body.length >= 1024 ? await gzip(p.body, { level: 9 }) : null,
      br:
        p.body.length >= 1024
          ? await brotli(p.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: p.body.length,
              },
            })
          : null,
    })),
  );
  const now = ctx.clock();
  const stored = await ctx.db.transaction(async (tx) => {
    const written: string[] = [];
    for (const r of rows) {
      const ok = await insertAsset(tx, {
        path: r.path,
        sha384: r.hash,
        content_type: r.type,
        size: r.body.length,
        data: r.body,
        gzip: r.gz,
        br: r.br,
        token_id: caller.tokenId,
        created_at: now,
      });
      if (ok) written.push(r.path);
    }
    if (written.length) {
      await logSystemOperation(tx, `部署令牌：${caller.name}`, ip, now, {
        action: 'importmap.upload',
        target: `${specifier}：${written.length} 个文件`,
        after: Object.fromEntries(rows.filter((r) => written.includes(r.path)).map((r) => [r.path, r.hash])),
      });
    }
    return written;
  });
  return { stored, unchanged: prepared.map((p) => p.path).filter((p) => !stored.includes(p)) };
}

/**
 * Rows never change: a small in-memory cache by path, one per database, bounded by the bytes it
 * holds (the least recently used make room; a file over a quarter of it is not kept), so that a
 * busy instance does not read the same file from the database on every request.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
const caches = new WeakMap<Db, LRUCache<string, StoredAsset>>();
const weight = (a: StoredAsset): number => a.data.length + (a.gzip?.length ?? 0) + (a.br?.length ?? 0);

function cacheOf(db: Db): LRUCache<string, StoredAsset> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, StoredAsset>({
      maxSize: CACHE_BYTES,
      maxEntrySize: CACHE_BYTES / 4,
      sizeCalculation: (a) => Math.max(1, weight(a)),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** The stored file at a URL path (`/assets/...`), or null. */
export async function findStoredAsset(db: Db, urlPath: string): Promise<StoredAsset | null> {
  // Only the uploads' own folder: a row elsewhere (uploaded before the folders were per
  // specifier, under /assets/parcels/) is never served, so it cannot stand in for a built file.
  if (uploadPathExtension(urlPath) === null) return null;
  const hit = caches.get(db)?.get(urlPath);
  if (hit) return hit;
  const row = await readAsset(db, urlPath);
  if (!row) return null;
  const asset: StoredAsset = {
    ...row,
    size: Number(row.size),
    data: Buffer.from(row.data),
    gzip: row.gzip ? Buffer.from(row.gzip) : null,
    br: row.br ? Buffer.from(row.br) : null,
  };
  cacheOf(db).set(urlPath, asset);
  return asset;
}
