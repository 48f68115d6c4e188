/**
 * The centre's React root (inside shared's provider, which `defineParcel` adds): the layout
 * and the page. Text colours (Descriptions labels, empty texts) come from the shared
 * theme's tokens, not from overrides here.
 */
import { CenterLayout } from './layout/center-layout.component';
import { CenterRouter } from './center-router.component';

export function CenterApp(): React.JSX.Element {
  return (
    <CenterLayout>
      <CenterRouter />
    </CenterLayout>
  );
}
