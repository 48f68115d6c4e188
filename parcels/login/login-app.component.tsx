/** The sign-in application: the page of the current route (/login or /login/changeComp). */
import { RoutePage, useRoute } from '@scf/shared';
import { LOGIN_PAGES } from './login-pages';

const pending = (
  <p role="status" style={{ padding: 32, textAlign: 'center' }}>
    正在加载中......
  </p>
);

export function LoginApp() {
  const route = useRoute();
  return <RoutePage pages={LOGIN_PAGES} props={{ search: route.search }} fallback={pending} />;
}
