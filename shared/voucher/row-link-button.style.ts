/**
 * Styles of a table row's link button (row-link-button.component.tsx): antd's small link button
 * with its inline padding cut to 4 px (antd's `paddingXXS`), so two or three steps fit side by
 * side in the 操作 column.
 */
import type { CSSProperties } from 'react';

export const styles = {
  button: { paddingInline: 4 },
} satisfies Record<string, CSSProperties>;
