/**
 * /resetpwd/account, step 1: prove the mobile (image captcha, then the SMS code). The answer
 * is a single-use reset ticket valid 10 minutes. An unknown number is treated exactly like a
 * known one up to the code check (the server sends nothing), so the page cannot be used to
 * find out who has an account.
 */
import { Button, Form } from 'antd';
import { ensureBrowserId, maskPhone, navigate, verifyResetAccount } from '@scf/shared';
import { FormNotice, MobileCodeFields, useFormSubmit } from '@scf/shared/forms';
import { saveResetTicket } from '../reset-state';
import { RESET_PATH } from '../reset-steps';
import { styles } from './account.style';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
}

const FIELDS = ['mobile', 'captcha', 'smsCode'] as const;

export default function ResetAccountPage() {
  const [form] = Form.useForm<Values>();
  const { submit, submitting, notice } = useFormSubmit(
    form,
    async (values, say) => {
      const res = await verifyResetAccount({
        mobile: values.mobile,
        smsCode: values.smsCode,
        browserID: ensureBrowserId(),
      });
      if (!saveResetTicket(res?.resetTicket, res?.expiresIn, maskPhone(values.mobile))) {
        say('验证结果保存失败：请允许浏览器使用会话存储后重试');
        return;
      }
      navigate(RESET_PATH.reset);
    },
    { fields: FIELDS, fallback: '验证失败，请稍后重试' },
  );

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} name="resetpwd-account" noValidate>
      <p style={styles.intro}>请输入注册时使用的手机号，验证通过后即可设置新密码。</p>
      <FormNotice message={notice} />
      <MobileCodeFields idPrefix="resetpwd" purpose="resetpwd" autoComplete="username" />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        下一步：设置新密码
      </Button>
    </Form>
  );
}
