/**
 * 凭证详情 in BILL: the voucher face (amount in figures and in capitals, the parties with their
 * credit codes, dates, the promise), its attachments, the transfer tree, the operation record,
 * and the steps of issuing, signing for and voiding this person may take now (transfers are
 * ENDORSE's business). 修改 opens the issue form of a returned issue. 返回列表 goes back to the
 * list as it was left (filters, page, scroll).
 */
import { navigate } from '@scf/shared';
import { VoucherDetailScreen } from '@scf/shared/voucher';
import type { billPaths } from './bill-routes';
import { decide, loadVoucherDetail } from './voucher-calls';

export function VoucherDetailPage({
  id,
  paths,
}: {
  id: number;
  paths: ReturnType<typeof billPaths>;
}): React.JSX.Element {
  return (
    <VoucherDetailScreen
      id={id}
      load={loadVoucherDetail}
      offers={(step) => step !== 'transfer'}
      pages={{ edit: (d) => navigate(paths.edit(d.id)) }}
      decide={decide}
      listPath={paths.list}
      onOpen={(other) => navigate(paths.detail(other))}
    />
  );
}
