/**
 * Styles the header's menus share (header-company-switch, header-role-switch, header-user-menu):
 * the small caret after the current company, role or name.
 */
import type { CSSProperties } from 'react';

export const styles = {
  caret: { fontSize: 10 },
} satisfies Record<string, CSSProperties>;
