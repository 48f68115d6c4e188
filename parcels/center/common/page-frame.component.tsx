/**
 * The frame of every centre page: the page heading (the route's title unless given) and
 * the page's actions, above the content. One h1 per page, for screen-reader navigation.
 */
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useRoute } from '@scf/shared';
import { styles } from './page-frame.style';

export interface PageFrameProps {
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

export function PageFrame({ title, extra, children }: PageFrameProps): React.JSX.Element {
  const { route } = useRoute();
  return (
    <section aria-labelledby="scf-page-title" style={styles.frame}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title id="scf-page-title" level={1} style={styles.title}>
          {title ?? route?.title ?? ''}
        </Typography.Title>
        {extra ? (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </section>
  );
}
