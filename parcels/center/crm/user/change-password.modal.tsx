/**
 * Change password: the old password is checked first (`oldPwd/check`), then both are sent
 * encrypted (`passWord/update`); shared's api functions do the encryption. The server ends
 * every other session of the person.
 */
import { useState } from 'react';
import { Form, Modal } from 'antd';
import { NoSpacePassword, PasswordStrength, reportFormError, showFormProblem } from '@scf/shared/forms';
import { checkOldPassword, comparedWith, passwordRule, showMessage, updatePassword } from '@scf/shared';
import { formModalProps } from '../../common/form-modal';
import { styles } from './change-password.style';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const newPassword = Form.useWatch('newPassword', form) ?? '';

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      try {
        await checkOldPassword(values.oldPassword);
      } catch (err) {
        showFormProblem(
          form,
          err,
          { pwd: 'oldPassword', password: 'oldPassword' },
          {
            fallback: '原密码校验失败，请稍后重试',
            elsewhere: (message) => form.setFields([{ name: 'oldPassword', errors: [message] }]),
          },
        );
        return;
      }
      // Silent: the one success message is the one below, and a failure is reported once.
      await updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }, { kind: 'silent' });
      showMessage('success', '密码已修改，其他设备上的登录已退出');
      form.resetFields();
      onClose();
    } catch (err) {
      // The call is silent: its failure is said once, here (beside a field, or as one message).
      reportFormError(form, err, { oldPassword: 'oldPassword', newPassword: 'newPassword', password: 'newPassword' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="修改密码"
      okText="确认修改"
      {...formModalProps(form, saving, () => {
        form.resetFields();
        onClose();
      })}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="change-password">
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <NoSpacePassword autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra="8-20位，须包含字母和数字，不能有空格"
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: '请输入新密码' },
            passwordRule,
            comparedWith('oldPassword', (v, old) => (v && v === old ? '新密码不能与原密码相同' : null)),
          ]}
        >
          <NoSpacePassword autoComplete="new-password" maxLength={20} />
        </Form.Item>
        {/* The one strength meter of the portal (registration and reset show the same). */}
        {newPassword ? (
          <div style={styles.hint}>
            <PasswordStrength value={newPassword} />
          </div>
        ) : null}
        <Form.Item
          name="confirmPassword"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            comparedWith('newPassword', (v, password) => (!v || v === password ? null : '两次输入的新密码不一致')),
          ]}
        >
          <NoSpacePassword autoComplete="new-password" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
