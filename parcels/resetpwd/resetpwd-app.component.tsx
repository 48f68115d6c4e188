/**
 * The password-reset wizard: the step of the current URL, or the step this tab may be on
 * (a typed /resetpwd/reset without a verified mobile starts at the account step).
 */
import { useEffect, useState } from 'react';
import { RoutePage, useHydrated, useRoute } from '@scf/shared';
import { FormNotice } from '@scf/shared/forms';
import { WizardLayout } from '@scf/shared/wizard';
import { readResetDone, readResetTicket } from './reset-state';
import {
  allowedResetStep,
  RESET_PATH,
  RESET_STEPS,
  resetStepOfPath,
  resetStepTitles,
  type ResetStep,
} from './reset-steps';
import { RESETPWD_PAGES } from './resetpwd-pages';

function Wizard({ step }: { step: ResetStep }) {
  const [notice, setNotice] = useState<string | null>(null);
  // Session storage is the browser's: the server and hydration render without it (the account
  // step's page, or the frame alone), the browser decides right after.
  const browser = useHydrated();
  const ticket = browser && step === 'reset' ? readResetTicket() : null;
  const done = browser && step === 'complete' ? readResetDone() : null;
  const allowed = allowedResetStep(step, { hasTicket: ticket !== null, done: done !== null });

  useEffect(() => {
    if (!browser || allowed === step) return;
    setNotice(step === 'reset' ? '请先验证手机号（验证结果10分钟内有效）。' : null);
    window.history.replaceState(window.history.state, '', RESET_PATH[allowed]);
  }, [browser, allowed, step]);

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
      {allowed === step && (
        <RoutePage
          pages={RESETPWD_PAGES}
          props={{ ticket, done, onTicketGone: goBack }}
          fallback={<p role="status">正在加载中......</p>}
        />
      )}
    </WizardLayout>
  );
}

export function ResetpwdApp() {
  const route = useRoute();
  const step = resetStepOfPath(route.pathname);
  // One Wizard instance for every step (no key): a notice raised while a URL is replaced by
  // the account step outlives that change.
  return step && <Wizard step={step} />;
}
