/**
 * /resetpwd/complete, step 3: the password is changed and every session of the person was
 * signed out by the server; the way on is the login page.
 */
import type { CSSProperties } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { LOGIN_PATH, navigate } from '@scf/shared';
import { clearResetDone } from '../reset-state';

const styles = {
  box: { textAlign: 'center', padding: '16px 0 8px' },
  icon: { fontSize: 64, color: '#237804' },
  title: { margin: '16px 0 8px', fontSize: 22, fontWeight: 600 },
  text: { margin: '0 0 24px', color: 'rgba(0, 0, 0, 0.75)', lineHeight: 1.8 },
} satisfies Record<string, CSSProperties>;

export default function ResetCompletePage({ mobile }: { mobile: string }) {
  return (
    <div style={styles.box}>
      <CheckCircleFilled aria-hidden="true" style={styles.icon} />
      <p style={styles.title} role="status">
        密码已重置
      </p>
      <p style={styles.text}>
        {mobile ? `账号 ${mobile} 的密码已更新。` : '您的密码已更新。'}
        <br />
        为保障账户安全，该账号在所有设备上的登录均已退出，请使用新密码重新登录。
      </p>
      <Button
        type="primary"
        size="large"
        onClick={() => {
          clearResetDone();
          navigate(LOGIN_PATH);
        }}
      >
        去登录
      </Button>
    </div>
  );
}
