/**
 * Styles of login-form.component.tsx: the space below 记住我.
 */
import type { CSSProperties } from 'react';

export const styles = {
  remember: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
