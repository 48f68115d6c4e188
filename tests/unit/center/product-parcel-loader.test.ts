import { afterEach, describe, expect, it } from 'vitest';
import {
  asParcelConfig,
  isProductCode,
  loadProductParcel,
  mappedSpecifiers,
  productSpecifier,
} from '../../../parcels/center/product/product-parcel-loader';

function addMap(text: string): void {
  const s = document.createElement('script');
  s.type = 'importmap';
  s.textContent = text;
  document.head.appendChild(s);
}

afterEach(() => {
  for (const s of document.querySelectorAll('script[type="importmap"]')) s.remove();
});

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

describe('product parcel loader', () => {
  it('names a product parcel @scf/product-<code in lower case>', () => {
    expect(productSpecifier('CREDIT')).toBe('@scf/product-credit');
    expect(isProductCode('CREDIT')).toBe(true);
    for (const bad of ['', '1ABC', '../x', 'a b', 'x'.repeat(40), '@scf/x']) expect(isProductCode(bad)).toBe(false);
  });

  it('reads every inline import map and survives a broken one', () => {
    addMap('{ not json');
    addMap(JSON.stringify({ imports: { '@scf/product-credit': '/a.js' } }));
    addMap(JSON.stringify({ imports: null }));
    expect([...mappedSpecifiers()]).toEqual(['@scf/product-credit']);
  });

  it('does not import a product the map does not name', async () => {
    let imported = false;
    const result = await loadProductParcel('BILL', async () => {
      imported = true;
      return lifecycles;
    });
    expect(result).toEqual({ kind: 'absent', specifier: '@scf/product-bill' });
    expect(imported).toBe(false);
  });

  it('loads a mapped product and checks that it is a parcel', async () => {
    addMap(
      JSON.stringify({
        imports: { '@scf/product-credit': '/a.js', '@scf/product-bill': '/b.js', '@scf/product-sign': '/c.js' },
      }),
    );
    expect(await loadProductParcel('CREDIT', async () => lifecycles)).toMatchObject({
      kind: 'ready',
      specifier: '@scf/product-credit',
    });
    expect(await loadProductParcel('BILL', async () => ({ mount: 1 }))).toMatchObject({ kind: 'broken' });
    expect(await loadProductParcel('SIGN', async () => Promise.reject(new Error('404')))).toEqual({
      kind: 'broken',
      specifier: '@scf/product-sign',
      reason: '404',
    });
  });

  it('accepts lifecycles as functions, arrays of functions or a default export', () => {
    expect(asParcelConfig({ ...lifecycles, mount: [lifecycles.mount, lifecycles.mount] })).not.toBeNull();
    expect(asParcelConfig({ default: lifecycles })).not.toBeNull();
    expect(asParcelConfig({ ...lifecycles, unmount: [] })).toBeNull();
    expect(asParcelConfig(null)).toBeNull();
    expect(asParcelConfig('x')).toBeNull();
  });
});
