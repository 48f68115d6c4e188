/**
 * Styles of employee-roles.modal.tsx: the space below the notice.
 */
import type { CSSProperties } from 'react';

export const styles = {
  notice: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
