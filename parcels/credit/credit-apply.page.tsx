/**
 * 申请授信: a core enterprise asks a funding party (one that has opened CREDIT) for a credit
 * line: amount (with its capitals as typed), term, which vouchers it may back (the longest
 * voucher term, an optional single-voucher limit) and the purpose. Every rule shows as the field
 * changes; the submit carries an idempotency key, so a double click makes one application; a
 * refusal of the server shows in place and nothing changes.
 */
import { Form, Input, InputNumber, Result, Select, type FormRule } from 'antd';
import { comparedWith, errorMessage, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { FormActions, FormScreen, SubmitForm, useVoucherSubmit, YuanAmountField } from '@scf/shared/voucher';
import type { CreditPaths } from './credit-routes';
import { loadFunders, submitApplication, useCreditReader } from './credit-calls';
import {
  TERM_CHOICES,
  checkLineAmount,
  checkMaxVoucherDays,
  checkSingleLimit,
  checkTermMonths,
  fenText,
  LINE_AMOUNT,
} from './credit-rules';
import { styles } from './credit-apply.style';

interface FormValues {
  funderCompCode?: string;
  amount?: string;
  termMonths?: number;
  maxVoucherDays?: number | null;
  singleLimit?: string;
  purpose?: string;
}

const INITIAL: FormValues = { termMonths: 12, maxVoucherDays: 180 };

/** A field rule from a check of the credit rules (its message, or null when the value is fine). */
const ruleOf = (check: (v: unknown) => string | null): FormRule => ({
  validator: async (_r, v: unknown) => {
    const p = check(v);
    if (p) throw new Error(p);
  },
});

/** 单笔凭证限额: optional, and never above the line's amount (checked again when the amount changes). */
const singleLimitRule = comparedWith('amount', (v, amount) => {
  const r = checkSingleLimit(v as string | undefined, amount as string | undefined);
  return 'problem' in r ? r.problem : null;
});

export function CreditApplyPage({ paths }: { paths: CreditPaths }): React.JSX.Element {
  const [form] = Form.useForm<FormValues>();
  const funders = useRequest((signal) => loadFunders(signal), []);
  // One key per filled form: a second click (or a retry after a lost answer) is the same request.
  const send = useVoucherSubmit();
  const { apply } = useCreditReader();

  if (!apply) {
    return (
      <Result
        status="403"
        title="无权申请授信"
        subTitle="仅核心企业的经办人或管理员可以申请授信额度"
        extra={<PortalLink to={paths.list}>返回列表</PortalLink>}
      />
    );
  }

  const submit = async (v: FormValues): Promise<void> => {
    const a = checkLineAmount(v.amount);
    const s = checkSingleLimit(v.singleLimit, v.amount);
    if (!('fen' in a) || !('fen' in s)) return;
    await send.submit(async (idempotencyKey) => {
      const id = await submitApplication(
        {
          funderCompCode: v.funderCompCode ?? '',
          amount: fenText(a.fen),
          termMonths: Number(v.termMonths),
          maxVoucherDays: Number(v.maxVoucherDays),
          singleLimit: s.fen === null ? '' : fenText(s.fen),
          purpose: (v.purpose ?? '').trim(),
        },
        idempotencyKey,
      );
      return paths.detail(id);
    });
  };

  return (
    <FormScreen title="申请授信" back={paths.list}>
      <SubmitForm<FormValues> form={form} initialValues={INITIAL} onSubmit={submit} send={send} maxWidth={640}>
        <Form.Item name="funderCompCode" label="资金方" rules={[{ required: true, message: '请选择资金方' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={!funders.data && !funders.error}
            placeholder="选择已开通授信业务的资金方"
            options={(funders.data ?? []).map((f) => ({ value: f.compCode, label: f.compName }))}
            notFoundContent={funders.error ? `资金方加载失败：${errorMessage(funders.error)}` : '暂无可申请的资金方'}
          />
        </Form.Item>
        <YuanAmountField label="授信金额（元）" rule={LINE_AMOUNT} placeholder="例如 50000000.00" />
        <Form.Item name="termMonths" label="授信期限" rules={[ruleOf(checkTermMonths)]} extra="自风控复审通过之日起算">
          <Select options={TERM_CHOICES.map((m) => ({ value: m, label: `${m} 个月` }))} />
        </Form.Item>
        <Form.Item
          name="maxVoucherDays"
          label="可支持凭证的最长期限（天）"
          rules={[ruleOf(checkMaxVoucherDays)]}
          extra="开立日至到期日超过该天数的凭证不能占用本额度"
        >
          <InputNumber precision={0} style={styles.amount} />
        </Form.Item>
        <Form.Item
          name="singleLimit"
          label="单笔凭证限额（元，选填）"
          dependencies={['amount']}
          rules={[singleLimitRule]}
          extra="留空表示单笔不限（不超过可用额度）"
        >
          <Input inputMode="decimal" maxLength={20} prefix="¥" />
        </Form.Item>
        <Form.Item
          name="purpose"
          label="授信用途"
          rules={[
            { required: true, whitespace: true, message: '请填写授信用途' },
            { max: 200, message: '授信用途最多200个字' },
            { pattern: /^[^<>\u0000-\u001f]*$/, message: '授信用途不能包含尖括号或控制字符' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：向供应商开立电子债权凭证支付货款" />
        </Form.Item>
        <FormActions send={send} submitText="提交申请" cancelTo={paths.list} />
      </SubmitForm>
    </FormScreen>
  );
}
