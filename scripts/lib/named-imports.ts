/**
 * A parcel built alone runs on the portal that is deployed, not on the source it was built
 * from: a name it imports from `@scf/shared` (or any mapped module of the portal's build) that
 * the deployed module does not export would fail when the page links the module ("does not
 * provide an export named …"), after the deploy. The build checks it first, against the
 * modules the import map points at in the built portal (dist/).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import type { ImportMap } from '../import-map';

/** `import{a as b,c}from"spec"` in emitted (minified) code: spec → imported names. */
export function namedImports(code: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const spec = m[2] as string;
    if (spec.startsWith('.')) continue;
    const names = out.get(spec) ?? new Set<string>();
    for (const part of (m[1] as string).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
    out.set(spec, names);
  }
  return out;
}

/**
 * Names the files import from mapped modules of the built portal that those modules do not
 * export, as "name (from spec)". Modules outside dist/ (a CDN) are not checked.
 */
export async function missingNamedImports(
  files: readonly string[],
  outDir: string,
  map: ImportMap,
  dist: string,
): Promise<string[]> {
  await init;
  const exportsOf = new Map<string, Set<string> | null>();
  const missing: string[] = [];
  for (const rel of files) {
    if (!rel.endsWith('.js')) continue;
    const file = path.join(outDir, rel);
    if (!existsSync(file)) continue;
    for (const [spec, names] of namedImports(readFileSync(file, 'utf8'))) {
      const url = map.imports[spec];
      if (!url?.startsWith('/assets/')) continue;
      if (!exportsOf.has(spec)) {
        const target = path.join(dist, url);
        exportsOf.set(
          spec,
          existsSync(target) ? new Set(parse(readFileSync(target, 'utf8'))[1].map((e) => e.n)) : null,
        );
      }
      const available = exportsOf.get(spec);
      if (!available) continue;
      for (const n of names) if (!available.has(n)) missing.push(`${n} (from ${spec})`);
    }
  }
  return [...new Set(missing)].sort();
}
