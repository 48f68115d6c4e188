/**
 * Styles of avatar-crop.modal.tsx: the crop area on its backdrop, the canvas in it (a move
 * cursor once a picture is there), the zoom slider at the area's width and the round preview;
 * colours from the theme.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

/** CSS pixels of the crop viewport. */
export const VIEWPORT = 280;
/** CSS pixels of the round preview. */
export const PREVIEW = 96;

const stage: CSSProperties = { width: VIEWPORT, height: VIEWPORT, touchAction: 'none', display: 'block' };

export const styles = {
  column: { width: '100%', alignItems: 'center' },
  cropArea: { width: VIEWPORT, height: VIEWPORT, background: THEME.cropBackdrop, borderRadius: 4, outlineOffset: 2 },
  stage: { ...stage, cursor: 'move' },
  emptyStage: { ...stage, cursor: 'default' },
  zoom: { width: VIEWPORT },
  preview: { width: PREVIEW, height: PREVIEW, borderRadius: '50%', background: THEME.track },
} satisfies Record<string, CSSProperties>;
