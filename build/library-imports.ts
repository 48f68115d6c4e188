/**
 * antd and icon specifiers. `import { Button } from 'antd'` becomes an import from the parcel's
 * library facade that holds Button (build/library-groups.ts: every component the parcel uses,
 * one import-map entry and one file for all of them), or from `antd/es/button` when no facade
 * holds it (a component no parcel used when the vendor was built keeps its own entry, so a parcel
 * built alone later still works).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './paths';

let antdDirs: Map<string, string> | null = null;
/** Component name → folder, read from antd's own ES index (`export { default as X } from './x'`). */
export function antdComponentDirs(): Map<string, string> {
  if (antdDirs) return antdDirs;
  const index = readFileSync(path.join(ROOT, 'node_modules/antd/es/index.js'), 'utf8');
  antdDirs = new Map();
  for (const m of index.matchAll(/export\s*\{\s*default as (\w+)\s*\}\s*from\s*'\.\/([\w-]+)'/g)) {
    antdDirs.set(m[1] as string, m[2] as string);
  }
  return antdDirs;
}

export const ICON_NAME = /^\w+(Outlined|Filled|TwoTone)$/;
export const NAMED_IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons)['"];?/g;

/** Which facade specifier serves each antd component and icon to one build (written by the vendor build). */
export interface GroupIndex {
  antd: Record<string, string>;
  icons: Record<string, string>;
}
export const NO_GROUPS: GroupIndex = { antd: {}, icons: {} };

interface Specifier {
  imported: string;
  local: string;
  typeOnly: boolean;
}
export function parseSpecifiers(list: string): Specifier[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const typeOnly = s.startsWith('type ');
      const [imported, local] = s
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .map((x) => x.trim());
      return { imported: imported as string, local: (local ?? imported) as string, typeOnly };
    });
}

/** Rewrites named antd / icon imports to group or per-module specifiers. Pure, exported for tests. */
export function rewriteLibraryImports(code: string, groups: GroupIndex = NO_GROUPS): string {
  const dirs = antdComponentDirs();
  return code.replace(NAMED_IMPORT, (whole, typeKw: string | undefined, list: string, lib: string) => {
    if (typeKw) return whole;
    const out: string[] = [];
    const typeNames: string[] = [];
    const grouped = new Map<string, string[]>();
    for (const s of parseSpecifiers(list)) {
      const table = lib === 'antd' ? groups.antd : groups.icons;
      const group = !s.typeOnly && Object.hasOwn(table, s.imported) ? table[s.imported] : undefined;
      if (s.typeOnly) {
        typeNames.push(s.imported === s.local ? s.imported : `${s.imported} as ${s.local}`);
      } else if (group) {
        grouped.set(group, [
          ...(grouped.get(group) ?? []),
          s.imported === s.local ? s.imported : `${s.imported} as ${s.local}`,
        ]);
      } else if (lib === 'antd' && dirs.has(s.imported)) {
        out.push(`import ${s.local} from 'antd/es/${dirs.get(s.imported)}';`);
      } else if (lib === '@ant-design/icons' && ICON_NAME.test(s.imported)) {
        out.push(`import ${s.local} from '@ant-design/icons/es/icons/${s.imported}';`);
      } else {
        // Not a runtime export of the library: a type imported without the `type` keyword.
        typeNames.push(s.imported === s.local ? s.imported : `${s.imported} as ${s.local}`);
      }
    }
    for (const [group, names] of grouped) out.push(`import { ${names.join(', ')} } from '${group}';`);
    if (typeNames.length) out.push(`import type { ${typeNames.join(', ')} } from '${lib}';`);
    return out.join(' ');
  });
}

/** `groups`: one index for the build, or each file's (a parcel split by page: build/library-groups.ts). */
export function libraryImportsPlugin(groups: GroupIndex | ((file: string) => GroupIndex) = NO_GROUPS): Plugin {
  return {
    name: 'scf:library-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!code.includes("'antd'") && !code.includes('"antd"') && !code.includes('@ant-design/icons')) return null;
      return { code: rewriteLibraryImports(code, typeof groups === 'function' ? groups(file) : groups), map: null };
    },
  };
}

/** Every icon name imported by the parcels and the root config (they get vendor entries). */
export function iconsInUse(): string[] {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.[jt]sx?$/.test(name)) {
        const code = readFileSync(full, 'utf8');
        for (const m of code.matchAll(NAMED_IMPORT)) {
          if (m[3] !== '@ant-design/icons' || m[1]) continue;
          for (const s of parseSpecifiers(m[2] as string)) if (ICON_NAME.test(s.imported)) found.add(s.imported);
        }
      }
    }
  };
  walk(path.join(ROOT, 'parcels'));
  walk(path.join(ROOT, 'root-config'));
  walk(path.join(ROOT, 'shared'));
  return [...found].sort();
}
