/** The sign-in application: the page of the current route (/login or /login/changeComp). */
import { RoutePage, useRoute } from '@scf/shared';
import { LOGIN_PAGES } from './login-pages';
import { styles } from './login-app.style';

const pending = (
  <p role="status" style={styles.waiting}>
    正在加载中......
  </p>
);

export function LoginApp() {
  const route = useRoute();
  return <RoutePage pages={LOGIN_PAGES} props={{ search: route.search }} fallback={pending} />;
}
