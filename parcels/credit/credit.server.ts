/**
 * CREDIT's server entry (docs/product-parcels.md §2a): the parcel whose tree the portal's server
 * renders the product's first page from (the credit-line list at the base path), inside the
 * centre, for a signed-in reader's reload. Bundled into the portal's server bundle
 * (build/ssr-products.ts finds `parcels/*\/*.server.ts`), and rendered only while the live import
 * map runs the browser file built with it.
 */
export { parcel } from './credit.parcel';
