/**
 * The root config: no UI framework, only orchestration (single-spa FAQ). It registers one
 * application per URL prefix from the shared route table, wires the session guard and the
 * inactivity watch, and adds the floating service widget to every page.
 */
import { start } from 'single-spa';
import { configureCookies, startClientState, startInactivityWatch } from '@scf/shared';
import { registerApps } from './register-apps';
import { installNavigation } from './navigation';
import { mountServiceWidget } from './service-widget';
import { nameDefaultIcons } from './icon-names';
import { prefetchCurrentPage, startAppPrefetch } from './app-prefetch';
import { adoptServerSeed } from './server-seed';

// Token cookies are scoped to the provider's parent domain when the server says so (COOKIE_DOMAIN),
// so that the header on the provider's other sites shares the session.
const cookieDomain = document.querySelector<HTMLMetaElement>('meta[name="scf-cookie-domain"]')?.content ?? '';
if (cookieDomain && !cookieDomain.startsWith('%')) configureCookies({ domain: cookieDomain });
startClientState();
adoptServerSeed();
registerApps();
installNavigation();
startInactivityWatch();
prefetchCurrentPage();
start({ urlRerouteOnly: true });
mountServiceWidget();
nameDefaultIcons();
startAppPrefetch();
