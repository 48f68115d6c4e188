/**
 * /register/account, step 1: the administrator's mobile (image captcha + SMS code), the
 * password twice with its strength, and an optional invitation code (prefilled from an
 * invitation link `?inviteCode=`). The answer's `regTicket` is kept for this tab; a tab that
 * already started a registration is offered to continue it instead of starting over.
 */
import { useState } from 'react';
import { Button, Form } from 'antd';
import {
  ensureBrowserId,
  errorMessage,
  LOGIN_PATH,
  navigate,
  registerAccount,
  saveRegistrationDraft,
  type RegStatus,
} from '@scf/shared';
import { FormNotice, MobileCodeFields, NewPasswordFields, NoSpaceInput, useFormSubmit } from '@scf/shared/forms';
import { PortalLink } from '@scf/shared/ui';
import { clearRegTicket, saveRegTicket } from '../reg-ticket';
import { serverStep, STEP_PATH } from '../registration-steps';
import { parseInviteCode } from '../invite-code';
import { ResumeForm } from '../components/resume-form.component';
import { styles } from './account.style';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
  password: string;
  confirm: string;
  inviteCode?: string;
}

const FIELDS = ['mobile', 'captcha', 'smsCode', 'password', 'inviteCode'] as const;

interface ResumeNoticeProps {
  reg: RegStatus;
  ticket: string;
  /** The invitation code of the link this page was opened with. */
  inviteCode: string | null;
  onRestart: () => void;
}

/**
 * This tab already holds a registration. Continuing it from an invitation link stores the
 * link's code with it first, so the invitation is taken up without typing the code again.
 */
function ResumeNotice({ reg, ticket, inviteCode, onRestart }: ResumeNoticeProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    if (inviteCode && !reg.invitation && problem === null) {
      setBusy(true);
      try {
        await saveRegistrationDraft({ regTicket: ticket, inviteCode });
      } catch (err) {
        setProblem(
          `邀请码未能关联到这次注册：${errorMessage(err, '请稍后重试')}。再次点击“继续注册”将不带邀请码继续。`,
        );
        return;
      } finally {
        setBusy(false);
      }
    }
    navigate(STEP_PATH[serverStep(reg)]);
  };
  return (
    <div style={styles.resume} role="status">
      <p style={styles.resumeText}>
        您有一个尚未完成的企业注册（手机号 {reg.mobile}）。可以继续完成，也可以放弃它重新注册。
      </p>
      <FormNotice message={problem} type="warning" />
      <div style={styles.actions}>
        <Button type="primary" onClick={() => void go()} loading={busy}>
          继续注册
        </Button>
        <Button onClick={onRestart}>重新注册</Button>
      </div>
    </div>
  );
}

interface AccountPageProps {
  reg: RegStatus | null;
  ticket: string | null;
  search: string;
  onRestart: () => void;
}

export default function AccountPage({ reg, ticket, search, onRestart }: AccountPageProps) {
  const [form] = Form.useForm<Values>();
  const [invite] = useState(() => parseInviteCode(search));
  const [resuming, setResuming] = useState(false);
  const { submit, submitting, notice } = useFormSubmit(
    form,
    async (values, say) => {
      const res = await registerAccount({
        mobile: values.mobile,
        smsCode: values.smsCode,
        password: values.password,
        browserID: ensureBrowserId(),
        inviteCode: values.inviteCode ? values.inviteCode.toUpperCase() : undefined,
      });
      if (!saveRegTicket(res?.regTicket)) {
        say('注册信息保存失败：请允许浏览器使用会话存储后重试');
        return;
      }
      navigate(STEP_PATH.permit);
    },
    { fields: FIELDS, fallback: '注册失败，请稍后重试' },
    invite.problem,
  );

  if (reg && ticket) {
    return (
      <ResumeNotice
        reg={reg}
        ticket={ticket}
        inviteCode={invite.code}
        onRestart={() => {
          clearRegTicket();
          onRestart();
        }}
      />
    );
  }

  if (resuming) return <ResumeForm inviteCode={invite.code} onBack={() => setResuming(false)} />;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      name="register-account"
      initialValues={{ inviteCode: invite.code ?? '' }}
      noValidate
    >
      <FormNotice message={notice} type="warning" />
      <p style={styles.switch}>
        已在其他窗口或设备上开始注册？
        <Button type="link" style={styles.inlineLink} onClick={() => setResuming(true)}>
          用手机号继续未完成的注册
        </Button>
      </p>
      <MobileCodeFields idPrefix="register" purpose="register" extra="该手机号将作为企业管理员的登录账号" />
      <NewPasswordFields idPrefix="register" />
      <Form.Item
        name="inviteCode"
        label="邀请码（选填）"
        extra="收到其他企业的邀请时填写"
        rules={[{ pattern: /^[A-Za-z0-9]{8}$/, message: '邀请码为8位字母或数字' }]}
      >
        <NoSpaceInput size="large" maxLength={8} autoComplete="off" placeholder="8位邀请码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        下一步：企业认证
      </Button>
      <p style={styles.footer}>
        已有账号？
        <PortalLink to={LOGIN_PATH} style={styles.loginLink}>
          直接登录
        </PortalLink>
      </p>
    </Form>
  );
}
