/** The sign-in pages by the keys the route table names; the company switch loads on first use. */
import { definePages } from '@scf/shared';
import LoginPage from './pages/login.page';

export interface LoginPageProps {
  search: string;
}

export const LOGIN_PAGES = definePages<LoginPageProps>('login', {
  'login/login': async () => ({ default: LoginPage }),
  'login/change-comp': () => import('./pages/change-comp.page'),
  'login/new-password': () => import('./pages/new-password.page'),
});
