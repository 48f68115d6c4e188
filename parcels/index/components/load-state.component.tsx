/**
 * What a content section shows while its call is under way, when it failed (with a retry),
 * and when the CMS has nothing for it. Light on purpose: it appears on the first screen.
 */
import type { CSSProperties, ReactNode } from 'react';
import { THEME, type RequestState } from '@scf/shared';

const styles = {
  box: { padding: '32px 16px', textAlign: 'center', color: THEME.textSecondary },
  retry: {
    marginLeft: 12,
    minHeight: 32,
    padding: '4px 15px',
    border: `1px solid ${THEME.border}`,
    borderRadius: 6,
    background: THEME.background,
    color: 'rgba(0, 0, 0, 0.88)',
    cursor: 'pointer',
    fontSize: 14,
  },
  bar: {
    height: 16,
    margin: '12px auto',
    borderRadius: 4,
    background: `linear-gradient(90deg, ${THEME.track}, ${THEME.trackShine}, ${THEME.track})`,
  },
} satisfies Record<string, CSSProperties>;

interface Props<T> {
  state: RequestState<T>;
  reload: () => void;
  /** What the section is, for the messages ("新闻" → "新闻加载失败"). */
  what: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** Height kept while loading, so the page does not jump when content arrives. */
  minHeight?: number;
}

export function LoadState<T>({ state, reload, what, isEmpty, children, minHeight = 120 }: Props<T>) {
  if (state.status === 'loading') {
    return (
      <div style={{ ...styles.box, minHeight }} role="status" aria-live="polite">
        <span>正在加载{what}……</span>
        <div style={{ ...styles.bar, width: '60%' }} aria-hidden="true" />
        <div style={{ ...styles.bar, width: '40%' }} aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div style={{ ...styles.box, minHeight }} role="alert">
        <span>
          {what}加载失败：{state.error}
        </span>
        <button type="button" style={styles.retry} onClick={reload}>
          重新加载
        </button>
      </div>
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <div style={{ ...styles.box, minHeight }}>
        <span>暂无{what}</span>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
