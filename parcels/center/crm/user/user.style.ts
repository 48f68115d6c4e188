/**
 * Styles of user.page.tsx: the note under the avatar.
 */
import type { CSSProperties } from 'react';

export const styles = {
  note: { marginTop: 12, marginBottom: 0 },
} satisfies Record<string, CSSProperties>;
