/**
 * Styles of financing-form.page.tsx: the fields of a row that wrap on a narrow screen, the quote's
 * figures kept on one line, the space around the quote and the problem.
 */
import type { CSSProperties } from 'react';

export const styles = {
  wideField: { flex: '1 1 200px', marginBottom: 8 },
  field: { flex: '1 1 150px', marginBottom: 8 },
  fullWidth: { width: '100%' },
  quote: { marginTop: 16 },
  figure: { whiteSpace: 'nowrap' },
  problem: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;
