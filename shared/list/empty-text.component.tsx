/**
 * The text of an empty table or list, in the theme's secondary text colour like the rest of
 * the page's notes (the theme's disabled colour, antd's default for it, passes AA as well).
 */
import { Typography } from 'antd';

export function EmptyText({ children }: { children: string }): React.JSX.Element {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
