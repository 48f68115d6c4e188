/**
 * 票据服务 (BILL): the electronic credit voucher from issue to sign-for, void and maturity.
 * A product parcel (docs/product-parcels.md): built and deployed alone as `@scf/product-bill`
 * (`npm run build -- --parcel bill`), mounted by the centre below `/center/product/BILL`.
 */
import { defineProductParcel } from '@scf/shared/ui';
import { BillApp } from './bill-app.component';

// Its first page is rendered by the server with the centre (bill.server.ts) and hydrated here.
export const parcel = defineProductParcel({
  rootComponent: BillApp,
  prodCode: 'BILL',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
