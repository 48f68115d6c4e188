/**
 * 票据服务 (BILL): the electronic credit voucher from issue to sign-for, void and maturity.
 * A product parcel (docs/product-parcels.md): built and deployed alone as `@scf/product-bill`
 * (`npm run build -- --parcel bill`), mounted by the centre below `/center/product/BILL`.
 */
import { PRODUCT_CENTRE_PATH } from '@scf/shared';
import { defineParcel } from '@scf/shared/ui';
import { BillApp, type BillProps } from './bill-app.component';

// The centre's own overlay covers the page; a product adds none.
export const parcel = defineParcel<BillProps>({
  rootComponent: BillApp,
  provider: { loadingOverlay: false },
  errorHome: { path: PRODUCT_CENTRE_PATH, label: '返回产品中心' },
  label: 'product-bill',
  // Its first page is rendered by the server with the centre (bill.server.ts) and hydrated here.
  prodCode: 'BILL',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
