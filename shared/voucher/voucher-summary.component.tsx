/** The summary line of a voucher list: how many the filters found and their total amount. */
import { Typography } from 'antd';
import { formatMoney } from '../index';

export function VoucherSummary({
  count,
  total,
  unit = '张',
}: {
  count: number;
  total: string;
  unit?: string;
}): React.JSX.Element {
  return (
    <Typography.Text role="status" data-scf-summary>
      共 {count} {unit}，合计金额 <Typography.Text strong>¥{formatMoney(total)}</Typography.Text>
    </Typography.Text>
  );
}
