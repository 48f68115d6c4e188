/**
 * /register/success, step 5: the company is approved. The way on is the login page; leaving
 * through it forgets this tab's registration ticket (its work is done).
 */
import type { RegStatus } from '@scf/shared';
import { WizardResult } from '@scf/shared/wizard';
import { clearRegTicket } from '../reg-ticket';

export default function SuccessPage({ reg }: { reg: RegStatus }) {
  const company = typeof reg.permit?.compName === 'string' ? reg.permit.compName : '';
  return (
    <WizardResult
      title={`恭喜，${company || '贵企业'}已通过审核！`}
      lines={[`企业编号：${reg.compCode || '—'}`, `请使用注册手机号 ${reg.mobile} 和设置的密码登录平台。`]}
      onLeave={clearRegTicket}
    />
  );
}
