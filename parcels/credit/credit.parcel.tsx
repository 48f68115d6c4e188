/**
 * 授信管理 (CREDIT): credit lines from the core enterprise's application through the funder's
 * risk reviews (风控初审 → 风控复审) to the vouchers each line backs. A product parcel
 * (docs/product-parcels.md): built and deployed alone as `@scf/product-credit`
 * (`npm run build -- --parcel credit`), mounted by the centre below `/center/product/CREDIT`.
 */
import { PRODUCT_CENTRE_PATH } from '@scf/shared';
import { defineParcel } from '@scf/shared/ui';
import { CreditApp, type CreditProps } from './credit-app.component';

// The centre's own overlay covers the page; a product adds none.
export const parcel = defineParcel<CreditProps>({
  rootComponent: CreditApp,
  provider: { loadingOverlay: false },
  errorHome: { path: PRODUCT_CENTRE_PATH, label: '返回产品中心' },
  label: 'product-credit',
  // Its first page is rendered by the server with the centre (credit.server.ts) and hydrated here.
  prodCode: 'CREDIT',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
