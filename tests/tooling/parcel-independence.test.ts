/**
 * Parcels are deployed alone, so no parcel imports another: a relative import that leaves a
 * parcel's folder (parcels/<name>/…) may only reach the shared code through its import-map
 * names (`@scf/shared…`), never `../other-parcel/`. The product parcels (BILL, ENDORSE) are
 * held to it like the portal's own; code both need lives in `@scf/shared/voucher`.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PARCELS = path.resolve('parcels');
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.[cm]?[jt]sx?$/.test(name) ? [p] : [];
  });
}

/** Each relative import of a parcel's files that lands outside the parcel's folder. */
function escapes(parcelDir: string): string[] {
  const out: string[] = [];
  for (const file of files(parcelDir)) {
    // The build scripts of the example read the portal's build settings; they are not shipped.
    if (/build-product\.ts$|vite\.config\.ts$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] as string;
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(parcelDir + path.sep)) out.push(`${path.relative(parcelDir, file)} → ${spec}`);
    }
  }
  return out;
}

describe('parcel independence', () => {
  const parcels = readdirSync(PARCELS).filter((n) => statSync(path.join(PARCELS, n)).isDirectory());

  it('finds the product parcels among the parcels', () => {
    expect(parcels).toEqual(expect.arrayContaining(['bill', 'endorse', 'center', 'index']));
  });

  it('notices an import of another parcel, static or lazy', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'parcels-'));
    try {
      mkdirSync(path.join(root, 'endorse'));
      writeFileSync(
        path.join(root, 'endorse', 'a.page.tsx'),
        "import { X } from './b';\nimport { Y } from '../bill/voucher-calls';" +
          "\nconst P = () => import('../bill/issue-form.page');\n",
      );
      expect(escapes(path.join(root, 'endorse'))).toEqual([
        'a.page.tsx → ../bill/voucher-calls',
        'a.page.tsx → ../bill/issue-form.page',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each(parcels)('parcels/%s imports nothing of another parcel', (name) => {
    expect(escapes(path.join(PARCELS, name))).toEqual([]);
  });
});
