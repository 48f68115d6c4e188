/**
 * /index/index: banners, product introduction, news highlights and the way to register.
 * The server renders the whole page, which paints before any code is fetched; the sections are
 * part of the page's code (not loaded on demand), so the page hydrates in one pass. A section
 * loaded on demand would still be missing when the page first updates after hydration, and React
 * then replaces the server's markup with the section's fallback until the code arrives: the
 * content below the banner jumped up and back.
 */
import type { CSSProperties } from 'react';
import { APPS, LOGIN_PATH, hasSession, listCmsHurdles, useClientValue, THEME, useRequest } from '@scf/shared';
import { LINK_BUTTON_STYLES, PortalLink, VISUALLY_HIDDEN } from '@scf/shared/ui';
import { homeSections, type HomeSectionCode } from '../home-sections';
import { BannerSection } from '../components/banner-section.component';
import ProductIntroSection from '../components/product-intro-section.component';
import NewsHighlightsSection from '../components/news-highlights-section.component';

const styles = {
  content: { maxWidth: 1200, margin: '0 auto', padding: '0 16px' },
  cta: {
    marginTop: 48,
    padding: '32px 24px',
    borderRadius: 8,
    background: THEME.background,
    border: `1px solid ${THEME.cardBorder}`,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 16,
  },
  ctaTitle: { margin: 0, fontSize: 20, fontWeight: 600 },
  ctaText: { margin: '8px 0 0', color: THEME.textSecondary },
  ctaActions: { display: 'flex', gap: 12, flexWrap: 'wrap' },
  ...LINK_BUTTON_STYLES,
} satisfies Record<string, CSSProperties>;

function LowerSection({ code }: { code: HomeSectionCode }) {
  if (code === 'PRODUCT_INTRO') return <ProductIntroSection />;
  if (code === 'NEWS') return <NewsHighlightsSection />;
  return null;
}

export default function HomePage({ mobile }: { mobile: boolean }) {
  // Background-ish call: its failure only means "show every section", so no overlay.
  const { state } = useRequest((signal) => listCmsHurdles({ signal, loading: false, kind: 'silent' }), [], {
    cache: { key: 'cms:hurdles' },
  });
  const sections = homeSections(state.status === 'success' ? state.data : null);
  // The cookie is the browser's: the server (and hydration) render the signed-out page first.
  const signedIn = useClientValue(hasSession, false);

  return (
    <>
      <h1 style={VISUALLY_HIDDEN}>供应链金融服务平台首页</h1>
      {sections.includes('HOME_BANNER') && <BannerSection mobile={mobile} />}
      <div style={styles.content}>
        {state.status !== 'loading' &&
          sections.filter((c) => c !== 'HOME_BANNER').map((code) => <LowerSection key={code} code={code} />)}
        {!signedIn && (
          <section style={styles.cta} aria-labelledby="scf-home-cta">
            <div>
              <h2 id="scf-home-cta" style={styles.ctaTitle}>
                开启企业供应链金融服务
              </h2>
              <p style={styles.ctaText}>注册企业账户并完成认证，即可在线办理融资、结算等业务。</p>
            </div>
            <div style={styles.ctaActions}>
              <PortalLink to={APPS.register} style={styles.primary}>
                立即注册
              </PortalLink>
              <PortalLink to={LOGIN_PATH} style={styles.ghost}>
                企业登录
              </PortalLink>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
