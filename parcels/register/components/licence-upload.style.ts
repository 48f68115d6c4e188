/**
 * Styles of licence-upload.component.tsx: the row of buttons, the hint and the error, the chosen
 * file with its preview and name, the hidden file input and the file icon.
 */
import type { CSSProperties } from 'react';
import { THEME } from '@scf/shared';

export const styles = {
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 },
  hint: { margin: '8px 0 0', color: THEME.textSecondary, fontSize: 14 },
  file: {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    marginTop: 12,
    padding: 12,
    border: `1px solid ${THEME.border}`,
    borderRadius: 8,
  },
  preview: { width: 96, height: 72, objectFit: 'cover', borderRadius: 4, border: `1px solid ${THEME.borderSecondary}` },
  name: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  error: { margin: '8px 0 0', color: THEME.error },
  fileInput: { display: 'none' },
  fileIcon: { fontSize: 32 },
} satisfies Record<string, CSSProperties>;
