/**
 * /login: password or SMS-code login in two tabs, then (for a person in several companies)
 * the choice of company. After login: `?redirect=` when it is a same-origin path, else the
 * product centre. The session guard sends a reader who already has a token away before this
 * mounts, so the page never has to.
 */
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { APPS, type LoginChoice, THEME } from '@scf/shared';
import { FormNotice } from '@scf/shared/forms';
import { PortalLink } from '@scf/shared/ui';
import { AuthLayout } from '../components/auth-layout.component';
import { LoginTabs } from '../components/login-tabs.component';
import { PasswordLoginForm } from '../components/password-login-form.component';
import { SmsLoginForm } from '../components/sms-login-form.component';
import { redirectFromSearch } from '../login-flow';

// Only a person with several companies or roles sees the choice: its Radio/Select/Tag code is
// not downloaded before the login form paints.
const CompanyChoice = lazy(() =>
  import('../components/company-choice.component').then((m) => ({ default: m.CompanyChoice })),
);

const styles = {
  // Baseline: the first link is a flex item whose padding (a taller tap target) would lower its text.
  links: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: 12,
    marginTop: 20,
    fontSize: 14,
  },
  // Underlined: inside a sentence, colour alone would not mark them as links (WCAG 1.4.1).
  link: { color: THEME.primary, padding: '4px 0', textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

type TabKey = 'password' | 'sms';

export default function LoginPage({ search }: { search: string }) {
  const target = redirectFromSearch(search);
  const [tab, setTab] = useState<TabKey>('password');
  const [choice, setChoice] = useState<LoginChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The form's button disappears when the view changes: put focus on the new view's heading,
  // so keyboard and screen-reader users continue from there (not from the top of the page).
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document.getElementById('scf-auth-title')?.focus();
  }, [choice]);

  if (choice) {
    return (
      <AuthLayout title="选择企业">
        <Suspense fallback={<p role="status">正在加载企业列表……</p>}>
          <CompanyChoice
            choice={choice}
            target={target}
            onCancel={(message) => {
              setChoice(null);
              setNotice(message ?? null);
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  const onChoose = (next: LoginChoice) => {
    setNotice(null);
    setChoice(next);
  };

  return (
    <AuthLayout title="企业用户登录">
      <FormNotice message={notice} type="warning" />
      <LoginTabs<TabKey>
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'password', label: '密码登录', children: <PasswordLoginForm target={target} onChoose={onChoose} /> },
          { key: 'sms', label: '短信登录', children: <SmsLoginForm target={target} onChoose={onChoose} /> },
        ]}
      />
      <div style={styles.links}>
        <PortalLink to={APPS.resetpwd} style={styles.link}>
          忘记密码？
        </PortalLink>
        <span>
          还没有账号？
          <PortalLink to={APPS.register} style={styles.link}>
            立即注册
          </PortalLink>
        </span>
      </div>
    </AuthLayout>
  );
}
