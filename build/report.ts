/** Import-map fragments and the duplicate-copy check: what each build reports to scripts/build.ts. */
import type { Plugin } from 'vite';

export interface BuildReport {
  /** specifier → URL (absolute path) */
  imports: Record<string, string>;
  /** bare specifiers the build left external */
  externals: string[];
  /** files written, relative to the output dir */
  files: string[];
}

/** Library modules a parcel must never contain a copy of (the duplicate check). */
const FORBIDDEN_COPIES = [
  /node_modules\/react\//,
  /node_modules\/react-dom\//,
  /node_modules\/antd\//,
  /node_modules\/@ant-design\/cssinjs\//,
  /node_modules\/@ant-design\/icons\//,
  /node_modules\/scheduler\//,
];

/** Collects entry URLs (for the import map) and externals; fails on a bundled library copy. */
export function reportPlugin(
  label: string,
  specifierOf: (chunkName: string) => string | null,
  onReport: (r: BuildReport) => void,
  forbidCopies: boolean,
): Plugin {
  return {
    name: 'scf:report',
    generateBundle(_options, bundle) {
      const report: BuildReport = { imports: {}, externals: [], files: [] };
      const externals = new Set<string>();
      for (const out of Object.values(bundle)) {
        report.files.push(out.fileName);
        if (out.type !== 'chunk') continue;
        if (forbidCopies) {
          const copies = out.moduleIds.filter((m) => FORBIDDEN_COPIES.some((re) => re.test(m.replaceAll('\\', '/'))));
          if (copies.length) {
            this.error(
              `[${label}] bundles its own copy of a shared library (it must ` +
                `come from the import map): ${copies.slice(0, 5).join(', ')}`,
            );
          }
        }
        for (const imp of [...out.imports, ...out.dynamicImports]) if (!bundle[imp]) externals.add(imp);
        if (out.isEntry) {
          const spec = specifierOf(out.name);
          if (spec) report.imports[spec] = `/${out.fileName}`;
        }
      }
      report.externals = [...externals].sort();
      onReport(report);
    },
  };
}
