/**
 * The voucher a form acts on (a transfer, a financing application), in brief: its amount, what is
 * still available (test id `available`), the issuer and the due date.
 */
import { Descriptions } from 'antd';
import { formatMoney } from '../index';
import { styles } from './voucher-brief.style';

interface BriefVoucher {
  amount: string;
  availableAmount: string;
  issuerName: string;
  dueDate: string;
}

/** `due`: how the due date reads, when the form says more than the date. */
export function VoucherBrief({
  voucher,
  due = voucher.dueDate,
}: {
  voucher: BriefVoucher;
  due?: string;
}): React.JSX.Element {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      style={styles.brief}
      items={[
        { key: 'amount', label: '凭证金额', children: `¥${formatMoney(voucher.amount)}` },
        {
          key: 'available',
          label: '可用余额',
          children: <span data-testid="available">¥{formatMoney(voucher.availableAmount)}</span>,
        },
        { key: 'issuer', label: '开立方', children: voucher.issuerName },
        { key: 'due', label: '到期日期', children: due },
      ]}
    />
  );
}
