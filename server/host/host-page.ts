import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { manifestsVersion, readModuleGraph, RoutePreloads } from './route-preloads';

export interface HostFiles {
  template: string;
  importMap: string;
  /** Per route, the module URLs its page needs before it paints (the whole static closure). */
  preloads: RoutePreloads;
}

interface Cached {
  key: string;
  files: HostFiles;
}
const cache = new Map<string, Cached>();

/**
 * Reads the template, the live import map and the builds' module graphs. Cached by modification
 * time, so a deploy that rewrites importmap.json is seen by the very next request without a restart.
 */
export async function readHostFiles(distDir: string): Promise<HostFiles | null> {
  const templateFile = path.join(distDir, 'index.template.html');
  const mapFile = path.join(distDir, 'importmap.json');
  try {
    const [t, m, g] = await Promise.all([stat(templateFile), stat(mapFile), manifestsVersion(distDir)]);
    const key = `${t.mtimeMs}:${t.size}:${m.mtimeMs}:${m.size}:${g}`;
    const hit = cache.get(distDir);
    if (hit && hit.key === key) return hit.files;
    const [template, importMap, graph] = await Promise.all([readFile(templateFile, 'utf8'), readFile(mapFile, 'utf8'), readModuleGraph(distDir)]);
    const parsed = JSON.parse(importMap) as { imports?: Record<string, string> };
    const files = { template, importMap: JSON.stringify(parsed), preloads: new RoutePreloads({ imports: parsed.imports ?? {} }, graph) };
    cache.set(distDir, { key, files });
    return files;
  } catch {
    return null;
  }
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script> must not be able to close the element. */
const escapeScriptJson = (json: string): string => json.replace(/</g, '\\u003c');

const LIVE_RELOAD = `new EventSource('/__dev/reload').onmessage = () => location.reload();`;

/** The host page of one route: its map inlined, its module closure preloaded. */
export function renderHostPage(files: HostFiles, nonce: string, liveReload = false, cookieDomain = '', pathname = '/'): string {
  const preloads =
    files.preloads.forPath(pathname).map((url) => `<link rel="modulepreload" href="${escapeAttr(url)}" nonce="${escapeAttr(nonce)}" />`).join('\n    ') +
    (liveReload ? `\n    <script type="module" nonce="${escapeAttr(nonce)}">${LIVE_RELOAD}</script>` : '');
  return files.template
    .replaceAll('%SCF_NONCE%', escapeAttr(nonce))
    .replace('%SCF_COOKIE_DOMAIN%', escapeAttr(cookieDomain))
    .replace('%SCF_IMPORTMAP%', () => escapeScriptJson(files.importMap))
    .replace('%SCF_PRELOADS%', () => preloads);
}
