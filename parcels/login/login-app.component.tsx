/**
 * The sign-in application: /login and /login/changeComp, chosen from the route table entry
 * single-spa mounted us for. The company switch is loaded on first use only.
 */
import { lazy, Suspense } from 'react';
import { CHANGE_COMP_PATH, LOGIN_PATH, useRoute } from '@scf/shared';
import { PortalProvider } from '@scf/shared/ui';
import LoginPage from './pages/login.page';

const ChangeCompPage = lazy(() => import('./pages/change-comp.page'));

export function LoginApp() {
  const route = useRoute();
  const path = route.route?.path;
  return (
    <PortalProvider>
      <Suspense
        fallback={
          <p role="status" style={{ padding: 32, textAlign: 'center' }}>
            正在加载中......
          </p>
        }
      >
        {path === LOGIN_PATH && <LoginPage search={route.search} />}
        {path === CHANGE_COMP_PATH && <ChangeCompPage />}
      </Suspense>
    </PortalProvider>
  );
}
