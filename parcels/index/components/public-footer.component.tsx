/**
 * The public site's footer: the section links again (for readers who reach the end of a
 * page), the way in, the hotline the service widget also shows, and the copyright line.
 */
import type { CSSProperties, ReactNode } from 'react';
import { APPS, LOGIN_PATH, SITE_TITLE, SERVICE_HOURS, SERVICE_WIDGET_DEFAULTS, telHref, THEME } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { publicSections } from '../public-sections';

const styles = {
  footer: { background: THEME.footerBackground, color: 'rgba(255, 255, 255, 0.85)', marginTop: 48 },
  inner: { maxWidth: 1200, margin: '0 auto', padding: '32px 16px 16px', display: 'flex', flexWrap: 'wrap', gap: 32 },
  column: { minWidth: 200, flex: '1 1 200px' },
  heading: { color: THEME.onPrimary, fontSize: 16, fontWeight: 600, margin: '0 0 12px' },
  list: { listStyle: 'none', margin: 0, padding: 0, lineHeight: '32px' },
  link: { color: 'rgba(255, 255, 255, 0.85)', textDecoration: 'none' },
  text: { margin: 0, lineHeight: '32px' },
  bottom: {
    borderTop: '1px solid rgba(255, 255, 255, 0.15)',
    textAlign: 'center',
    padding: '16px',
    fontSize: 13,
    color: 'rgba(255, 255, 255, 0.75)',
  },
} satisfies Record<string, CSSProperties>;

/** The way in, for a company that has no account yet or has lost its password. */
const ACCOUNT_LINKS = [
  { path: APPS.register, title: '企业注册' },
  { path: LOGIN_PATH, title: '企业登录' },
  { path: APPS.resetpwd, title: '找回密码' },
];

/** A column of the footer, named by its heading. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section style={styles.column} aria-labelledby={id}>
      <h2 id={id} style={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function FooterLinks({ links }: { links: readonly { path: string; title: string }[] }) {
  return (
    <ul style={styles.list}>
      {links.map((l) => (
        <li key={l.path}>
          <PortalLink to={l.path} style={styles.link}>
            {l.title}
          </PortalLink>
        </li>
      ))}
    </ul>
  );
}

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer style={styles.footer}>
      <div style={styles.inner}>
        <FooterColumn id="scf-footer-site" title="网站导航">
          <FooterLinks links={publicSections()} />
        </FooterColumn>
        <FooterColumn id="scf-footer-account" title="企业服务">
          <FooterLinks links={ACCOUNT_LINKS} />
        </FooterColumn>
        <FooterColumn id="scf-footer-contact" title="联系我们">
          <p style={styles.text}>
            客服热线：
            <a style={styles.link} href={telHref(SERVICE_WIDGET_DEFAULTS.hotline)}>
              {SERVICE_WIDGET_DEFAULTS.hotline}
            </a>
          </p>
          <p style={styles.text}>服务时间：{SERVICE_HOURS}</p>
        </FooterColumn>
      </div>
      <div style={styles.bottom}>
        © {year} {SITE_TITLE} 版权所有
      </div>
    </footer>
  );
}
