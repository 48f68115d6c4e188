/**
 * Styles of use-filter-form.hook.tsx: the button that opens the filters, at the start of its row.
 */
import type { CSSProperties } from 'react';

export const styles = {
  open: { alignSelf: 'flex-start' },
} satisfies Record<string, CSSProperties>;
