/**
 * The breadcrumbs at the top of the centre's content (ant-design-pro's place for them): the
 * trail of `breadcrumbTrail`, ancestors as links that navigate without a reload, the current
 * page last and marked as such.
 */
import type { MouseEvent } from 'react';
import { Breadcrumb } from 'antd';
import { isPlainClick, navigate } from '@scf/shared';
import { breadcrumbTrail } from './breadcrumb-trail';
import { useKnownProductNames } from '../common/use-product-names.hook';
import type { MenuNode } from './crm-menu';
import { styles } from './center-breadcrumb.style';

export function CenterBreadcrumb({
  pathname,
  nodes,
}: {
  pathname: string;
  nodes: readonly MenuNode[];
}): React.JSX.Element | null {
  const trail = breadcrumbTrail(pathname, nodes, useKnownProductNames());
  if (trail.length < 2) return null;
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <Breadcrumb
      aria-label="面包屑"
      data-scf-breadcrumb=""
      style={styles.breadcrumb}
      items={trail.map((c, i) => ({
        key: `${i}:${c.title}`,
        title:
          i === trail.length - 1 ? (
            <span aria-current="page">{c.title}</span>
          ) : c.path ? (
            <a href={c.path} onClick={follow(c.path)}>
              {c.title}
            </a>
          ) : (
            c.title
          ),
      }))}
    />
  );
}
