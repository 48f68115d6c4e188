/**
 * What both products derive from the API alike: a voucher's detail as the detail screen shows
 * it (its buttons, the open application a reviewer decides, the PDF link once it is a voucher),
 * and whether the signed-in person may take a step in a product (the roles of that product in
 * the store's company info, as the server's VOUCHER_ABILITIES says).
 */
import {
  VOUCHER_APP,
  employeeRolesFor,
  getState,
  getVoucher,
  useStore,
  mayVoucher,
  voucherAttachmentUrl,
  voucherPdfUrl,
  type VoucherAbility,
  type VoucherDetail,
} from '../index';
import { offersPdf } from './voucher-actions';
import { voucherDetailView } from './voucher-detail-view';
import type { VoucherScreenData } from './voucher-detail-screen.component';

export type VoucherScreen = VoucherScreenData & { pendingApplicationId: number | null };

export function voucherScreen(d: VoucherDetail): VoucherScreen {
  const open = d.applications.find((a) => a.status === VOUCHER_APP.pendingReview) ?? null;
  return {
    ...voucherDetailView(d, (token) => voucherAttachmentUrl(d.id, token)),
    actions: d.actions,
    pendingApplicationId: open?.id ?? null,
    pdfUrl: offersPdf(d.status) ? voucherPdfUrl(d.id) : null,
  };
}

/** The application a reviewer decides on the voucher now: refused when none is open (the page is stale). */
export function pendingApplicationOf(v: Pick<VoucherScreen, 'pendingApplicationId'>): number {
  if (v.pendingApplicationId === null) throw new Error('该凭证没有待复核的申请，请刷新后重试');
  return v.pendingApplicationId;
}

export async function loadVoucherScreen(id: number, signal?: AbortSignal): Promise<VoucherScreen> {
  return voucherScreen(await getVoucher(id, signal ? { signal } : undefined));
}

type VoucherProduct = 'BILL' | 'ENDORSE';

function mayWithRoles(ability: VoucherAbility, prodCode: VoucherProduct, employeeRole: unknown): boolean {
  const roles = employeeRolesFor(employeeRole, prodCode).map((r) => ({ prodCode, employeeRole: r }));
  return mayVoucher(ability, roles);
}

/** Whether the person's roles in `prodCode` allow the step (buttons only: the server decides). */
export function mayInProduct(ability: VoucherAbility, prodCode: VoucherProduct): boolean {
  return mayWithRoles(ability, prodCode, getState().compInfo?.employeeRole);
}

/**
 * `mayInProduct` for a component's render: read through the store hook, so a page the server
 * renders (and the browser hydrates) answers from the reader's state it was rendered with.
 */
export function useMayInProduct(ability: VoucherAbility, prodCode: VoucherProduct): boolean {
  return mayWithRoles(
    ability,
    prodCode,
    useStore((s) => s.compInfo?.employeeRole),
  );
}
