/**
 * 登记放款 (财务付款, E108): the date the money left (between the application's day and today),
 * the amount (the net amount for that date, computed as the server does: the interest runs from
 * the payment day) and the bank reference. A refusal stays in the dialog with the server's words.
 */
import { Alert, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  chinaDate,
  daysBetween,
  errorMessage,
  fenToYuan,
  formatMoney,
  typedYuanToFen,
  useAction,
  type ZnxDetail,
} from '@scf/shared';
import { PortalDatePicker } from '@scf/shared/date-picker';
import { BankRefField } from '@scf/shared/voucher';
import { disbursementFen } from './znx-rules';
import { recordDisbursement } from './znx-calls';
import { styles } from './disburse.style';

interface Values {
  date?: Dayjs | null;
  amount?: string;
  bankRef?: string;
}

export function DisburseModal({
  app,
  onClose,
  onDone,
}: {
  app: ZnxDetail;
  onClose: () => void;
  onDone: () => void;
}): React.JSX.Element {
  const today = chinaDate(Date.now());
  const [form] = Form.useForm<Values>();
  const date = Form.useWatch('date', form);
  const day = date ? date.format('YYYY-MM-DD') : today;
  const expected = disbursementFen(app, daysBetween(day, app.dueDate));
  const expectedText = expected === null ? null : fenToYuan(expected);

  const record = useAction({
    run: (v: Values) =>
      recordDisbursement({
        id: app.id,
        date: v.date ? v.date.format('YYYY-MM-DD') : today,
        amount: fenToYuan(typedYuanToFen(v.amount ?? '') ?? 0) ?? '',
        bankRef: (v.bankRef ?? '').trim(),
      }),
    onSuccess: onDone,
  });

  return (
    <Modal
      open
      title={`登记放款 · ${app.appNo}`}
      okText="确认放款"
      onOk={() => form.submit()}
      confirmLoading={record.isPending}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Typography.Paragraph type="secondary">
        {app.applicantName}，融资金额 ¥{formatMoney(app.financing)}，凭证到期日 {app.dueDate}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ date: dayjs(today), amount: expectedText ?? '' }}
        onFinish={(v) => void record.mutate(v)}
        onValuesChange={(changed: Values) => {
          if ('date' in changed) {
            const d = changed.date ? changed.date.format('YYYY-MM-DD') : today;
            const fen = disbursementFen(app, daysBetween(d, app.dueDate));
            if (fen !== null) form.setFieldValue('amount', fenToYuan(fen));
          }
        }}
      >
        <Form.Item name="date" label="放款日期" rules={[{ required: true, message: '请选择放款日期' }]}>
          <PortalDatePicker style={styles.date} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <Form.Item
          name="amount"
          label="放款金额（元）"
          extra={expectedText ? `按放款日计息，应放款 ¥${formatMoney(expectedText)}` : undefined}
          rules={[
            { required: true, message: '请输入放款金额' },
            {
              validator: async (_r, v: string | undefined) => {
                const fen = typedYuanToFen((v ?? '').trim());
                if (fen === null) throw new Error('金额须为数字，最多两位小数');
                if (expected !== null && fen !== expected)
                  throw new Error(`放款金额应为 ¥${formatMoney(expectedText ?? '')}`);
              },
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" maxLength={16} />
        </Form.Item>
        <BankRefField label="银行流水号" required={{ message: '请输入银行流水号' }} />
      </Form>
      {record.error ? <Alert type="error" showIcon title={errorMessage(record.error)} /> : null}
    </Modal>
  );
}
