/**
 * The public site's footer: the section links again (for readers who reach the end of a
 * page), the way in, the hotline the service widget also shows, and the copyright line.
 */
import type { CSSProperties } from 'react';
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

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer style={styles.footer}>
      <div style={styles.inner}>
        <section style={styles.column} aria-labelledby="scf-footer-site">
          <h2 id="scf-footer-site" style={styles.heading}>
            网站导航
          </h2>
          <ul style={styles.list}>
            {publicSections().map((s) => (
              <li key={s.path}>
                <PortalLink to={s.path} style={styles.link}>
                  {s.title}
                </PortalLink>
              </li>
            ))}
          </ul>
        </section>
        <section style={styles.column} aria-labelledby="scf-footer-account">
          <h2 id="scf-footer-account" style={styles.heading}>
            企业服务
          </h2>
          <ul style={styles.list}>
            <li>
              <PortalLink to={APPS.register} style={styles.link}>
                企业注册
              </PortalLink>
            </li>
            <li>
              <PortalLink to={LOGIN_PATH} style={styles.link}>
                企业登录
              </PortalLink>
            </li>
            <li>
              <PortalLink to={APPS.resetpwd} style={styles.link}>
                找回密码
              </PortalLink>
            </li>
          </ul>
        </section>
        <section style={styles.column} aria-labelledby="scf-footer-contact">
          <h2 id="scf-footer-contact" style={styles.heading}>
            联系我们
          </h2>
          <p style={styles.text}>
            客服热线：
            <a style={styles.link} href={telHref(SERVICE_WIDGET_DEFAULTS.hotline)}>
              {SERVICE_WIDGET_DEFAULTS.hotline}
            </a>
          </p>
          <p style={styles.text}>服务时间：{SERVICE_HOURS}</p>
        </section>
      </div>
      <div style={styles.bottom}>
        © {year} {SITE_TITLE} 版权所有
      </div>
    </footer>
  );
}
