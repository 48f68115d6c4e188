/**
 * Before a URL goes into the live map the server fetches it and checks that it is a JavaScript
 * module: answered 200, served as JavaScript, not an HTML page, parseable as a module. So is
 * every module it loads by URL (its closure). The SHA-384 of each file's bytes goes into the
 * map's integrity, so a browser refuses any of them if it ever changes; their static imports
 * are the module graph the page preloads follow.
 *
 * A portal path (`/assets/...`) is read from the portal's own static folder; any other URL is
 * fetched over HTTP(S) with a timeout, a size limit, no redirects, and (unless allowed) never
 * from a loopback or private address: the deploy API must not become a way to probe the
 * provider's internal network.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { AppError, fail } from '../../core/envelope';
import type { ModuleGraph } from '../../host/preload-closure';
import { guardedGet, OutboundRefused } from '../../infra/net/guarded-request';
import { isPublicAddress } from '../../infra/net/public-address';

export interface FetchPolicy {
  /** The portal's build folder: `/assets/...` URLs are read from here. */
  distDir: string;
  /** Loopback and private addresses may be fetched (development, tests). */
  allowPrivate: boolean;
  /** When not empty, absolute URLs must start with one of these origins. */
  allowedOrigins: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  /** A portal path that is not on disk: the file uploaded through the deploy API, if any. */
  readStored?: (urlPath: string) => Promise<{ body: Buffer; type: string } | null>;
}

export interface CheckedModule {
  integrity: string;
  /** The static imports of every module of the closure (URLs, or bare specifiers left to the map). */
  graph: ModuleGraph;
  /** Every module the entry can load by URL (static and literal dynamic imports, the entry included) → its SHA-384. */
  closure: Record<string, string>;
}

const JS_TYPES = /^(text|application)\/(javascript|ecmascript|x-javascript)\b/i;

/** What kind of URL a map entry is: a path of the portal, or an absolute http(s) URL. */
export function classifyUrl(raw: string): { kind: 'local'; path: string } | { kind: 'remote'; url: URL } | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (raw.startsWith('/assets/') && !raw.includes('..') && !/[?#\\\s]/.test(raw)) return { kind: 'local', path: raw };
  try {
    const url = new URL(raw);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password)
      return { kind: 'remote', url };
  } catch {
    // not a URL
  }
  return null;
}

/** Not an address of the public internet, in any spelling (infra/net/public-address.ts). */
export const isPrivateAddress = (ip: string): boolean => !isPublicAddress(ip);

/**
 * The one answer to any failure of a remote URL when private addresses are not allowed
 * (production): refused address, unknown name, closed port, timeout, HTTP error, wrong type
 * or not a module all read the same, so the deploy API cannot tell ports and services apart.
 */
export const REMOTE_MODULE_REFUSED =
  '无法从该地址部署模块：须为可从公网访问的 https:// 或 http:// 地址（服务器设置 DEPLOY_URL_ORIGINS 中列出的来源），直接返回 200 和 JavaScript 模块';

async function readLocal(
  policy: FetchPolicy,
  urlPath: string,
  optional: boolean,
): Promise<{ body: Buffer; type: string } | null> {
  const root = path.resolve(policy.distDir);
  const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  if (!file.startsWith(path.join(root, 'assets') + path.sep))
    throw fail.bad('模块地址无效：门户路径须位于 /assets/ 之下', 'url');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    const stored = policy.readStored ? await policy.readStored(urlPath) : null;
    if (stored) return stored;
    if (optional) return null;
    throw fail.bad(
      `门户静态目录中没有该文件（${urlPath}），请先上传构建产物（npm run build -- --parcel 名称 --deploy-url 会自动上传）`,
      'url',
    );
  }
  if (info.size > policy.maxBytes)
    throw fail.bad(`模块文件超过 ${Math.round(policy.maxBytes / 1024 / 1024)} MB，已拒绝`, 'url');
  // A portal file's type is its extension's, as the static server sends it: only .js/.mjs is a module.
  return {
    body: await readFile(file),
    type: /\.m?js$/.test(urlPath)
      ? 'text/javascript'
      : urlPath.endsWith('.json')
        ? 'application/json'
        : 'application/octet-stream',
  };
}

async function fetchRemote(
  policy: FetchPolicy,
  url: URL,
  optional: boolean,
): Promise<{ body: Buffer; type: string } | null> {
  if (policy.allowedOrigins.length > 0 && !policy.allowedOrigins.includes(url.origin)) {
    throw fail.bad(`不允许从 ${url.origin} 部署：请使用服务器设置 DEPLOY_URL_ORIGINS 中列出的地址`, 'url');
  }
  let res: Response;
  try {
    // In production the connection itself refuses non-public addresses (no DNS rebinding).
    res = await guardedGet(url, {
      publicOnly: !policy.allowPrivate,
      timeoutMs: policy.timeoutMs,
      headers: { accept: 'text/javascript, application/javascript, */*;q=0.1' },
    });
  } catch (err) {
    if (err instanceof OutboundRefused && err.reason === 'timeout')
      throw fail.bad(`获取模块文件超时（超过 ${policy.timeoutMs / 1000} 秒）`, 'url');
    throw fail.bad(`无法获取模块文件：${url.href} 连接失败`, 'url');
  }
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => undefined);
    if (optional && res.status === 404) return null;
    throw fail.bad(`无法获取模块文件（HTTP ${res.status}）：${url.href}`, 'url');
  }
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > policy.maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw fail.bad(`模块文件超过 ${Math.round(policy.maxBytes / 1024 / 1024)} MB，已拒绝`, 'url');
  }
  // Read with a running count: a server that lies about (or omits) the length is cut off too.
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body ?? []) {
      size += chunk.length;
      if (size > policy.maxBytes)
        throw fail.bad(`模块文件超过 ${Math.round(policy.maxBytes / 1024 / 1024)} MB，已拒绝`, 'url');
      chunks.push(Buffer.from(chunk));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw fail.bad(`获取模块文件超时或中断：${url.href}`, 'url');
  }
  return { body: Buffer.concat(chunks), type: res.headers.get('content-type') ?? '' };
}

async function load(
  policy: FetchPolicy,
  raw: string,
  optional: boolean,
): Promise<{ body: Buffer; type: string } | null> {
  const target = classifyUrl(raw);
  if (!target)
    throw fail.bad('模块地址无效：须为 https:// 或 http:// 开头的完整地址，或以 /assets/ 开头的门户路径', 'url');
  return target.kind === 'local' ? readLocal(policy, target.path, optional) : fetchRemote(policy, target.url, optional);
}

/** Whether the text is a JavaScript module: not an HTML page, and the module lexer accepts it. */
export async function isJavaScriptModule(source: string): Promise<boolean> {
  if (/^\s*</.test(source)) return false;
  await init;
  try {
    parse(source);
    return true;
  } catch {
    return false;
  }
}

export const sha384 = (body: Buffer): string => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** At most this many modules in one entry's closure, and this many bytes in all. */
const MAX_CLOSURE_MODULES = 1000;
const MAX_CLOSURE_BYTES = 30 * 1024 * 1024;

/** A specifier the browser resolves as a URL (relative, root-relative or absolute), not through the map. */
const isUrlLike = (spec: string): boolean => /^(\.{1,2}\/|\/|https?:\/\/)/.test(spec);

/** `spec` as imported by the module at `from`: a portal path stays a portal path. */
function resolveFrom(from: string, spec: string): string {
  if (from.startsWith('/')) {
    const u = new URL(spec, `http://portal.invalid${from}`);
    return u.origin === 'http://portal.invalid' ? u.pathname : u.href;
  }
  return new URL(spec, from).href;
}

/**
 * Fetches and checks one entry and its closure (checkClosure); throws a Chinese AppError naming
 * what is wrong, except for a remote URL in production, where every failure is
 * REMOTE_MODULE_REFUSED: the message must not tell ports and services apart.
 */
export async function checkModule(policy: FetchPolicy, url: string): Promise<CheckedModule> {
  if (policy.allowPrivate || classifyUrl(url)?.kind !== 'remote') return checkClosure(policy, url);
  try {
    return await checkClosure(policy, url);
  } catch {
    throw fail.bad(REMOTE_MODULE_REFUSED, 'url');
  }
}

/**
 * Fetches and checks an entry and every module it can load by URL (its static imports and the
 * dynamic imports written as a literal: a parcel's chunks and pages), so the map's integrity
 * covers the whole closure and a tampered chunk is refused as a tampered entry is. Bare imports
 * stop the walk: they are other entries of the map, with integrity of their own. Throws a Chinese
 * AppError naming what is wrong.
 */
async function checkClosure(policy: FetchPolicy, url: string): Promise<CheckedModule> {
  await init;
  const graph: Record<string, string[]> = {};
  const closure: Record<string, string> = {};
  const queue = [url];
  let bytes = 0;
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    const file = await load(policy, at, false).catch((err: unknown) => {
      if (i === 0 || !(err instanceof AppError)) throw err;
      throw new AppError(err.status, `${url} 引用的 ${at}：${err.message}`, err.body, err.httpStatus);
    });
    const what = i === 0 ? '模块' : `${url} 引用的模块 ${at} `;
    if (!file) throw fail.bad(`无法获取${what}文件：${at}`, 'url');
    // A portal path must name a .js/.mjs file: a manifest or a style is never a module.
    if (classifyUrl(at)?.kind === 'local' && !/\.m?js$/.test(at))
      throw fail.bad(`${what}地址须指向 .js 或 .mjs 文件`, 'url');
    if (!JS_TYPES.test(file.type))
      throw fail.bad(
        `${what}地址返回的不是 JavaScript 文件（Content-Type: ${file.type.split(';')[0] || '无'}），已拒绝`,
        'url',
      );
    bytes += file.body.length;
    if (bytes > MAX_CLOSURE_BYTES)
      throw fail.bad(`模块及其引用的文件合计超过 ${MAX_CLOSURE_BYTES / 1024 / 1024} MB，已拒绝`, 'url');
    const text = file.body.toString('utf8');
    if (/^\s*</.test(text)) throw fail.bad(`${what}文件不是有效的 JavaScript 模块，已拒绝`, 'url');
    let imports: ReturnType<typeof parse>[0];
    try {
      imports = parse(text)[0];
    } catch {
      throw fail.bad(`${what}文件不是有效的 JavaScript 模块，已拒绝`, 'url');
    }
    closure[at] = sha384(file.body);
    const statics: string[] = [];
    for (const imp of imports) {
      // d: -1 a static import or re-export, >= 0 a dynamic import (n set when it is a literal), -2 import.meta.
      if (imp.d === -2 || imp.n === undefined) continue;
      const target = isUrlLike(imp.n) ? resolveFrom(at, imp.n) : imp.n;
      if (imp.d === -1) statics.push(target);
      if (!isUrlLike(imp.n) || target in closure || queue.includes(target)) continue;
      if (queue.length >= MAX_CLOSURE_MODULES)
        throw fail.bad(`模块引用的文件超过 ${MAX_CLOSURE_MODULES} 个，已拒绝`, 'url');
      queue.push(target);
    }
    graph[at] = [...new Set(statics)];
  }
  return { integrity: closure[url] as string, graph, closure };
}
