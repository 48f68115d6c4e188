/**
 * The company fields an administrator may change (docs/api.md: address, contact, contact
 * mobile, e-mail, introduction). Only changed fields are sent.
 */
import { useEffect, useMemo } from 'react';
import { Form, Input, Modal } from 'antd';
import { NoSpaceInput, showFormProblem } from '@scf/shared/forms';
import {
  emailRule,
  textRule,
  updateCompanyInfo,
  useAction,
  type CompanyInfo,
  type CompanyUpdateInput,
  requiredRule,
} from '@scf/shared';
import { formModalProps } from '../../common/form-modal';
import { ContactFields } from '../../common/contact-fields.component';

type Values = Required<CompanyUpdateInput>;
const FIELDS: (keyof Values)[] = ['address', 'contactName', 'contactPhone', 'email', 'introduction'];
/** Angle brackets and control characters are refused by the server in visible names. */

export function changedFields(before: Partial<Values>, after: Values): CompanyUpdateInput {
  const out: CompanyUpdateInput = {};
  for (const k of FIELDS) {
    const v = (after[k] ?? '').trim();
    if (v !== (before[k] ?? '').trim() && !(k === 'email' && v === '')) out[k] = v;
  }
  return out;
}

export function CompanyEditModal({
  info,
  open,
  onClose,
  onSaved,
}: {
  info: CompanyInfo;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const save = useAction({
    run: (patch: Parameters<typeof updateCompanyInfo>[0]) => updateCompanyInfo(patch),
    onSuccess: () => {
      onSaved();
      onClose();
    },
    onError: (err) => showFormProblem(form, err, FIELDS),
  });
  // Rebuilt only when the record changes, so that filling the form follows the record, not every render.
  const initial = useMemo<Values>(
    () => ({
      address: info.address ?? '',
      contactName: info.contactName ?? '',
      contactPhone: info.contactPhone ?? '',
      email: info.email ?? '',
      introduction: info.introduction ?? '',
    }),
    [info],
  );

  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, initial, form]);

  const submit = async (values: Values) => {
    const patch = changedFields(initial, values);
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    await save.mutate(patch);
  };

  return (
    <Modal
      open={open}
      title="编辑企业信息"
      okText="保存"
      {...formModalProps(form, save.isPending, onClose)}
      width={560}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} name="company-edit">
        <Form.Item name="address" label="详细地址" rules={[requiredRule('详细地址'), textRule('address')]}>
          <Input maxLength={200} autoComplete="street-address" />
        </Form.Item>
        <ContactFields mobileName="contactPhone" />
        <Form.Item name="email" label="企业邮箱" rules={[emailRule]}>
          <NoSpaceInput maxLength={100} type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="introduction" label="企业简介" rules={[textRule('freeText', '企业简介')]}>
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
