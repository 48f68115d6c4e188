/**
 * 融资申请 (the holder's operator, E102): a held voucher (all of its available balance or a
 * part, which is split off when paid), a funding party that opened ZNX with its terms, the trade
 * contract and invoices. The calculation shows live as the user types, from the shared rule the
 * server decides with: financing = applied × ratio, interest = financing × rate × days ÷ 360,
 * fees, net received. The server checks again (an invoice already used is refused with its
 * message, shown in place) and the reviewer (E103) submits it to the funder.
 */
import { useState } from 'react';
import { Alert, Descriptions, Flex, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { chinaDate, fenToYuan, formatBp, formatMoney, typedYuanToFen, useRequest, useRoute } from '@scf/shared';
import { PortalDatePicker } from '@scf/shared/date-picker';
import { FormActions, FormScreen, SubmitForm, RowButton, VoucherBrief, useVoucherSubmit } from '@scf/shared/voucher';
import { voucherParam, type ZnxPaths } from './znx-routes';
import { MAX_INVOICES, applicationReady, checkApplication, termsOf } from './znx-rules';
import { loadFinanceable, loadFunders, submitApplication } from './znx-calls';
import { styles } from './financing-form.style';

interface InvoiceValues {
  invoiceNo?: string;
  amount?: string;
  invoiceDate?: Dayjs | null;
}

interface FormValues {
  voucherId?: number;
  amount?: string;
  funderCompCode?: string;
  contractNo?: string;
  invoices: InvoiceValues[];
}

const CONTRACT_NO = /^[A-Za-z0-9_\-/（）()\u4e00-\u9fa5]{1,50}$/;
const yuan = (fen: number): string => `¥${formatMoney(fenToYuan(fen) ?? '')}`;

export function FinancingFormPage({ paths }: { paths: ZnxPaths }): React.JSX.Element {
  const { search } = useRoute();
  const today = chinaDate(Date.now());
  const [form] = Form.useForm<FormValues>();
  const vouchers = useRequest((signal) => loadFinanceable(signal), []);
  const funders = useRequest((signal) => loadFunders(signal), []);
  const send = useVoucherSubmit();
  const [tried, setTried] = useState(false);
  const voucherId = Form.useWatch('voucherId', form);
  const amount = Form.useWatch('amount', form);
  const funderCode = Form.useWatch('funderCompCode', form);
  const invoices = Form.useWatch('invoices', form) ?? [];
  const voucher = (vouchers.data ?? []).find((v) => v.id === voucherId);
  const funder = (funders.data ?? []).find((f) => f.compCode === funderCode);
  const check = voucher
    ? checkApplication({
        amount,
        availableFen: typedYuanToFen(voucher.availableAmount) ?? 0,
        daysToDue: voucher.daysToDue,
        terms: funder ? termsOf(funder) : null,
        invoices: invoices.map((i) => ({
          invoiceNo: i?.invoiceNo,
          amount: i?.amount,
          invoiceDate: i?.invoiceDate ? i.invoiceDate.format('YYYY-MM-DD') : undefined,
        })),
        today,
      })
    : null;
  const showAmount = tried || (amount ?? '') !== '';

  const submit = async (v: FormValues): Promise<void> => {
    setTried(true);
    const appliedFen = check?.appliedFen ?? null;
    if (!voucher || !funder || !check || !applicationReady(check) || appliedFen === null) return;
    await send.submit(async (idempotencyKey) => {
      const id = await submitApplication(
        {
          voucherId: voucher.id,
          amount: fenToYuan(appliedFen) ?? '',
          funderCompCode: funder.compCode,
          contractNo: (v.contractNo ?? '').trim(),
          invoices: v.invoices.map((i) => ({
            invoiceNo: (i.invoiceNo ?? '').trim(),
            amount: fenToYuan(typedYuanToFen(i.amount ?? '') ?? 0) ?? '',
            invoiceDate: i.invoiceDate ? i.invoiceDate.format('YYYY-MM-DD') : '',
          })),
        },
        idempotencyKey,
      );
      return paths.detail(id);
    });
  };

  return (
    <FormScreen title="申请融资" back={paths.list}>
      <SubmitForm<FormValues>
        form={form}
        initialValues={{ voucherId: voucherParam(search ?? '') ?? undefined, invoices: [{}] }}
        onSubmit={submit}
        onFinishFailed={() => setTried(true)}
        send={send}
        maxWidth={760}
      >
        <Form.Item name="voucherId" label="融资凭证" rules={[{ required: true, message: '请选择持有的凭证' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={!vouchers.data && !vouchers.error}
            placeholder="选择持有中的凭证"
            notFoundContent={vouchers.error ? '凭证加载失败' : '暂无可融资的凭证'}
            options={(vouchers.data ?? []).map((v) => ({
              value: v.id,
              label: `${v.voucherNo} · ${v.issuerName} · 可用 ¥${formatMoney(v.availableAmount)} · 到期 ${v.dueDate}`,
            }))}
          />
        </Form.Item>
        {voucher ? <VoucherBrief voucher={voucher} due={`${voucher.dueDate}（${voucher.daysToDue} 天）`} /> : null}
        <Form.Item
          name="amount"
          label="融资申请金额（元）"
          required
          validateStatus={showAmount && check?.amountProblem ? 'error' : undefined}
          help={
            showAmount && check?.amountProblem
              ? check.amountProblem
              : '可申请凭证可用余额的全部或一部分，申请部分在放款时拆分给资金方'
          }
        >
          <Input prefix="¥" inputMode="decimal" maxLength={16} disabled={!voucher} />
        </Form.Item>
        <Form.Item name="funderCompCode" label="资金方" rules={[{ required: true, message: '请选择资金方' }]}>
          <Select
            loading={!funders.data && !funders.error}
            placeholder="选择已开通保理融资的资金方"
            notFoundContent={funders.error ? '资金方加载失败' : '暂无已开通保理融资的资金方'}
            options={(funders.data ?? []).map((f) => ({ value: f.compCode, label: `${f.compName}（${f.text}）` }))}
          />
        </Form.Item>
        <Form.Item
          name="contractNo"
          label="贸易合同编号"
          rules={[
            { required: true, message: '请输入贸易合同编号' },
            { pattern: CONTRACT_NO, message: '合同编号为1-50位字母、数字、汉字或-_/()' },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.List name="invoices">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, i) => {
                const p = check?.invoices[i] ?? null;
                const shown = tried || Boolean(invoices[i]?.invoiceNo);
                return (
                  <Flex key={field.key} gap={8} wrap align="flex-start">
                    <Form.Item
                      name={[field.name, 'invoiceNo']}
                      label={`发票号码 ${i + 1}`}
                      style={styles.wideField}
                      validateStatus={shown && p ? 'error' : undefined}
                      help={shown && p ? p : undefined}
                    >
                      <Input inputMode="numeric" maxLength={20} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'amount']} label={`发票金额 ${i + 1}（元）`} style={styles.field}>
                      <Input prefix="¥" inputMode="decimal" maxLength={16} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'invoiceDate']} label={`开票日期 ${i + 1}`} style={styles.field}>
                      <PortalDatePicker style={styles.fullWidth} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <RowButton.Remove label={`删除发票 ${i + 1}`} onClick={() => remove(field.name)} />
                    ) : null}
                  </Flex>
                );
              })}
              <RowButton.Add disabled={fields.length >= MAX_INVOICES} onClick={() => add({})}>
                添加发票
              </RowButton.Add>
            </Flex>
          )}
        </Form.List>
        {check?.quote && funder ? (
          <Descriptions
            title="融资测算"
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            style={styles.quote}
            data-testid="znx-quote"
            items={[
              {
                key: 'financing',
                label: `融资金额（× ${formatBp(funder.ratioBp)}）`,
                children: (
                  <span data-testid="quote-financing" style={styles.figure}>
                    {yuan(check.quote.financingFen)}
                  </span>
                ),
              },
              {
                key: 'interest',
                label: `利息（年化 ${formatBp(funder.annualRateBp)}，${check.quote.days} 天 ÷ 360）`,
                children: (
                  <span data-testid="quote-interest" style={styles.figure}>
                    {yuan(check.quote.interestFen)}
                  </span>
                ),
              },
              {
                key: 'fee',
                label: `费用（${formatBp(funder.feeRateBp)} + ¥${formatMoney(funder.fixedFee)}）`,
                children: (
                  <span data-testid="quote-fee" style={styles.figure}>
                    {yuan(check.quote.feeFen)}
                  </span>
                ),
              },
              {
                key: 'net',
                label: '实际到账',
                children: (
                  <Typography.Text strong data-testid="quote-net" style={styles.figure}>
                    {yuan(check.quote.netFen)}
                  </Typography.Text>
                ),
              },
            ]}
          />
        ) : null}
        {check ? (
          <Typography.Paragraph role="status" style={styles.quote}>
            发票金额合计 {yuan(check.invoiceSumFen)}
          </Typography.Paragraph>
        ) : null}
        {check?.problem && (tried || check.appliedFen !== null) ? (
          <Alert type="error" showIcon title={check.problem} style={styles.problem} />
        ) : null}
        <FormActions send={send} submitText="提交复核" cancelTo={paths.list} />
      </SubmitForm>
    </FormScreen>
  );
}
