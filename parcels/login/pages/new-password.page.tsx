/**
 * /login/newPassword (设置新密码): after an administrator reset the password, the person signs in
 * and sets a new one here before anything else — the server refuses every other call of the
 * session until then (status 4031 brings the reader back here). The same password fields and
 * rules as registration and 找回密码; afterwards on to `?redirect=` (the product centre otherwise).
 */
import type { CSSProperties } from 'react';
import { Button, Form } from 'antd';
import { getSessionUsername, logout, navigate, setRequiredPassword, showMessage, THEME } from '@scf/shared';
import { FormNotice, NewPasswordFields, useFormSubmit } from '@scf/shared/forms';
import { AuthLayout } from '../components/auth-layout.component';
import { redirectFromSearch } from '../login-flow';

interface Values {
  password: string;
  confirm: string;
}

const styles = {
  intro: { margin: '0 0 16px', color: THEME.textSecondary, lineHeight: 1.7 },
  out: { marginTop: 12 },
} satisfies Record<string, CSSProperties>;

export default function NewPasswordPage({ search }: { search: string }) {
  const target = redirectFromSearch(search);
  const [form] = Form.useForm<Values>();
  const { submit, submitting, notice } = useFormSubmit(
    form,
    async (values) => {
      await setRequiredPassword(values.password);
      showMessage('success', '新密码已设置，其他设备上的登录已退出');
      navigate(target);
    },
    // The server's field is newPassword: its message shows above the fields.
    { fields: ['password'] as const, fallback: '设置失败，请稍后重试' },
  );

  return (
    <AuthLayout title="设置新密码">
      <p style={styles.intro}>企业管理员已重置您的登录密码。为了账户安全，请先设置新密码，然后继续使用。</p>
      <Form<Values> form={form} layout="vertical" onFinish={submit} name="new-password" noValidate>
        {/* A hidden username lets password managers store the new password for the right account. */}
        <input type="text" name="username" autoComplete="username" value={getSessionUsername() ?? ''} readOnly hidden />
        <FormNotice message={notice} />
        <NewPasswordFields idPrefix="new-password" label="新密码" />
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          确认并继续
        </Button>
        <Button type="link" block style={styles.out} onClick={() => void logout()}>
          退出登录
        </Button>
      </Form>
    </AuthLayout>
  );
}
