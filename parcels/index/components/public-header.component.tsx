/**
 * The public site's header: site name, the section links (titles and paths from the route
 * table), and the way in (登录 / 注册, or 进入产品中心 with a session). Plain anchors and
 * inline styles only: this is on the first screen of /index/index, whose JS is budgeted.
 * Under 992 px the links fold into a menu button that opens a panel below the header.
 */
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { APPS, LOGIN_PATH, PRODUCT_CENTRE_PATH, SITE_TITLE, THEME, hasSession, useStore } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { isSectionActive, publicSections } from '../public-sections';

const readSession = (): boolean => hasSession();

/** The header's action links (登录, 注册, the product centre), drawn as buttons in the brand colour. */
const ACTION_LINK = {
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  height: 32,
  padding: '0 15px',
  border: `1px solid ${THEME.primary}`,
  borderRadius: 6,
  textDecoration: 'none',
} satisfies CSSProperties;

interface Props {
  pathname: string;
  mobile: boolean;
}

export function PublicHeader({ pathname, mobile }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  // The token cookie decides; reading it again on every change of the client state keeps the
  // header right after a logout or an expired session (both reset that state).
  const signedIn = useStore(readSession);

  // A route change (a link in the panel) or leaving the mobile width closes the panel.
  useEffect(() => setMenuOpen(false), [pathname, mobile]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const styles = {
    header: {
      position: 'sticky',
      top: 0,
      zIndex: 100,
      height: 64,
      background: THEME.background,
      borderBottom: `1px solid ${THEME.cardBorder}`,
      boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
    },
    inner: {
      maxWidth: 1200,
      height: 64,
      margin: '0 auto',
      padding: mobile ? '0 12px' : '0 16px',
      display: 'flex',
      alignItems: 'center',
      gap: mobile ? 8 : 24,
    },
    logo: {
      display: 'flex',
      alignItems: 'center',
      gap: mobile ? 6 : 10,
      minWidth: 0,
      color: THEME.primary,
      fontSize: mobile ? 15 : 18,
      fontWeight: 600,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    mark: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 32,
      height: 32,
      borderRadius: 6,
      background: THEME.primary,
      color: THEME.onPrimary,
      fontSize: 14,
      fontWeight: 700,
    },
    nav: { flex: 1, display: 'flex', alignItems: 'stretch', height: 64 },
    navList: { display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 },
    navLink: (active: boolean): CSSProperties => ({
      display: 'flex',
      alignItems: 'center',
      height: 64,
      padding: '0 14px',
      color: active ? THEME.primary : THEME.text,
      fontWeight: active ? 600 : 400,
      textDecoration: 'none',
      borderBottom: `3px solid ${active ? THEME.primary : 'transparent'}`,
      boxSizing: 'border-box',
    }),
    actions: { display: 'flex', gap: 8, marginLeft: 'auto', flexShrink: 0 },
    ghost: { ...ACTION_LINK, color: THEME.primary, background: THEME.background },
    primary: { ...ACTION_LINK, color: THEME.onPrimary, background: THEME.primary },
    menuButton: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 6,
      minWidth: 44,
      height: 36,
      padding: '0 10px',
      whiteSpace: 'nowrap',
      border: `1px solid ${THEME.border}`,
      borderRadius: 6,
      background: THEME.background,
      color: THEME.text,
      cursor: 'pointer',
      fontSize: 14,
    },
    panel: {
      background: THEME.background,
      borderBottom: `1px solid ${THEME.cardBorder}`,
      boxShadow: '0 6px 12px rgba(0, 0, 0, 0.08)',
    },
    panelList: { listStyle: 'none', margin: 0, padding: '8px 16px' },
    panelLink: (active: boolean): CSSProperties => ({
      display: 'block',
      padding: '12px 8px',
      color: active ? THEME.primary : THEME.text,
      fontWeight: active ? 600 : 400,
      textDecoration: 'none',
      borderLeft: `3px solid ${active ? THEME.primary : 'transparent'}`,
    }),
  } satisfies Record<string, CSSProperties | ((active: boolean) => CSSProperties)>;

  const sections = publicSections();
  const links = (variant: 'bar' | 'panel') =>
    sections.map((s) => {
      const active = isSectionActive(s.path, pathname);
      return (
        <li key={s.path}>
          <PortalLink
            to={s.path}
            aria-current={active ? 'page' : undefined}
            style={variant === 'bar' ? styles.navLink(active) : styles.panelLink(active)}
          >
            {s.title}
          </PortalLink>
        </li>
      );
    });

  return (
    <header style={styles.header as CSSProperties}>
      <div style={styles.inner}>
        <PortalLink to={sections[0]?.path ?? '/'} style={styles.logo}>
          <span style={styles.mark} aria-hidden="true">
            SCF
          </span>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{SITE_TITLE}</span>
        </PortalLink>
        {!mobile && (
          <nav aria-label="网站导航" style={styles.nav}>
            <ul style={styles.navList}>{links('bar')}</ul>
          </nav>
        )}
        <div style={styles.actions}>
          {signedIn ? (
            <PortalLink to={PRODUCT_CENTRE_PATH} style={styles.primary}>
              进入产品中心
            </PortalLink>
          ) : (
            <>
              <PortalLink to={LOGIN_PATH} style={styles.ghost}>
                登录
              </PortalLink>
              {!mobile && (
                <PortalLink to={APPS.register} style={styles.primary}>
                  注册
                </PortalLink>
              )}
            </>
          )}
          {mobile && (
            <button
              type="button"
              style={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <CloseOutlined aria-hidden="true" /> : <MenuOutlined aria-hidden="true" />}
              <span>菜单</span>
            </button>
          )}
        </div>
      </div>
      {mobile && menuOpen && (
        <nav id={panelId} aria-label="网站导航" style={styles.panel}>
          <ul style={styles.panelList}>
            {links('panel')}
            {!signedIn && (
              <li>
                <PortalLink to={APPS.register} style={styles.panelLink(false)}>
                  注册企业账户
                </PortalLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
