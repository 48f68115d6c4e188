/**
 * The frame of the sign-in pages: the shared slim top bar with the site name and the link home
 * (`<a href="/index/index">`, which `npm run bench` clicks), a brand panel on wide screens and
 * the form card. Under 992 px the brand panel goes and the card takes the width.
 */
import type { CSSProperties, ReactNode } from 'react';
import { HOME_PATH, MOBILE_MEDIA_QUERY, useMediaQuery, THEME } from '@scf/shared';
import { SIGN_IN_BAR_LINK_STYLE, SignInFrame } from '@scf/shared/forms';
import { PortalLink } from '@scf/shared/ui';

const POINTS = ['应收账款在线确权、拆分与流转', '多家资金方在线融资，放款更快捷', '电子签章与全流程线上留痕'];

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const styles = {
    home: { ...SIGN_IN_BAR_LINK_STYLE, marginLeft: 'auto', whiteSpace: 'nowrap' },
    // Top-aligned, not centred: the card grows while its form loads (and between tabs), and a
    // centred card would move up with every growth (a layout shift the reader sees as a jump).
    main: {
      flex: 1,
      display: 'flex',
      alignItems: mobile ? 'stretch' : 'flex-start',
      justifyContent: 'center',
      padding: mobile ? '16px 12px 32px' : '8vh 16px 40px',
    },
    body: {
      display: 'flex',
      width: '100%',
      maxWidth: 960,
      borderRadius: 12,
      overflow: 'hidden',
      boxShadow: mobile ? 'none' : '0 8px 24px rgba(0, 40, 100, 0.12)',
    },
    brand: {
      flex: '1 1 0',
      padding: '48px 40px',
      color: THEME.onPrimary,
      background: THEME.brandGradient(160),
    },
    brandTitle: { margin: '0 0 12px', fontSize: 26, fontWeight: 600, color: THEME.onPrimary },
    brandText: { margin: '0 0 24px', lineHeight: 1.8, color: THEME.onPrimary },
    points: { margin: 0, paddingLeft: 20, lineHeight: 2.2, color: THEME.onPrimary },
    card: {
      flex: mobile ? '1 1 auto' : '0 0 440px',
      width: '100%',
      padding: mobile ? '24px 16px' : '40px 40px 32px',
      background: THEME.background,
      borderRadius: mobile ? 8 : 0,
    },
    title: { margin: '0 0 20px', fontSize: 24, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
  } satisfies Record<string, CSSProperties>;

  const home = (
    <PortalLink to={HOME_PATH} style={styles.home}>
      返回首页
    </PortalLink>
  );

  return (
    <SignInFrame links={home}>
      <main style={styles.main}>
        <div style={styles.body}>
          {!mobile && (
            <section style={styles.brand} aria-label="平台介绍">
              <p style={styles.brandTitle}>企业供应链金融服务</p>
              <p style={styles.brandText}>核心企业、供应商、资金方在同一平台协同，融资与结算全程在线完成。</p>
              <ul style={styles.points}>
                {POINTS.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          )}
          <section style={styles.card} aria-labelledby="scf-auth-title">
            {/* Focusable from script: a change of step (the company choice) moves focus here. */}
            <h1 id="scf-auth-title" style={styles.title} tabIndex={-1}>
              {title}
            </h1>
            {children}
          </section>
        </div>
      </main>
    </SignInFrame>
  );
}
