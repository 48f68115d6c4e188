/**
 * The heading of a card or section of a page: an h2 below the page's one h1, at the size of a
 * card title, so the outline reads right to a screen reader without looking like a page title.
 * Plain HTML with antd's heading tokens (what Typography.Title level 2 draws, at 16 px): it is
 * exported by `@scf/shared/ui`, which every parcel loads, and antd's Typography there put about
 * 40 KB gzip into the public pages' common chunk.
 */
import type { ReactNode } from 'react';
import { theme } from 'antd';

export function SectionTitle({ children }: { children: ReactNode }): React.JSX.Element {
  const { token } = theme.useToken();
  return (
    <h2
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: 16,
        lineHeight: token.lineHeightHeading2,
        wordBreak: 'break-word',
      }}
    >
      {children}
    </h2>
  );
}
