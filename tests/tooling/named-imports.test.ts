/**
 * A parcel built alone is checked against the deployed portal: a name it imports from a mapped
 * module that the deployed module does not export fails the build (it would fail in the
 * browser, after the deploy).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingNamedImports, namedImports } from '../../scripts/lib/named-imports';

describe('named imports of a parcel built alone', () => {
  it('reads the names a minified chunk imports from each bare specifier', () => {
    const code =
      'import{a as e,offersPdf as t}from"@scf/shared/voucher";' +
      'import{x}from"./local.js";import{useState as n}from"react";';
    expect(namedImports(code)).toEqual(
      new Map([
        ['@scf/shared/voucher', new Set(['a', 'offersPdf'])],
        ['react', new Set(['useState'])],
      ]),
    );
  });

  it('names what the deployed module does not export, and trusts modules outside the build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'named-'));
    try {
      mkdirSync(path.join(dir, 'dist/assets/vendor'), { recursive: true });
      mkdirSync(path.join(dir, 'out/assets/parcels/p'), { recursive: true });
      writeFileSync(
        path.join(dir, 'dist/assets/vendor/voucher.js'),
        'const a=1,b=2;export{a as VoucherFace,b as voucherSteps};',
      );
      writeFileSync(
        path.join(dir, 'out/assets/parcels/p/p.js'),
        'import{VoucherFace as e,offersPdf as t}from"@scf/shared/voucher";import{x as y}from"@cdn/lib";',
      );
      const map = {
        imports: { '@scf/shared/voucher': '/assets/vendor/voucher.js', '@cdn/lib': 'https://cdn.example.com/lib.js' },
        scopes: {},
      };
      expect(
        await missingNamedImports(['assets/parcels/p/p.js'], path.join(dir, 'out'), map, path.join(dir, 'dist')),
      ).toEqual(['offersPdf (from @scf/shared/voucher)']);
      writeFileSync(
        path.join(dir, 'dist/assets/vendor/voucher.js'),
        'const a=1,b=2,c=3;export{a as VoucherFace,b as voucherSteps,c as offersPdf};',
      );
      expect(
        await missingNamedImports(['assets/parcels/p/p.js'], path.join(dir, 'out'), map, path.join(dir, 'dist')),
      ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
