import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface HostFiles {
  template: string;
  importMap: string;
  /** URLs worth fetching before the root config asks for them. */
  preloads: string[];
}

interface Cached {
  key: string;
  files: HostFiles;
}
const cache = new Map<string, Cached>();

/** Specifiers every page needs first: the root config and what it imports. */
const PRELOAD = ['@scf/root-config', 'single-spa', '@scf/shared'];

/**
 * Reads the template and the live import map. Cached by modification time, so a deploy that
 * rewrites importmap.json is seen by the very next request without a restart.
 */
export async function readHostFiles(distDir: string): Promise<HostFiles | null> {
  const templateFile = path.join(distDir, 'index.template.html');
  const mapFile = path.join(distDir, 'importmap.json');
  try {
    const [t, m] = await Promise.all([stat(templateFile), stat(mapFile)]);
    const key = `${t.mtimeMs}:${t.size}:${m.mtimeMs}:${m.size}`;
    const hit = cache.get(distDir);
    if (hit && hit.key === key) return hit.files;
    const [template, importMap] = await Promise.all([readFile(templateFile, 'utf8'), readFile(mapFile, 'utf8')]);
    const parsed = JSON.parse(importMap) as { imports?: Record<string, string> };
    const imports = parsed.imports ?? {};
    const preloads = PRELOAD.map((spec) => imports[spec]).filter((u): u is string => typeof u === 'string');
    const files = { template, importMap: JSON.stringify(parsed), preloads };
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

export function renderHostPage(files: HostFiles, nonce: string, liveReload = false, cookieDomain = ''): string {
  const preloads =
    files.preloads.map((url) => `<link rel="modulepreload" href="${escapeAttr(url)}" />`).join('\n    ') +
    (liveReload ? `\n    <script type="module" nonce="${escapeAttr(nonce)}">${LIVE_RELOAD}</script>` : '');
  return files.template
    .replaceAll('%SCF_NONCE%', escapeAttr(nonce))
    .replace('%SCF_COOKIE_DOMAIN%', escapeAttr(cookieDomain))
    .replace('%SCF_IMPORTMAP%', () => escapeScriptJson(files.importMap))
    .replace('%SCF_PRELOADS%', () => preloads);
}
