/**
 * 结算服务 (SETTLE): vouchers at maturity — the issuer's 待兑付 with totals per due date, the
 * confirmation of payment, the clearing to every holder (清分), the holders' 待收款 / 已收款, and
 * 已逾期 for both. A product parcel (docs/product-parcels.md): built and deployed alone as
 * `@scf/product-settle` (`npm run build -- --parcel settle`), mounted below `/center/product/SETTLE`.
 */
import { PRODUCT_CENTRE_PATH } from '@scf/shared';
import { defineParcel } from '@scf/shared/ui';
import { SettleApp, type SettleProps } from './settle-app.component';

// The centre's own overlay covers the page; a product adds none.
export const parcel = defineParcel<SettleProps>({
  rootComponent: SettleApp,
  provider: { loadingOverlay: false },
  errorHome: { path: PRODUCT_CENTRE_PATH, label: '返回产品中心' },
  label: 'product-settle',
  // Its first page is rendered by the server with the centre (settle.server.ts) and hydrated here.
  prodCode: 'SETTLE',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
