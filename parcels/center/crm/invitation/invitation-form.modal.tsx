/**
 * Invite a company: its name, its unified social credit code (the invitation is bound to it: only
 * the company with that code can accept, as names are not unique), a contact person, the contact's
 * mobile (the code goes there by SMS) and its role.
 */
import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { choiceRule, NoSpaceInput, showFormProblem } from '@scf/shared/forms';
import {
  createInvitation,
  roleOptions,
  textRule,
  useAction,
  usccRule,
  type InvitationCreateInput,
  requiredRule,
} from '@scf/shared';
import { InvitationSentResult } from './invitation-sent.component';
import { formModalProps } from '../../common/form-modal';
import { ContactFields } from '../../common/contact-fields.component';

const COMPANY_ROLES = roleOptions('company');

export function InvitationFormModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}): React.JSX.Element {
  const [form] = Form.useForm<InvitationCreateInput>();
  const [created, setCreated] = useState<{ code: string; mobile: string; compName: string } | null>(null);

  const close = () => {
    setCreated(null);
    form.resetFields();
    onClose();
  };

  const create = useAction({
    run: (input: InvitationCreateInput) => createInvitation(input),
    onSuccess: (res, input) => {
      setCreated({ code: res.inviteCode, mobile: input.mobile, compName: input.compName });
      onCreated();
    },
    onError: (err) =>
      showFormProblem(form, err, ['compName', 'creditCode', 'contactName', 'mobile', 'compRole'] as const),
  });
  const submit = (v: InvitationCreateInput) =>
    void create.mutate({
      compName: v.compName.trim(),
      creditCode: v.creditCode.trim().toUpperCase(),
      contactName: v.contactName.trim(),
      mobile: v.mobile,
      compRole: v.compRole,
    });

  return (
    <Modal
      open={open}
      title="邀请企业"
      okText={created ? '完成' : '发送邀请'}
      {...formModalProps(form, create.isPending, close)}
      cancelButtonProps={created ? { style: { display: 'none' } } : undefined}
      onOk={() => (created ? close() : form.submit())}
    >
      {created ? (
        <InvitationSentResult sent={created} title="邀请已发送" />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="invitation-form">
          <Form.Item name="compName" label="企业名称" rules={[requiredRule('企业名称'), textRule('companyName')]}>
            <Input maxLength={100} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label="统一社会信用代码"
            extra="只有该统一社会信用代码的企业可以接受邀请"
            rules={[requiredRule('统一社会信用代码'), usccRule]}
          >
            <NoSpaceInput maxLength={18} autoComplete="off" />
          </Form.Item>
          <ContactFields mobileName="mobile" mobileExtra="邀请码将通过短信发送到该手机号" />
          <Form.Item name="compRole" label="企业角色" rules={[choiceRule('企业角色')]}>
            <Select options={COMPANY_ROLES} placeholder="请选择" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
