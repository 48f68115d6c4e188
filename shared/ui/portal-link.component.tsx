/**
 * `<PortalLink to="/login">`: a real `<a href>` (open in a new tab, read by screen readers,
 * clicked by `npm run bench`) whose plain click is handed to single-spa through shared's
 * `linkClick`, so moving between parcels never reloads the page.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
// From the core entry module, not its file: see shared/forms.ts on how the core is chunked.
import { linkClick } from '../index';

export interface PortalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

export function PortalLink({ to, children, onClick, ...rest }: PortalLinkProps) {
  const follow = linkClick(to, undefined);
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    >
      {children}
    </a>
  );
}
