/**
 * Styles of change-account.page.tsx: the list of accounts across the card, an account's line, the
 * current account's tag and the space above the notice and the button.
 */
import type { CSSProperties } from 'react';

export const styles = {
  list: { width: '100%' },
  account: { alignItems: 'flex-start' },
  currentTag: { marginInlineStart: 8 },
  below: { marginTop: 16 },
} satisfies Record<string, CSSProperties>;
