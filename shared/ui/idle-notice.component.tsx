/**
 * The non-blocking notice of the antd notifier (the inactivity countdown). Rendered by hand
 * rather than with antd `notification`, whose container is a live region: a countdown inside
 * it would be read out every second. Here the visible countdown is a `timer` (not announced)
 * and a separate polite live region says the same thing at a few milestones.
 */
import { Button } from 'antd';
import type { NoticeOptions } from '../notify/notifier.types';
import { VISUALLY_HIDDEN } from './visually-hidden';
import { styles } from './idle-notice.style';

export function IdleNotice({ notice, onAction }: { notice: NoticeOptions; onAction: () => void }) {
  return (
    // The DOM fallback of the notice mirrors antd's notification markup; the role is what assistive technology reads.
    // biome-ignore lint/a11y/useSemanticElements: mirrors antd's notification markup (see above)
    <div role="region" aria-label={notice.title} data-scf-notice-key={notice.key} style={styles.notice}>
      <div style={styles.title}>{notice.title}</div>
      <div role="timer" style={styles.timer}>
        {notice.description}
      </div>
      <div aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN}>
        {notice.announcement}
      </div>
      <div style={styles.actions}>
        <Button type="primary" onClick={onAction}>
          {notice.actionText}
        </Button>
      </div>
    </div>
  );
}
