/**
 * 背书转让 (ENDORSE): a holder transfers the whole or parts of a held voucher to its own
 * suppliers; each part becomes a child voucher signed for by its receiver. A product parcel
 * (docs/product-parcels.md): built and deployed alone as `@scf/product-endorse`
 * (`npm run build -- --parcel endorse`), mounted by the centre below `/center/product/ENDORSE`.
 * It shares nothing with BILL's parcel but `@scf/shared` (and its `/voucher` entry).
 */
import { defineProductParcel } from '@scf/shared/ui';
import { EndorseApp } from './endorse-app.component';

// Its first page is rendered by the server with the centre (endorse.server.ts) and hydrated here.
export const parcel = defineProductParcel({
  rootComponent: EndorseApp,
  prodCode: 'ENDORSE',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
