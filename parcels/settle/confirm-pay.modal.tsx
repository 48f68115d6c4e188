/**
 * 确认兑付: the issuer's 财务付款 confirms that the bank paid (one voucher, or all due on a date)
 * with the payment's bank reference. The dialog says what is paid and to how many; a refusal of
 * the server keeps it open with the message. The server pays each root once, so a second click
 * or a retry pays nothing more.
 */
import { Alert, Form, Modal } from 'antd';
import { formatMoney, type SettleConfirmResult } from '@scf/shared';
import { BankRefField, useFormDialog } from '@scf/shared/voucher';
import { confirmPay, type ConfirmTarget } from './settle-calls';

export interface PayRequest {
  target: ConfirmTarget;
  /** What is paid ("凭证 000000000012，¥150,000.00"). */
  subject: string;
  onDone: (result: SettleConfirmResult) => void;
}

export function ConfirmPayModal({
  request,
  onClose,
}: {
  request: PayRequest | null;
  onClose: () => void;
}): React.JSX.Element {
  const { form, problem, modal } = useFormDialog<{ bankRef?: string }>(
    request,
    async ({ bankRef = '' }) => {
      if (!request) return;
      request.onDone(await confirmPay(request.target, bankRef.trim()));
    },
    onClose,
  );
  return (
    <Modal {...modal} title="确认兑付" okText="确认兑付">
      <p>{request?.subject}</p>
      <p>确认后，款项按清分结果支付给各持有方（含资金方受让部分），凭证变为已兑付，不可撤销。</p>
      <Form form={form} layout="vertical">
        <BankRefField label="付款银行流水号" required={{ message: '请填写付款银行流水号', whitespace: true }} />
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}

/** The message of a confirmation that paid something (and what it did not). */
export function paidText(r: SettleConfirmResult): string {
  const base = `已兑付 ${r.done} 张，合计 ¥${formatMoney(r.paid)}`;
  return r.failed.length ? `${base}；${r.failed.length} 张未处理：${r.failed.map((f) => f.msg).join('；')}` : base;
}
