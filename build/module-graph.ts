/**
 * Each build writes the static imports of what it emitted to `manifests/<build>.json`, so the
 * server can preload a page's whole module closure from the real graph (server/host/preload-closure.ts).
 * A parcel redeployed alone adds its new files to its manifest; the old ones stay listed, as
 * their files stay on disk for pages still running them.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MANIFEST_DIR, type ModuleGraph } from '../server/host/preload-closure';

const slug = (label: string): string => label.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();

export function moduleGraphPlugin(label: string): Plugin {
  let graph: Record<string, string[]> = {};
  return {
    name: 'scf:module-graph',
    generateBundle(options, bundle) {
      if (options.format !== 'es') return;
      graph = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        graph[`/${out.fileName}`] = out.imports.map((imp) => (bundle[imp] ? `/${imp}` : imp));
      }
    },
    writeBundle(options) {
      if (options.format !== 'es' || !options.dir || Object.keys(graph).length === 0) return;
      const dir = path.join(options.dir, MANIFEST_DIR);
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${slug(label)}.json`);
      const old = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModuleGraph) : {};
      writeFileSync(`${file}.tmp`, JSON.stringify({ ...old, ...graph }) + '\n');
      renameSync(`${file}.tmp`, file);
    },
  };
}
