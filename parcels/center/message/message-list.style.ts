/**
 * Styles of message-list.page.tsx: the filters' widths, the unread dot and title, the text for screen
 * readers only and the clipped content.
 */
import type { CSSProperties } from 'react';

export const styles = {
  readFilter: { width: 110 },
  typeFilter: { width: 130 },
  keyword: { width: 180 },
  screenReaderOnly: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  unreadDot: { marginInlineEnd: 6 },
  content: { maxWidth: 520 },
  unreadTitle: { fontWeight: 600 },
  readTitle: { fontWeight: 400 },
} satisfies Record<string, CSSProperties>;
