/**
 * The face of an electronic credit voucher (电子债权凭证): number, amount in figures and in
 * Chinese capitals, the parties with their unified social credit codes, the dates and the
 * issuer's promise to pay. What the PDF prints is the same facts.
 */
import { Descriptions, Typography } from 'antd';
import { MOBILE_MEDIA_QUERY, formatMoney, padDocNumber, useMediaQuery } from '../index';
import { VoucherStatusTag } from './voucher-status-tag.component';
import { styles } from './voucher-face.style';

export interface VoucherParty {
  name: string;
  /** 统一社会信用代码 */
  creditCode: string;
}

export interface VoucherFaceData {
  voucherNo: string;
  rootNo: string;
  /** Decimal string in yuan. */
  amount: string;
  /** The amount in Chinese capitals (大写). */
  amountInWords: string;
  /** What the holder can still transfer, decimal string. */
  availableAmount: string;
  issuer: VoucherParty;
  /** Who gave it: the issuer for a root voucher, the transferring holder for a split. */
  from: VoucherParty;
  /** The holder (or, before the sign-for, the receiver it waits for). */
  holder: VoucherParty;
  issueDate: string;
  dueDate: string;
  status: { code: number; name: string };
  promise: string;
  contractNo: string;
  invoiceNos: string;
  remark: string;
}

const party = (p: VoucherParty): React.JSX.Element => (
  <span>
    {p.name}
    <br />
    <Typography.Text type="secondary" style={styles.label}>
      统一社会信用代码：{p.creditCode || '—'}
    </Typography.Text>
  </span>
);

export function VoucherFace({ voucher }: { voucher: VoucherFaceData }): React.JSX.Element {
  const v = voucher;
  // One column on a phone: a label beside its value, nothing wider than the screen.
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <section aria-label="凭证票面" style={compact ? styles.compactFace : styles.face}>
      <Typography.Title level={2} style={styles.title}>
        电子债权凭证
      </Typography.Title>
      <Descriptions
        size="small"
        bordered
        column={compact ? 1 : 2}
        items={[
          { key: 'no', label: '凭证编号', children: <span data-testid="voucher-no">{padDocNumber(v.voucherNo)}</span> },
          { key: 'root', label: '根凭证编号', children: padDocNumber(v.rootNo) },
          {
            key: 'amount',
            label: '凭证金额',
            span: compact ? 1 : 2,
            children: (
              <span>
                <Typography.Text strong style={styles.amount}>
                  ¥{formatMoney(v.amount)}
                </Typography.Text>
                <br />
                <span data-testid="amount-words">人民币{v.amountInWords}</span>
              </span>
            ),
          },
          { key: 'available', label: '可用余额', children: `¥${formatMoney(v.availableAmount)}` },
          { key: 'status', label: '状态', children: <VoucherStatusTag code={v.status.code} name={v.status.name} /> },
          { key: 'issuer', label: '开立方', children: party(v.issuer) },
          // A split was given by the holder before it; a root by its issuer, named above.
          ...(v.from.name !== v.issuer.name ? [{ key: 'from', label: '转让方', children: party(v.from) }] : []),
          { key: 'holder', label: '持有方/接收方', children: party(v.holder) },
          { key: 'issueDate', label: '开立日期', children: v.issueDate || '—' },
          { key: 'dueDate', label: '到期日期', children: v.dueDate },
          { key: 'contract', label: '合同编号', children: v.contractNo || '—' },
          { key: 'invoice', label: '发票号码', children: v.invoiceNos || '—' },
          { key: 'remark', label: '备注', span: compact ? 1 : 2, children: v.remark || '—' },
          {
            key: 'promise',
            label: '付款承诺',
            span: compact ? 1 : 2,
            children: <span data-testid="promise">{v.promise}</span>,
          },
        ]}
      />
    </section>
  );
}
