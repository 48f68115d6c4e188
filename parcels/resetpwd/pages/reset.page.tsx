/**
 * /resetpwd/reset, step 2: the new password twice (the same rule and strength meter as
 * registration), sent encrypted with the reset ticket. The server then ends every session of
 * the person; this tab drops its own token cookies too, so "去登录" is not bounced away.
 */
import { Button, Form } from 'antd';
import { endSession, navigate, resetPassword } from '@scf/shared';
import { FormNotice, formProblem, NewPasswordFields, useFormSubmit } from '@scf/shared/forms';
import { clearResetTicket, markResetDone, type ResetTicketState } from '../reset-state';
import { RESET_PATH } from '../reset-steps';
import { styles } from './reset.style';

interface Values {
  password: string;
  confirm: string;
}

export default function ResetPasswordPage({
  ticket,
  onTicketGone,
}: {
  ticket: ResetTicketState;
  onTicketGone: (message: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { submit, submitting, notice } = useFormSubmit(
    form,
    async (values) => {
      try {
        await resetPassword({ resetTicket: ticket.ticket, password: values.password });
      } catch (err) {
        // A ticket that is used up or expired sends the reader back to step 1 with the reason.
        const problem = formProblem(err, ['resetTicket'] as const);
        if (problem.field !== 'resetTicket') throw err;
        clearResetTicket();
        onTicketGone(problem.message);
        return;
      }
      clearResetTicket();
      markResetDone(ticket.mobile);
      endSession('password-reset');
      navigate(RESET_PATH.complete);
    },
    { fields: ['password'] as const, fallback: '重置失败，请稍后重试' },
  );

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} name="resetpwd-reset" noValidate>
      <p style={styles.intro}>
        {ticket.mobile ? `手机号 ${ticket.mobile} 已验证。` : '手机号已验证。'}
        请设置新密码，提交后所有设备上的登录都将退出。
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
