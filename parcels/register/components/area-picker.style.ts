/**
 * Styles of area-picker.component.tsx: the picker across the form.
 */
import type { CSSProperties } from 'react';

export const styles = {
  picker: { width: '100%' },
} satisfies Record<string, CSSProperties>;
