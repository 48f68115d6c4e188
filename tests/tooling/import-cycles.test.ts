/**
 * No import cycles in server/ (core/, plugins/, features/, infra/, db/ alike), shared/,
 * parcels/ and root-config/. A cycle makes the order modules run in depend on who imports
 * first (a value read before its module has run is undefined), and even a cycle of types only
 * ties two modules that can then never be understood, tested or moved apart. So both count:
 * every static `import` and `export … from` of a source file, `import type` included; a
 * dynamic `import()` loads later and does not count.
 *
 * The graph is read from the import statements at the start of a line (TypeScript 7 has no
 * compiler API in JavaScript) and the specifiers are resolved as tsconfig.json does (relative
 * paths and the `@scf/shared` paths); packages are outside the graph. A failure names each
 * cycle as its path of files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const SCANNED = ['server', 'shared', 'parcels', 'root-config'];
const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(p);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

/** tsconfig.json's `paths`, read from the file (one source for the aliases). */
function aliases(): Map<string, string> {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return new Map(
    Object.entries(config.compilerOptions.paths).map(([name, [target]]) => [name, path.resolve(ROOT, target ?? '')]),
  );
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function resolve(from: string, specifier: string, paths: Map<string, string>): string | null {
  const aliased = paths.get(specifier);
  if (aliased) return aliased;
  if (!specifier.startsWith('.')) return null;
  // ESM spellings of a TypeScript file (./x.js for ./x.ts) resolve to the source.
  const base = path.resolve(path.dirname(from), specifier.replace(/\.(m?js|jsx)$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * `import … from '…'`, `export … from '…'` (a clause holds no quote or semicolon, so a match
 * never runs into the next statement) and `import '…'`; `import()` is not at a line's start.
 */
const STATIC_IMPORT = /^(?:import|export)\s(?:[^;'"`]*?\sfrom\s*|\s*)['"]([^'"]+)['"]/gm;

/** The files a module imports statically (values and types), within the scanned folders. */
function importsOf(file: string, paths: Map<string, string>): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const target = resolve(file, m[1] as string, paths);
    if (target) out.push(target);
  }
  return out;
}

/** The import graph of the scanned folders: file → the files it imports. */
function importGraph(): Map<string, string[]> {
  const paths = aliases();
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  return new Map(files.map((f) => [f, importsOf(f, paths)]));
}

/**
 * Every cycle, one per strongly connected component (Tarjan), each as the shortest way round
 * from its first file: enough to show where to cut, and stable from run to run.
 */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components
    .map((component) => shortestLoop(graph, component))
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** Breadth-first from the component's first file back to itself, inside the component. */
function shortestLoop(graph: Map<string, string[]>, component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() as string;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const loop = [start];
        for (let at: string | undefined = v; at !== undefined && at !== start; at = previous.get(at))
          loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

const shown = (loop: string[]): string => loop.map((f) => path.relative(ROOT, f).split(path.sep).join('/')).join(' → ');

describe('import cycles', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
  });

  it('server/, shared/, parcels/ and root-config/ have none, of values or of types', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    // Every server folder is in the graph, the core and the plugins included.
    const folders = new Set([...graph.keys()].map((f) => path.relative(ROOT, f).split(path.sep).slice(0, 2).join('/')));
    for (const folder of [
      'server/core',
      'server/plugins',
      'server/features',
      'server/infra',
      'server/db',
      'server/host',
    ])
      expect(folders).toContain(folder);
    expect(cycles(graph).map(shown)).toEqual([]);
  });
});
