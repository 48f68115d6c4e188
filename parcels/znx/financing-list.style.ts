/**
 * Styles of financing-list.page.tsx: the tabs as buttons that wrap on a phone.
 */
import type { CSSProperties } from 'react';

export const styles = {
  tabButtons: { display: 'flex', flexWrap: 'wrap', rowGap: 8 },
} satisfies Record<string, CSSProperties>;
