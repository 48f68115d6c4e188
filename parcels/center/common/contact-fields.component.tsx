/**
 * A company's contact as the centre's forms ask for it (编辑企业信息, 邀请企业): 联系人, checked as a
 * person's name, and 联系人手机号, checked as a mobile number.
 */
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { NoSpaceInput } from '@scf/shared/forms';
import { mobileRule, requiredRule, textRule } from '@scf/shared';

export function ContactFields(props: { mobileName: string; mobileExtra?: ReactNode }): React.JSX.Element {
  const { mobileName, mobileExtra } = props;
  return (
    <>
      <Form.Item name="contactName" label="联系人" rules={[requiredRule('联系人'), textRule('personName', '联系人')]}>
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name={mobileName}
        label="联系人手机号"
        extra={mobileExtra}
        rules={[{ required: true, message: '请输入联系人手机号' }, mobileRule]}
      >
        <NoSpaceInput maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
    </>
  );
}
