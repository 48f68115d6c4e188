/**
 * The polite live region under a code field: where the last code went and when. The time is
 * the reader's proof that 重新获取 did send a new code (the rest of the line stays the same),
 * and a changed text is announced again by screen readers.
 */
import type { CSSProperties } from 'react';
import { chinaClock, THEME } from '../../index';
import type { SentCode } from '../hooks/use-send-code.hook';

const style: CSSProperties = { minHeight: 22, marginTop: 4, fontSize: 14, color: THEME.textSecondary };

/** "14:05:09": the local time of a send. */
export function sendTimeText(at: Date): string {
  return chinaClock(at);
}

/** `shown` is the destination as the reader should see it (a masked mobile on sign-in pages). */
export function SentCodeStatus({ sent, shown }: { sent: SentCode | null; shown?: string }): React.JSX.Element {
  return (
    <div style={style} role="status" aria-live="polite">
      {sent ? (
        <>
          <span>{`验证码已发送至 ${shown ?? sent.to}，5分钟内有效`}</span>
          <span data-scf-sent-at="">{`（${sendTimeText(sent.at)} 发送）`}</span>
        </>
      ) : null}
    </div>
  );
}
