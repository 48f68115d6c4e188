/**
 * The heading of a card or section of a page: an h2 below the page's one h1, at the size of a
 * card title, so the outline reads right to a screen reader without looking like a page title.
 */
import type { ReactNode } from 'react';
import { Typography } from 'antd';

export function SectionTitle({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
