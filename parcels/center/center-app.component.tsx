/** The centre's React root: shared's provider (antd zh_CN, accessible theme, notifier), the layout and the page. */
import { ConfigProvider, type ThemeConfig } from 'antd';
import { PortalProvider } from '@scf/shared/ui';
import { CenterLayout } from './layout/center-layout.component';
import { CenterRouter } from './center-router.component';

/**
 * Component colours the shared theme does not fix yet: antd draws Descriptions labels in the
 * tertiary text colour (rgba(0,0,0,.45), 3.36:1 on white), below WCAG AA. The nested provider
 * inherits everything else from PortalProvider's theme.
 */
const centreTheme: ThemeConfig = {
  components: {
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
  },
};

export function CenterApp(): React.JSX.Element {
  return (
    <PortalProvider>
      <ConfigProvider theme={centreTheme}>
        <CenterLayout>
          <CenterRouter />
        </CenterLayout>
      </ConfigProvider>
    </PortalProvider>
  );
}
