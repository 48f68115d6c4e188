/**
 * The frame of every centre page: the portal header (shared's `PortalHeader`, the component
 * `<scf-header>` wraps), the customer-relations menu in the persisted mode (top bar or
 * sidebar), the message-centre sidebar beside the message pages, and the page itself. The
 * floating service widget is added to every page by the root config, not here.
 */
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { MOBILE_MEDIA_QUERY, useMediaQuery, PRODUCT_CODE_CRM, PRODUCT_CODE_EC, useCanOpen, useRoute, useStore, type PortalState } from '@scf/shared';
import { EDGE_TAB_WIDTH, MessageSidebar, PortalHeader, sectionOfPath } from '@scf/shared/layout';
import { LayoutSettings } from './layout-settings.component';
import { buildCrmMenu } from './crm-menu';
import { CrmMenuButton, CrmSideNav, CrmTopMenu } from './crm-nav.component';
import { useCrmMenus } from './use-crm-menus.hook';

const selectMode = (s: PortalState) => s.sidebarMode;
const selectOpened = (s: PortalState) => s.sidebarOpened;

const styles = {
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f5f5' },
  sticky: { position: 'sticky', top: 0, zIndex: 100 },
  bar: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 46, paddingInline: 16, background: '#fff', borderBottom: '1px solid #f0f0f0' },
  body: { display: 'flex', flex: 1, minHeight: 0, alignItems: 'stretch' },
  // The side where the folded service widget sits is kept free (its width and a margin), so
  // the widget's edge tab never covers a control of the page.
  main: { flex: 1, minWidth: 0, padding: 24, paddingInlineEnd: EDGE_TAB_WIDTH + 16, outline: 'none' },
  mainMobile: { flex: 1, minWidth: 0, padding: '16px 12px 72px', paddingInlineEnd: EDGE_TAB_WIDTH + 8, outline: 'none' },
  skip: {
    position: 'absolute',
    insetInlineStart: 8,
    top: -48,
    zIndex: 1000,
    padding: '8px 16px',
    background: '#fff',
    color: '#003c95',
    borderRadius: 4,
    boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
  },
} satisfies Record<string, CSSProperties>;

/** "跳到主要内容": the first tab stop, visible when focused (WCAG 2.4.1). */
function SkipLink(): React.JSX.Element {
  const [focused, setFocused] = useState(false);
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #scf-main; the click only moves focus there without changing the URL.
    <a
      href="#scf-main"
      style={{ ...styles.skip, ...(focused ? { top: 8 } : {}) }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('scf-main')?.focus();
      }}
    >
      跳到主要内容
    </a>
  );
}

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

  const showTop = inCrm && mode === 'topbar';
  const showSide = inCrm && mode === 'sidebar';
  // The white bar under the header: the top menu, the drawer button of the side menu on small
  // screens, and there the layout settings too (the header has no room left for them).
  const showBar = showTop || mobile;
  return (
    <div style={styles.page}>
      <SkipLink />
      <div style={styles.sticky}>
        <PortalHeader productCode={productCode}>
          {mobile ? null : <LayoutSettings />}
        </PortalHeader>
        {showBar ? (
          <div style={styles.bar}>
            {showTop ? (
              <nav aria-label="客户关系菜单" style={{ flex: 1, minWidth: 0 }}>
                <CrmTopMenu nodes={nodes} pathname={pathname} failed={failed} onRetry={retry} />
              </nav>
            ) : (
              <div style={{ flex: 1 }}>{showSide ? <CrmMenuButton opened={drawerOpen} onOpen={() => setDrawerOpen(true)} /> : null}</div>
            )}
            {mobile ? <LayoutSettings /> : null}
          </div>
        ) : null}
      </div>
      <div style={styles.body}>
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
        {inMessages ? <MessageSidebar /> : null}
        <main id="scf-main" tabIndex={-1} style={mobile ? styles.mainMobile : styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
