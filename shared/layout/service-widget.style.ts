/**
 * Styles of service-widget.component.tsx: the hidden box that keeps the panel's place.
 */
import type { CSSProperties } from 'react';
import { PANEL_HEIGHT, PANEL_WIDTH } from './service-widget-size';

export const styles = {
  placeholder: { width: PANEL_WIDTH, height: PANEL_HEIGHT, visibility: 'hidden' },
} satisfies Record<string, CSSProperties>;
