/**
 * Styles of roles-editor.component.tsx: a role's picker across the editor.
 */
import type { CSSProperties } from 'react';

export const styles = {
  picker: { width: '100%', marginTop: 4 },
} satisfies Record<string, CSSProperties>;
