/**
 * 保理融资 (ZNX): a holder of a voucher finances all or part of it at a funding party; the
 * funder's reviewers decide step by step and its finance pays out. A product parcel
 * (docs/product-parcels.md): built and deployed alone as `@scf/product-znx`
 * (`npm run build -- --parcel znx`), mounted by the centre below `/center/product/ZNX`.
 * It shares nothing with the other products' parcels but `@scf/shared` (and its `/voucher` entry).
 */
import { defineProductParcel } from '@scf/shared/ui';
import { ZnxApp } from './znx-app.component';

// Its first page is rendered by the server with the centre (znx.server.ts) and hydrated here.
export const parcel = defineProductParcel({
  rootComponent: ZnxApp,
  prodCode: 'ZNX',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
