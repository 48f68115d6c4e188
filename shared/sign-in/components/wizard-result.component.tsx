/**
 * The last page of a wizard (registration approved, password reset): a success mark, one
 * sentence as the page's status, a few lines of what to do next, and one button on. Leaving
 * through the button lets the wizard forget what its tab kept (`onLeave`).
 */
import type { CSSProperties, ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { LOGIN_PATH, navigate, THEME } from '../../index';

const styles = {
  box: { textAlign: 'center', padding: '16px 0 8px' },
  title: { margin: '16px 0 8px', fontSize: 22, fontWeight: 600 },
  text: { margin: '0 0 24px', color: THEME.text, lineHeight: 1.8 },
} satisfies Record<string, CSSProperties>;

export interface WizardResultProps {
  /** The outcome in one sentence (announced as the page's status). */
  title: ReactNode;
  /** Each line of what follows, e.g. which account to log in with. */
  lines: ReactNode[];
  /** The button on; 去登录 to the login page unless given. */
  action?: { label: string; to: string };
  /** Called before leaving through the button (forget this tab's wizard state). */
  onLeave?: () => void;
}

export function WizardResult({
  title,
  lines,
  action = { label: '去登录', to: LOGIN_PATH },
  onLeave,
}: WizardResultProps) {
  const { token } = theme.useToken();
  return (
    <div style={styles.box}>
      <CheckCircleFilled aria-hidden="true" style={{ fontSize: 64, color: token.colorSuccessText }} />
      <p style={styles.title} role="status">
        {title}
      </p>
      <p style={styles.text}>
        {lines.map((line, i) => (
          <span key={i}>
            {i > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
      <Button
        type="primary"
        size="large"
        onClick={() => {
          onLeave?.();
          navigate(action.to);
        }}
      >
        {action.label}
      </Button>
    </div>
  );
}
