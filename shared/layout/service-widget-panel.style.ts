/**
 * Styles of service-widget-panel.component.tsx: the figure without its margin.
 */
import type { CSSProperties } from 'react';

export const styles = {
  figure: { margin: 0 },
} satisfies Record<string, CSSProperties>;
