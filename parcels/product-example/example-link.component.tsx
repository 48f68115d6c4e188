/** A link inside the product: a real `<a href>` whose plain click navigates without a reload (shared's `linkClick`). */
import type { ReactNode } from 'react';
import { linkClick } from '@scf/shared';

export function ExampleLink({ to, children }: { to: string; children: ReactNode }): React.JSX.Element {
  return (
    <a href={to} onClick={linkClick(to, undefined)}>
      {children}
    </a>
  );
}
