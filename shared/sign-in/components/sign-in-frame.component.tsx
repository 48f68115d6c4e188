/**
 * What the sign-in pages (login's AuthLayout, the register and resetpwd wizards) have in
 * common: the page background and the slim top bar whose site name links home. `links` fills
 * the right of the bar; the page's own content follows the bar.
 */
import type { CSSProperties, ReactNode } from 'react';
import { HOME_PATH, SITE_TITLE, THEME } from '../../index';
import { PortalLink } from '../../ui/portal-link.component';

const styles = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: `linear-gradient(135deg, ${THEME.imageBackground} 0%, ${THEME.pageBackground} 60%)`,
  },
  bar: { height: 64, background: THEME.background, borderBottom: `1px solid ${THEME.cardBorder}` },
  barInner: {
    maxWidth: 1200,
    height: 64,
    margin: '0 auto',
    padding: '0 16px',
    display: 'flex',
    alignItems: 'center',
    gap: 16,
  },
  logo: {
    color: THEME.primary,
    fontSize: 18,
    fontWeight: 600,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} satisfies Record<string, CSSProperties>;

/** A link in the bar (返回首页, 登录): the brand colour, a 40 px tall target. */
export const SIGN_IN_BAR_LINK_STYLE: CSSProperties = { color: THEME.primary, textDecoration: 'none', padding: '8px 0' };

export function SignInFrame({ links, children }: { links: ReactNode; children: ReactNode }) {
  return (
    <div style={styles.page}>
      <header style={styles.bar}>
        <div style={styles.barInner}>
          <PortalLink to={HOME_PATH} style={styles.logo}>
            {SITE_TITLE}
          </PortalLink>
          {links}
        </div>
      </header>
      {children}
    </div>
  );
}
