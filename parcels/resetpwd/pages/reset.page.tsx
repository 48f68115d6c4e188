/**
 * /resetpwd/reset, step 2: the new password twice (the same rule and strength meter as
 * registration), sent encrypted with the reset ticket. The server then ends every session of
 * the person; this tab drops its own token cookies too, so "去登录" is not bounced away.
 */
import { useState } from 'react';
import { Button, Form } from 'antd';
import { endSession, navigate, resetPassword, THEME } from '@scf/shared';
import { FormNotice, formProblem, showFormProblem, NewPasswordFields } from '@scf/shared/forms';
import { clearResetTicket, markResetDone, type ResetTicketState } from '../reset-state';
import { RESET_PATH } from '../reset-steps';

interface Values {
  password: string;
  confirm: string;
}

export default function ResetPasswordPage({ ticket, onTicketGone }: { ticket: ResetTicketState; onTicketGone: (message: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setNotice(null);
    try {
      await resetPassword({ resetTicket: ticket.ticket, password: values.password });
      clearResetTicket();
      markResetDone(ticket.mobile);
      endSession('password-reset');
      navigate(RESET_PATH.complete);
    } catch (err) {
      const problem = formProblem(err, ['password', 'resetTicket'] as const, '重置失败，请稍后重试');
      if (problem.field === 'resetTicket') {
        clearResetTicket();
        onTicketGone(problem.message);
      } else {
        showFormProblem(form, err, ['password'] as const, { fallback: '重置失败，请稍后重试', elsewhere: setNotice });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} name="resetpwd-reset" noValidate>
      <p style={{ margin: '0 0 16px', color: THEME.textSecondary }}>
        {ticket.mobile ? `手机号 ${ticket.mobile} 已验证。` : '手机号已验证。'}请设置新密码，提交后所有设备上的登录都将退出。
      </p>
      {/* A hidden username lets password managers store the new password for the right account. */}
      <input type="text" name="username" autoComplete="username" value={ticket.mobile} readOnly hidden />
      <FormNotice message={notice} />
      <NewPasswordFields idPrefix="resetpwd" label="新密码" />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        确认重置
      </Button>
    </Form>
  );
}
