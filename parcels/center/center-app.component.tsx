/**
 * The centre's React root: shared's provider (antd zh_CN, accessible theme, notifier), the
 * layout and the page. Text colours (Descriptions labels, empty texts) come from the shared
 * theme's tokens, not from overrides here.
 */
import { PortalProvider } from '@scf/shared/ui';
import { CenterLayout } from './layout/center-layout.component';
import { CenterRouter } from './center-router.component';

export function CenterApp(): React.JSX.Element {
  return (
    <PortalProvider>
      <CenterLayout>
        <CenterRouter />
      </CenterLayout>
    </PortalProvider>
  );
}
