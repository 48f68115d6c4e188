/**
 * Finding and loading a product's parcel through the import map (docs/product-parcels.md).
 * A product team deploys `@scf/product-<code>`; the centre asks the page's import map
 * whether that name exists before importing it, so an undeployed product shows a clear page
 * instead of a module-resolution error.
 */
import type { ParcelConfigObject } from 'single-spa';
import { productParcelSpecifier } from '@scf/shared';

/** Product codes as the server spells them: letters, digits, `_` and `-`. */
const PRODUCT_CODE_RE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

export function isProductCode(value: unknown): value is string {
  return typeof value === 'string' && PRODUCT_CODE_RE.test(value);
}

/** The import-map name of a product's parcel: `@scf/product-` + the code in lower case. */
export const productSpecifier = productParcelSpecifier;

/** Every specifier of every inline import map of the page (several maps merge in Chromium). */
export function mappedSpecifiers(doc: Document = document): Set<string> {
  const out = new Set<string>();
  for (const script of doc.querySelectorAll('script[type="importmap"]')) {
    try {
      const map: unknown = JSON.parse(script.textContent ?? '');
      if (typeof map !== 'object' || map === null) continue;
      const imports = (map as { imports?: unknown }).imports;
      if (typeof imports !== 'object' || imports === null) continue;
      for (const key of Object.keys(imports)) out.add(key);
    } catch {
      // A broken map belongs to the host page; it simply maps nothing for us.
    }
  }
  return out;
}

/**
 * A module with single-spa lifecycles;
 * it receives `ProductParcelProps` (checked at mount, typed loosely as single-spa does).
 */
export type ProductParcel = ParcelConfigObject;

/** What the centre passes to every product parcel (the contract of docs/product-parcels.md). */
export interface ProductParcelProps {
  /** The product code, e.g. `SCF`. */
  prodCode: string;
  /** Where the product's pages live: `/center/product/<code>`; the parcel routes below it. */
  basePath: string;
}

const isLifecycle = (v: unknown): boolean =>
  typeof v === 'function' || (Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'function'));

/** A module is a parcel when it exports bootstrap, mount and unmount (functions or arrays of them). */
export function asParcelConfig(mod: unknown): ProductParcel | null {
  if (typeof mod !== 'object' || mod === null) return null;
  const m = mod as Record<string, unknown>;
  const candidate = (m.default && typeof m.default === 'object' ? m.default : m) as Record<string, unknown>;
  if (!isLifecycle(candidate.bootstrap) || !isLifecycle(candidate.mount) || !isLifecycle(candidate.unmount))
    return null;
  return candidate as unknown as ProductParcel;
}

export type ProductLoad =
  | { kind: 'ready'; parcel: ProductParcel; specifier: string }
  /** No map entry: the product has no front end deployed (yet). */
  | { kind: 'absent'; specifier: string }
  /** A map entry whose module failed to load or is not a parcel. */
  | { kind: 'broken'; specifier: string; reason: string };

/** The browser's own dynamic import, resolved through the import map (injectable for tests). */
export type Importer = (specifier: string) => Promise<unknown>;
const browserImport: Importer = (specifier) => import(/* @vite-ignore */ specifier);

export async function loadProductParcel(
  prodCode: string,
  importer: Importer = browserImport,
  doc: Document = document,
): Promise<ProductLoad> {
  const specifier = productSpecifier(prodCode);
  if (!mappedSpecifiers(doc).has(specifier)) return { kind: 'absent', specifier };
  try {
    const parcel = asParcelConfig(await importer(specifier));
    return parcel
      ? { kind: 'ready', parcel, specifier }
      : { kind: 'broken', specifier, reason: '模块未导出 bootstrap、mount、unmount' };
  } catch (error) {
    return { kind: 'broken', specifier, reason: error instanceof Error ? error.message : String(error) };
  }
}
