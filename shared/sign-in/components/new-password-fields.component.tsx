/**
 * 设置密码 + 确认密码 with the strength meter. The same rule as the server (shared's
 * `passwordRule`: 8–20 characters, letters and digits, no whitespace); the confirmation must
 * match. Field names `password` and `confirm`; autocomplete `new-password` for managers.
 */
import { Form } from 'antd';
import { comparedWith, passwordRule } from '../../index';
import { PasswordInput } from './password-input.component';
import { PasswordStrength } from './password-strength.component';

export function NewPasswordFields({ idPrefix, label = '设置密码' }: { idPrefix: string; label?: string }) {
  const form = Form.useFormInstance();
  const password: unknown = Form.useWatch('password', form);
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={[{ required: true, message: '请输入密码' }, passwordRule]}
        validateFirst
        extra={<PasswordStrength value={password} id={`${idPrefix}-strength`} />}
      >
        <PasswordInput
          noSpace
          size="large"
          autoComplete="new-password"
          maxLength={20}
          placeholder="8-20位，须包含字母和数字"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true, message: '请再次输入密码' },
          comparedWith('password', (value, password) => (!value || value === password ? null : '两次输入的密码不一致')),
        ]}
      >
        <PasswordInput noSpace size="large" autoComplete="new-password" maxLength={20} placeholder="请再次输入密码" />
      </Form.Item>
    </>
  );
}
