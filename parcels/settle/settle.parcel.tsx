/**
 * 结算服务 (SETTLE): vouchers at maturity — the issuer's 待兑付 with totals per due date, the
 * confirmation of payment, the clearing to every holder (清分), the holders' 待收款 / 已收款, and
 * 已逾期 for both. A product parcel (docs/product-parcels.md): built and deployed alone as
 * `@scf/product-settle` (`npm run build -- --parcel settle`), mounted below `/center/product/SETTLE`.
 */
import { defineProductParcel } from '@scf/shared/ui';
import { SettleApp } from './settle-app.component';

// Its first page is rendered by the server with the centre (settle.server.ts) and hydrated here.
export const parcel = defineProductParcel({
  rootComponent: SettleApp,
  prodCode: 'SETTLE',
  moduleUrl: import.meta.url,
});
export const { bootstrap, mount, unmount, update } = parcel.lifecycles;
