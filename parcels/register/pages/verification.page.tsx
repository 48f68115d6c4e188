/**
 * /register/verification, step 3: who administers the company account (name, identity
 * document, optional e-mail). The server checks an ID-card number's check digit and answers
 * next to the field; the application then goes to approval.
 */
import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import {
  emailRule,
  idNumberRule,
  navigate,
  requiredRule,
  textRule,
  submitVerification,
  type IdType,
  type RegStatus,
} from '@scf/shared';
import { choiceRule, FormNotice, NoSpaceInput, useFormSubmit } from '@scf/shared/forms';
import { useDraftSave } from '../hooks/use-draft-save.hook';
import { savedIdNumber, verificationFormValues, type VerificationValues } from '../registration-values';
import { STEP_PATH } from '../registration-steps';
import { styles } from './verification.style';

const FIELDS = ['adminName', 'idType', 'idNumber', 'email'] as const;

const ID_TYPE_OPTIONS: { value: IdType; label: string }[] = [
  { value: 'ID_CARD', label: '居民身份证' },
  { value: 'PASSPORT', label: '护照' },
  { value: 'OTHER', label: '其他证件' },
];

/**
 * The placeholder per document type; the number is checked by the shared rule (idNumberRule),
 * as the server checks it.
 */
const ID_PLACEHOLDER: Record<IdType, string> = { ID_CARD: '18位身份证号码', PASSPORT: '护照号码', OTHER: '证件号码' };

export default function VerificationPage({ reg, ticket }: { reg: RegStatus; ticket: string }) {
  const [form] = Form.useForm<VerificationValues>();
  const [initial] = useState(() => verificationFormValues(reg));
  // A number kept on the server is shown masked only: the field may stay empty to use it.
  const [savedId] = useState(() => savedIdNumber(reg));
  const draft = useDraftSave(ticket, () => {
    const v = form.getFieldsValue(true) as Partial<VerificationValues>;
    const str = (x: unknown) => (typeof x === 'string' ? x : '');
    const idNumber = str(v.idNumber)
      .replace(/[^0-9A-Za-z]/g, '')
      .slice(0, 20);
    return {
      verification: {
        adminName: str(v.adminName).slice(0, 50),
        idType: v.idType ?? 'ID_CARD',
        email: str(v.email)
          .replace(/[\s<>]/g, '')
          .slice(0, 100),
        // Left out when empty: the number saved before stays.
        ...(idNumber ? { idNumber } : {}),
      },
    };
  });
  const idType: IdType = Form.useWatch('idType', form) ?? initial.idType;
  const company = typeof reg.permit?.compName === 'string' ? reg.permit.compName : '';

  const { submit, submitting, notice } = useFormSubmit(
    form,
    async (values: VerificationValues) => {
      // What was typed is saved first: a refused submit keeps it for a reload or another tab.
      await draft.flush();
      await submitVerification({
        regTicket: ticket,
        adminName: values.adminName.trim(),
        idType: values.idType,
        idNumber: values.idNumber ? values.idNumber.toUpperCase() : undefined,
        email: values.email ? values.email : undefined,
      });
      navigate(STEP_PATH.approval);
    },
    { fields: FIELDS, fallback: '提交失败，请稍后重试' },
  );

  return (
    <Form<VerificationValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      onFinishFailed={() => void draft.flush()}
      onValuesChange={draft.changed}
      name="register-verification"
      initialValues={initial}
      noValidate
    >
      {company && (
        <p style={styles.summary}>
          企业：{company}（注册手机号 {reg.mobile}）
        </p>
      )}
      <FormNotice message={notice} />
      <Form.Item
        name="adminName"
        label="管理员姓名"
        rules={[requiredRule('管理员姓名'), textRule('personName', '管理员姓名')]}
        validateFirst
      >
        <Input size="large" maxLength={50} autoComplete="name" placeholder="与证件上的姓名一致" />
      </Form.Item>
      <Form.Item name="idType" label="证件类型" rules={[choiceRule('证件类型')]}>
        <Select
          size="large"
          options={ID_TYPE_OPTIONS}
          onChange={() => form.setFields([{ name: 'idNumber', errors: [] }])}
        />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label="证件号码"
        normalize={(v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v)}
        rules={[...(savedId ? [] : [requiredRule('证件号码')]), idNumberRule(() => form.getFieldValue('idType'))]}
        extra={savedId ? `已保存的证件号码：${savedId}。留空即使用该号码，如需修改请重新输入。` : undefined}
        validateFirst
      >
        <NoSpaceInput
          size="large"
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
          placeholder={ID_PLACEHOLDER[idType]}
        />
      </Form.Item>
      <Form.Item name="email" label="电子邮箱（选填）" extra="用于接收审核结果通知" rules={[emailRule]}>
        <NoSpaceInput size="large" type="email" maxLength={100} autoComplete="email" placeholder="name@example.com" />
      </Form.Item>
      <p style={styles.saved} role="status" aria-live="polite">
        {draft.status ?? ''}
      </p>
      <div style={styles.actions}>
        <Button size="large" onClick={() => navigate(STEP_PATH.permit)}>
          上一步：修改企业信息
        </Button>
        <Button type="primary" htmlType="submit" size="large" loading={submitting} style={styles.submit}>
          提交审核
        </Button>
      </div>
    </Form>
  );
}
