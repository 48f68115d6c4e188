/**
 * What an administrator sees once an invitation's code is sent (a new invitation, or a resend):
 * the code, and the registration link to copy or show as a QR code. This is the only time the
 * portal shows the code: the server keeps only its hash, so the list holds no codes, and a
 * link is shared again by resending (a new code, the old one stops working).
 */
import { Result, Typography } from 'antd';
import { maskPhone } from '@scf/shared';
import { InvitationLinkActions } from './invitation-link.component';

export interface SentInvitation {
  code: string;
  /** The invited mobile, whole or already masked. */
  mobile: string;
  compName: string;
}

export function InvitationSentResult({ sent, title }: { sent: SentInvitation; title: string }): React.JSX.Element {
  return (
    <Result
      status="success"
      title={title}
      subTitle={
        <span role="status">
          已向 {maskPhone(sent.mobile) || sent.mobile} 发送短信邀请“{sent.compName}”注册，有效期 7 天。邀请码：
          <Typography.Text strong copyable data-testid="invite-code">
            {sent.code}
          </Typography.Text>
          <br />
          邀请码只在此显示一次，请现在复制链接或保存二维码；之后如需再次分享，请“重新发送”获取新的邀请码。
        </span>
      }
      extra={<InvitationLinkActions code={sent.code} compName={sent.compName} size="middle" />}
    />
  );
}
