/**
 * The heading row of a voucher product's page: the page's one h1 on the left, its actions
 * (steps, export, the way back) on the right, wrapping below it on a phone.
 */
import type { ReactNode } from 'react';
import { Flex, Space, Typography } from 'antd';
import { styles } from './page-heading.style';

export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }): React.JSX.Element {
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Title level={1} style={styles.title}>
        {title}
      </Typography.Title>
      {children ? <Space wrap>{children}</Space> : null}
    </Flex>
  );
}
