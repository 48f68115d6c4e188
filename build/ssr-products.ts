/**
 * The product parcels that ship a server entry (docs/product-parcels.md §2a): every
 * `parcels/<name>/<name>.server.ts`, exporting the parcel (`defineProductParcel`, which carries
 * its product code). The file is the declaration: the server bundle renders those products' first
 * pages, and the build records their browser files in the server manifest (`serverEntryOf`,
 * build/product.ts).
 */
import type { Parcel } from '@scf/shared/ui';

/** The parcel a server entry exports, when it is a product's (it carries its product code). */
function productParcelOf(entry: unknown): Parcel<object> | null {
  const parcel = (entry as { parcel?: Partial<Parcel<object>> } | null)?.parcel;
  return typeof parcel?.prodCode === 'string' ? (parcel as Parcel<object>) : null;
}

let byCode: Readonly<Record<string, Parcel<object>>> | null = null;

/** Product code → the parcel the server renders its first page from. */
export function serverProducts(): Readonly<Record<string, Parcel<object>>> {
  if (!byCode) {
    const found: Record<string, Parcel<object>> = {};
    for (const m of Object.values(import.meta.glob('../parcels/*/*.server.ts', { eager: true }))) {
      const parcel = productParcelOf(m);
      if (parcel?.prodCode) found[parcel.prodCode] = parcel;
    }
    byCode = found;
  }
  return byCode;
}
