/**
 * The text of an empty table or list. antd draws it in the disabled text colour, which fails
 * WCAG AA contrast (axe color-contrast); this is the secondary text colour of the theme.
 */
import { Typography } from 'antd';

export function EmptyText({ children }: { children: string }): React.JSX.Element {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
