/**
 * A link to a portal page: a real `<a href>` (opens in a new tab, read as a link), whose
 * plain click goes through single-spa's navigation instead of reloading the page (shared's
 * `linkClick`, the same rule the header's links follow).
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { linkClick } from '@scf/shared';

export interface PortalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  to: string;
  children?: ReactNode;
}

export function PortalLink({ to, children, ...rest }: PortalLinkProps): React.JSX.Element {
  return (
    <a {...rest} href={to} onClick={linkClick(to, undefined)}>
      {children}
    </a>
  );
}
