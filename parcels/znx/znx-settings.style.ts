/**
 * Styles of znx-settings.page.tsx: the notice and the problem above the form, and the form's
 * width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  aboveForm: { marginBottom: 16 },
  form: { maxWidth: 480 },
} satisfies Record<string, CSSProperties>;
