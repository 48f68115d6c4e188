/**
 * Each build writes the static imports of what it emitted to `manifests/<build>.json`, so the
 * server can preload a page's whole module closure from the real graph (server/host/preload-closure.ts).
 * A parcel redeployed alone adds its new files to its manifest; the old ones stay listed, as
 * their files stay on disk for pages still running them.
 *
 * A parcel build also writes, beside its entry file, `<entry>.modules.json`: the static imports
 * of that build's files, named relative to the manifest itself. It travels with the files (to
 * the portal's static folder or a CDN), and the deploy API reads it when the entry is deployed,
 * so the pages preload the new closure without a host rebuild.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MANIFEST_DIR, pageEntryKey, type ModuleGraph } from '../server/host/preload-closure';

const slug = (label: string): string => label.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();

/** File name of the manifest beside an entry file (the deploy API derives it the same way). */
export const entryManifestName = (entryFile: string): string => entryFile.replace(/\.m?js$/, '.modules.json');

/** `from` → `to` as a relative reference ("./x.js", "../y/z.js"), both paths in the output folder. */
const relative = (from: string, to: string): string => {
  const r = path.posix.relative(path.posix.dirname(from), to);
  return r.startsWith('.') ? r : `./${r}`;
};

/** A page file of a parcel, `<name>.page.tsx`: the page key `<app>/<name>` of the route table. */
const PAGE_SOURCE = /[\\/]([\w-]+)\.page\.tsx?$/;

/** `app`: the parcel's application, whose page files are named for the host's preloads. */
export function moduleGraphPlugin(label: string, entryManifests = false, app?: string): Plugin {
  let graph: Record<string, string[]> = {};
  let pages: Record<string, string[]> = {};
  let entries: string[] = [];
  return {
    name: 'scf:module-graph',
    generateBundle(options, bundle) {
      if (options.format !== 'es') return;
      graph = {};
      pages = {};
      entries = [];
      const pageFiles: Record<string, string> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        graph[`/${out.fileName}`] = out.imports.map((imp) => (bundle[imp] ? `/${imp}` : imp));
        if (out.isEntry) entries.push(out.fileName);
        const page = out.isDynamicEntry && out.facadeModuleId ? PAGE_SOURCE.exec(out.facadeModuleId)?.[1] : undefined;
        if (page) pageFiles[page] = `/${out.fileName}`;
      }
      if (app) {
        for (const entry of entries) {
          for (const [page, file] of Object.entries(pageFiles))
            pages[pageEntryKey(`/${entry}`, `${app}/${page}`)] = [file];
        }
      }
      if (entryManifests) {
        for (const entry of entries) {
          const modules: Record<string, string[]> = {};
          for (const [file, imports] of Object.entries(graph)) {
            const name = file.slice(1);
            modules[relative(entry, name)] = imports.map((imp) =>
              imp.startsWith('/') ? relative(entry, imp.slice(1)) : imp,
            );
          }
          this.emitFile({
            type: 'asset',
            fileName: entryManifestName(entry),
            source: `${JSON.stringify({ modules })}\n`,
          });
        }
      }
    },
    writeBundle(options) {
      if (options.format !== 'es' || !options.dir || Object.keys(graph).length === 0) return;
      const dir = path.join(options.dir, MANIFEST_DIR);
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${slug(label)}.json`);
      const old = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModuleGraph) : {};
      writeFileSync(`${file}.tmp`, JSON.stringify({ ...old, ...graph, ...pages }) + '\n');
      renameSync(`${file}.tmp`, file);
    },
  };
}
