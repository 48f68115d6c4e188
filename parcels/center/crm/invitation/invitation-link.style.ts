/**
 * Styles of invitation-link.component.tsx: the link's caption and the link, centred under the
 * code.
 */
import type { CSSProperties } from 'react';

export const styles = {
  caption: { margin: 0, textAlign: 'center' },
  link: { wordBreak: 'break-all', textAlign: 'center' },
} satisfies Record<string, CSSProperties>;
