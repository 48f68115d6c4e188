/**
 * Styles of transfer-detail.page.tsx: the space above the transfer's parts.
 */
import type { CSSProperties } from 'react';

export const styles = {
  parts: { marginTop: 12 },
} satisfies Record<string, CSSProperties>;
