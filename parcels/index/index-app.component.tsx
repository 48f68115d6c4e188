/**
 * The public site: header, the page of the current route, footer. The page comes from the
 * route table entry single-spa mounted us for (`useRoute`); only the home page is in the
 * entry chunk, every other page loads its own chunk on first visit.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { MOBILE_MEDIA_QUERY, RoutePage, useClientValue, useMediaQuery, useRoute, THEME } from '@scf/shared';
import { PublicHeader } from './components/public-header.component';
import { PublicFooter } from './components/public-footer.component';
import { SkipLink } from '@scf/shared/ui';
import { INDEX_PAGES } from './index-pages';

const MAIN_ID = 'scf-public-main';

const styles = {
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: THEME.pageBackground },
  main: { flex: 1, outline: 'none' },
  pending: { minHeight: 320, padding: 32, textAlign: 'center', color: THEME.textSecondary },
} satisfies Record<string, CSSProperties>;

const readHash = (): string => window.location.hash;

export function IndexApp() {
  const route = useRoute();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  // The fragment never reaches the server: the first render uses none, as the server did.
  const hash = useClientValue(readHash, '');
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
    <div style={styles.shell}>
      <SkipLink target={MAIN_ID} />
      <PublicHeader pathname={route.pathname} mobile={mobile} />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} style={styles.main}>
        <RoutePage
          pages={INDEX_PAGES}
          props={{ title: route.route?.title ?? '', search: route.search, hash, params: route.params, mobile }}
          fallback={
            <div style={styles.pending} role="status">
              正在加载中......
            </div>
          }
        />
      </main>
      <PublicFooter />
    </div>
  );
}
