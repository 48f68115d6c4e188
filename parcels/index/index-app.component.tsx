/**
 * The public site: header, the page of the current route, footer. The page comes from the
 * route table entry single-spa mounted us for (`useRoute`); only the home page is in the
 * entry chunk, every other page loads its own chunk on first visit.
 */
import { lazy, Suspense, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { MOBILE_MEDIA_QUERY, useMediaQuery, useRoute, type CurrentRoute } from '@scf/shared';
import { PortalProvider } from '@scf/shared/ui';
import { PublicHeader } from './components/public-header.component';
import { PublicFooter } from './components/public-footer.component';
import { SkipLink } from './components/skip-link.component';
import { PUBLIC_PATHS } from './public-paths';
import HomePage from './pages/home.page';

const ProductPage = lazy(() => import('./pages/product.page'));
const NewsListPage = lazy(() => import('./pages/news-list.page'));
const NewsDetailPage = lazy(() => import('./pages/news-detail.page'));
const HelpPage = lazy(() => import('./pages/help.page'));
const AboutPage = lazy(() => import('./pages/about.page'));

const MAIN_ID = 'scf-public-main';

const styles = {
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f5f5' },
  main: { flex: 1, outline: 'none' },
  pending: { minHeight: 320, padding: 32, textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)' },
} satisfies Record<string, CSSProperties>;

function pageFor(route: CurrentRoute, mobile: boolean): ReactNode {
  const title = route.route?.title ?? '';
  const hash = typeof window !== 'undefined' ? window.location.hash : '';
  switch (route.route?.path) {
    case PUBLIC_PATHS.home:
      return <HomePage mobile={mobile} />;
    case PUBLIC_PATHS.product:
      return <ProductPage title={title} hash={hash} />;
    case PUBLIC_PATHS.newsList:
      return <NewsListPage title={title} search={route.search} mobile={mobile} />;
    case PUBLIC_PATHS.newsDetail:
      return <NewsDetailPage params={route.params} />;
    case PUBLIC_PATHS.help:
      return <HelpPage title={title} />;
    case PUBLIC_PATHS.about:
      return <AboutPage title={title} />;
    default:
      // The root config sends unknown paths to /404 before we are mounted; nothing to draw.
      return null;
  }
}

export function IndexApp() {
  const route = useRoute();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(route.pathname);

  // After a move between public pages, start at the top and put focus on the new content,
  // so screen-reader and keyboard users land on the page they asked for.
  useEffect(() => {
    if (route.pathname === firstPath.current) return;
    firstPath.current = route.pathname;
    if (!window.location.hash) window.scrollTo?.({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [route.pathname]);

  return (
    <PortalProvider>
      <div style={styles.shell}>
        <SkipLink target={MAIN_ID} />
        <PublicHeader pathname={route.pathname} mobile={mobile} />
        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} style={styles.main}>
          <Suspense
            fallback={
              <div style={styles.pending} role="status">
                正在加载中......
              </div>
            }
          >
            {pageFor(route, mobile)}
          </Suspense>
        </main>
        <PublicFooter />
      </div>
    </PortalProvider>
  );
}
