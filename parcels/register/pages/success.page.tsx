/**
 * /register/success, step 5: the company is approved. The way on is the login page; leaving
 * through it forgets this tab's registration ticket (its work is done).
 */
import type { CSSProperties } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { LOGIN_PATH, navigate, type RegStatus } from '@scf/shared';
import { clearRegTicket } from '../reg-ticket';

const styles = {
  box: { textAlign: 'center', padding: '16px 0 8px' },
  icon: { fontSize: 64, color: '#237804' },
  title: { margin: '16px 0 8px', fontSize: 22, fontWeight: 600 },
  text: { margin: '0 0 24px', color: 'rgba(0, 0, 0, 0.75)', lineHeight: 1.8 },
} satisfies Record<string, CSSProperties>;

export default function SuccessPage({ reg }: { reg: RegStatus }) {
  const company = typeof reg.permit?.compName === 'string' ? reg.permit.compName : '';
  return (
    <div style={styles.box}>
      <CheckCircleFilled aria-hidden="true" style={styles.icon} />
      <p style={styles.title} role="status">
        恭喜，{company || '贵企业'}已通过审核！
      </p>
      <p style={styles.text}>
        企业编号：{reg.compCode || '—'}
        <br />
        请使用注册手机号 {reg.mobile} 和设置的密码登录平台。
      </p>
      <Button
        type="primary"
        size="large"
        onClick={() => {
          clearRegTicket();
          navigate(LOGIN_PATH);
        }}
      >
        去登录
      </Button>
    </div>
  );
}
