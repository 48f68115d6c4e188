/**
 * /resetpwd/complete, step 3: the password is changed and every session of the person was
 * signed out by the server; the way on is the login page.
 */
import { WizardResult } from '@scf/shared/wizard';
import { clearResetDone } from '../reset-state';

export default function ResetCompletePage({ mobile }: { mobile: string }) {
  return (
    <WizardResult
      title="密码已重置"
      lines={[
        mobile ? `账号 ${mobile} 的密码已更新。` : '您的密码已更新。',
        '为保障账户安全，该账号在所有设备上的登录均已退出，请使用新密码重新登录。',
      ]}
      onLeave={clearResetDone}
    />
  );
}
