/**
 * Styles of login-log.page.tsx: the button at the start of its row.
 */
import type { CSSProperties } from 'react';

export const styles = {
  start: { alignSelf: 'flex-start' },
} satisfies Record<string, CSSProperties>;
