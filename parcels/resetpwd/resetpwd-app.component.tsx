/**
 * The password-reset wizard: the step of the current URL, or the step this tab may be on
 * (a typed /resetpwd/reset without a verified mobile starts at the account step).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { PortalProvider } from '@scf/shared/ui';
import { useRoute } from '@scf/shared';
import { FormNotice } from '@scf/shared/forms';
import { WizardLayout } from '@scf/shared/wizard';
import { readResetDone, readResetTicket } from './reset-state';
import { allowedResetStep, RESET_PATH, RESET_STEPS, resetStepOfPath, resetStepTitles, type ResetStep } from './reset-steps';
import ResetAccountPage from './pages/account.page';

const ResetPasswordPage = lazy(() => import('./pages/reset.page'));
const ResetCompletePage = lazy(() => import('./pages/complete.page'));

function Wizard({ step }: { step: ResetStep }) {
  const [notice, setNotice] = useState<string | null>(null);
  const ticket = step === 'reset' ? readResetTicket() : null;
  const done = step === 'complete' ? readResetDone() : null;
  const allowed = allowedResetStep(step, { hasTicket: ticket !== null, done: done !== null });

  useEffect(() => {
    if (allowed === step) return;
    setNotice(step === 'reset' ? '请先验证手机号（验证结果10分钟内有效）。' : null);
    window.history.replaceState(window.history.state, '', RESET_PATH[allowed]);
  }, [allowed, step]);

  const titles = resetStepTitles();
  const goBack = (message: string) => {
    setNotice(message);
    window.history.replaceState(window.history.state, '', RESET_PATH.account);
  };
  return (
    <WizardLayout
      wizard="找回密码"
      title={titles[step]}
      steps={RESET_STEPS.map((s) => titles[s])}
      current={RESET_STEPS.indexOf(step)}
      finished={step === 'complete'}
    >
      <FormNotice message={notice} type="warning" />
      <Suspense fallback={<p role="status">正在加载中......</p>}>
        {allowed === step && step === 'account' && <ResetAccountPage />}
        {allowed === step && step === 'reset' && ticket && <ResetPasswordPage ticket={ticket} onTicketGone={goBack} />}
        {allowed === step && step === 'complete' && <ResetCompletePage mobile={done ?? ''} />}
      </Suspense>
    </WizardLayout>
  );
}

export function ResetpwdApp() {
  const route = useRoute();
  const step = resetStepOfPath(route.pathname);
  // One Wizard instance for every step (no key): a notice raised while a URL is replaced by
  // the account step outlives that change.
  return <PortalProvider>{step && <Wizard step={step} />}</PortalProvider>;
}
