/**
 * The product parcels that ship a server entry (docs/product-parcels.md §2a): every
 * `parcels/<name>/<name>.server.ts`, exporting the parcel (`defineParcel`) and its product code.
 * The file is the declaration: the server bundle renders those products' first pages, and the
 * build records their browser files in the server manifest (`serverEntryOf`, build/product.ts).
 */
import type { Parcel } from '@scf/shared/ui';

interface ServerEntry {
  parcel: Parcel<object>;
  prodCode: string;
}

const isServerEntry = (m: unknown): m is ServerEntry =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as { prodCode?: unknown }).prodCode === 'string' &&
  typeof (m as { parcel?: unknown }).parcel === 'object';

let byCode: Readonly<Record<string, Parcel<object>>> | null = null;

/** Product code → the parcel the server renders its first page from. */
export function serverProducts(): Readonly<Record<string, Parcel<object>>> {
  if (!byCode) {
    const found: Record<string, Parcel<object>> = {};
    for (const m of Object.values(import.meta.glob('../parcels/*/*.server.ts', { eager: true })))
      if (isServerEntry(m)) found[m.prodCode] = m.parcel;
    byCode = found;
  }
  return byCode;
}
