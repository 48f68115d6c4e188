/**
 * The frame of every centre page: the portal header (shared's `PortalHeader`, the component
 * `<scf-header>` wraps), the customer-relations menu in the persisted mode (top bar or
 * sidebar), the tags bar of opened pages (wide screens), the message-centre sidebar beside
 * the message pages, the breadcrumbs and the page itself, all under the person's watermark.
 * The floating service widget is added to every page by the root config, not here.
 */
import {
  Fragment,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  MOBILE_MEDIA_QUERY,
  useMediaQuery,
  PRODUCT_CODE_CRM,
  PRODUCT_CODE_EC,
  setSidebarOpened,
  useCanOpen,
  useRoute,
  useStore,
  type PortalState,
  THEME,
} from '@scf/shared';
import { EDGE_TAB_WIDTH, MessageSidebar, PortalHeader, sectionOfPath } from '@scf/shared/layout';
import { SkipLink } from '@scf/shared/ui';
import { CenterBreadcrumb } from './center-breadcrumb.component';
import { CenterWatermark } from './center-watermark.component';
import { LayoutSettings } from './layout-settings.component';
import { TagsView } from './tags-view.component';
import { useTagsView } from './use-tags-view.hook';
import { buildCrmMenu } from './crm-menu';
import { CrmMenuButton, CrmSideNav } from './crm-nav.component';
import { CrmTopMenu } from './crm-top-nav.component';
import { useCrmMenus } from './use-crm-menus.hook';

const selectMode = (s: PortalState) => s.sidebarMode;
const selectOpened = (s: PortalState) => s.sidebarOpened;
// The person the tags bar belongs to: company and employee.
const selectOwner = (s: PortalState) => (s.compInfo ? `${s.compInfo.compCode}/${s.compInfo.employeeCode}` : null);

const styles = {
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: THEME.pageBackground },
  sticky: { position: 'sticky', top: 0, zIndex: 100 },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 46,
    paddingInline: 16,
    background: THEME.background,
    borderBottom: `1px solid ${THEME.borderSecondary}`,
  },
  body: { display: 'flex', flex: 1, minHeight: 0, alignItems: 'stretch' },
  // The side where the folded service widget sits is kept free (its width and a margin), so
  // the widget's edge tab never covers a control of the page.
  main: { flex: 1, minWidth: 0, padding: 24, paddingInlineEnd: EDGE_TAB_WIDTH + 16, outline: 'none' },
  // On a phone both sides are the tab's width: the cards sit in the middle (12 px on the left
  // and 24 px on the right looked lopsided, issue 33.14) and the tab still covers nothing.
  mainMobile: { flex: 1, minWidth: 0, padding: `16px ${EDGE_TAB_WIDTH}px 72px`, outline: 'none' },
  crmNav: { flex: 1, minWidth: 0 },
  fill: { flex: 1 },
} satisfies Record<string, CSSProperties>;

export function CenterLayout({ children }: { children: ReactNode }): React.JSX.Element {
  const { pathname, route, params } = useRoute();
  const productCode = route?.prodCode ?? (params.prodCode ? params.prodCode.toUpperCase() : PRODUCT_CODE_EC);
  const mode = useStore(selectMode);
  const opened = useStore(selectOpened);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const inMessages = sectionOfPath(pathname) !== null;
  const inCrm = productCode === PRODUCT_CODE_CRM && !inMessages;
  const { menus, failed, retry } = useCrmMenus(inCrm);

  // The same rule as the header's avatar menu: shared's can() on the route.
  const allowed = useCanOpen();
  const nodes = useMemo(() => buildCrmMenu(menus, allowed), [menus, allowed]);

  // The small-screen drawer of the side menu: closed at every page change.
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [pathname, mobile]);

  const tags = useTagsView(pathname, useStore(selectOwner));
  // 刷新当前: the page is mounted again under a new key (its data loads afresh).
  const [refreshes, setRefreshes] = useState(0);

  const showTop = inCrm && mode === 'topbar';
  const showSide = inCrm && mode === 'sidebar';
  // The white bar under the header: the top menu, or on small screens the drawer button of the
  // side menu, with the layout settings beside it (the header has little room left there).
  // A bar would hold nothing but the settings outside the CRM menu: there they go into the header.
  const showBar = showTop || (mobile && showSide);
  const settingsInHeader = !mobile || !showBar;

  // Each <Suspense> is a piece React hydrates and commits on its own, yielding to the browser
  // between them, and first where the reader taps: the header, the tags bar and the page instead
  // of one long task for the whole frame (issue 36.3). Nothing in them suspends once mounted: a
  // page's code has its own fallback (CenterRouter). Each piece is the same element until what it
  // shows changes: while a piece still holds server markup, a re-render of the frame that gave it
  // new props (the frame re-renders right after its own hydration, as the stored state and the
  // menus arrive) would make React hydrate it at once, in one blocking task at that update's
  // priority, instead of in slices between the browser's frames.
  const header = useMemo(
    () => (
      <Suspense>
        <PortalHeader productCode={productCode}>{settingsInHeader ? <LayoutSettings /> : null}</PortalHeader>
      </Suspense>
    ),
    [productCode, settingsInHeader],
  );
  const refresh = useCallback(() => setRefreshes((n) => n + 1), []);
  const tagsBar = useMemo(
    () => (
      <Suspense>
        <TagsView pathname={pathname} paths={tags.paths} onChange={tags.setPaths} onRefresh={refresh} />
      </Suspense>
    ),
    [pathname, tags.paths, tags.setPaths, refresh],
  );
  const page = useMemo(
    () => (
      <Suspense>
        <Fragment key={refreshes}>{children}</Fragment>
      </Suspense>
    ),
    [refreshes, children],
  );
  return (
    <div style={styles.page}>
      <SkipLink target="scf-main" />
      <div style={styles.sticky}>
        {header}
        {showBar ? (
          <div style={styles.bar}>
            {showTop ? (
              <nav aria-label="客户关系菜单" style={styles.crmNav}>
                <CrmTopMenu nodes={nodes} pathname={pathname} failed={failed} onRetry={retry} />
              </nav>
            ) : (
              <div style={styles.fill}>
                {showSide ? <CrmMenuButton opened={drawerOpen} onOpen={() => setDrawerOpen(true)} /> : null}
              </div>
            )}
            {settingsInHeader ? null : <LayoutSettings />}
          </div>
        ) : null}
        {mobile ? null : tagsBar}
      </div>
      <CenterWatermark style={styles.body}>
        {showSide ? (
          <CrmSideNav
            nodes={nodes}
            pathname={pathname}
            opened={opened}
            mobile={mobile}
            failed={failed}
            onRetry={retry}
            drawerOpen={drawerOpen}
            onDrawerClose={() => setDrawerOpen(false)}
          />
        ) : null}
        {/* Folded or open by the spec's sidebar-opened flag, which persists (issue 33.10). */}
        {inMessages ? <MessageSidebar collapsed={!opened} onCollapsedChange={(c) => setSidebarOpened(!c)} /> : null}
        <main id="scf-main" tabIndex={-1} style={mobile ? styles.mainMobile : styles.main}>
          <CenterBreadcrumb pathname={pathname} nodes={nodes} />
          {page}
        </main>
      </CenterWatermark>
    </div>
  );
}
