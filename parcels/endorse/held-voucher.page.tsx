/**
 * A voucher seen from ENDORSE: the face, tree and record (shared with BILL through
 * `@scf/shared/voucher`), with the steps this product offers: 签收 / 拒签 of a transferred
 * part, their review, and 转让 of a held voucher (issuing, voiding and their reviews are
 * BILL's business).
 */
import { navigate } from '@scf/shared';
import { VoucherDetailScreen, type VoucherStep } from '@scf/shared/voucher';
import type { EndorsePaths } from './endorse-routes';
import { decideOnVoucher, loadVoucher } from './transfer-calls';

const OFFERED: ReadonlySet<VoucherStep> = new Set<VoucherStep>([
  'signFor',
  'refuse',
  'signApprove',
  'signReturn',
  'transfer',
]);

export function HeldVoucherPage({ id, paths }: { id: number; paths: EndorsePaths }): React.JSX.Element {
  return (
    <VoucherDetailScreen
      id={id}
      load={loadVoucher}
      offers={(step) => OFFERED.has(step)}
      pages={{ transfer: (d) => navigate(paths.create(d.id)) }}
      decide={decideOnVoucher}
      listPath={paths.list}
      onOpen={(other) => navigate(paths.voucher(other))}
    />
  );
}
