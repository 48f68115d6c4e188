/**
 * 授信管理 (CREDIT): credit lines from the core enterprise's application through the funder's
 * risk reviews (风控初审 → 风控复审) to the vouchers each line backs. A product parcel
 * (docs/product-parcels.md): built and deployed alone as `@scf/product-credit`
 * (`npm run build -- --parcel credit`), mounted by the centre below `/center/product/CREDIT`.
 */
import { defineProductParcel } from '@scf/shared/ui';
import { CreditApp } from './credit-app.component';

// Its first page is rendered by the server with the centre (credit.server.ts) and hydrated here.
export const parcel = defineProductParcel({
  rootComponent: CreditApp,
  prodCode: 'CREDIT',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
