/**
 * The registration wizard: the step of the current URL (route table), after the server said
 * this tab may be there (`useRegistration`). Each step's page is its own chunk.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { RoutePage, useRoute, type RegStep } from '@scf/shared';
import { FormNotice } from '@scf/shared/forms';
import { WizardLayout } from '@scf/shared/wizard';
import { useRegistration, noticeOfHistoryEntry } from './hooks/use-registration.hook';
import { STEP_ORDER, stepOfPath, stepTitles } from './registration-steps';
import { REGISTER_PAGES } from './register-pages';
import { styles } from './register-app.style';

const pending = (
  <p role="status" style={styles.waiting}>
    正在加载中......
  </p>
);

interface WizardProps {
  step: RegStep;
  search: string;
  /** A notice for the account step (why the reader was sent back there). */
  notice: string | null;
  onNotice: (message: string) => void;
}

function Wizard({ step, search, notice, onNotice }: WizardProps) {
  const { state, recheck } = useRegistration(step, onNotice);
  const titles = stepTitles();

  let body: ReactNode = pending;
  if (state.status === 'error') {
    body = (
      <div role="alert" style={styles.failure}>
        <p>注册进度查询失败：{state.message}</p>
        <Button onClick={recheck}>重试</Button>
      </div>
    );
  } else if (state.status === 'ready') {
    const { reg, ticket } = state;
    body = <RoutePage pages={REGISTER_PAGES} props={{ reg, ticket, search, onRestart: recheck }} fallback={pending} />;
  }

  return (
    <WizardLayout
      wizard="企业注册"
      title={titles[step]}
      steps={STEP_ORDER.map((s) => titles[s])}
      current={STEP_ORDER.indexOf(step)}
      finished={step === 'success'}
    >
      <FormNotice message={step === 'account' ? notice : null} type="warning" />
      {body}
    </WizardLayout>
  );
}

export function RegisterApp() {
  const route = useRoute();
  const step = stepOfPath(route.pathname);
  // Kept above the per-step Wizard, so it survives the URL replacement that sends a reader
  // back to the account step; moving on to a later step drops it.
  const [notice, setNotice] = useState<string | null>(null);
  // After a mount (also one that takes over server markup, which never has a notice) the notice
  // that came with this history entry is shown again.
  useEffect(() => {
    const carried = noticeOfHistoryEntry();
    if (carried) setNotice(carried);
  }, []);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === 'account' && step !== 'account') setNotice(null);
    previous.current = step;
  }, [step]);
  return step && <Wizard key={step} step={step} search={route.search} notice={notice} onNotice={setNotice} />;
}
