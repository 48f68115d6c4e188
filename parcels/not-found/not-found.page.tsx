/**
 * /404: the root config sends every unknown path here. It says so in plain words and offers
 * the ways on: home, back to the previous page, and (with a session) the product centre.
 */
import type { CSSProperties } from 'react';
import { HOME_PATH, hasSession, useClientValue, PRODUCT_CENTRE_PATH, SITE_TITLE, THEME } from '@scf/shared';
import { LINK_BUTTON_STYLES, PortalLink } from '@scf/shared/ui';

const styles = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 16,
    background: THEME.pageBackground,
  },
  card: {
    maxWidth: 520,
    width: '100%',
    padding: '40px 32px',
    textAlign: 'center',
    background: THEME.background,
    borderRadius: 12,
    boxShadow: '0 4px 16px rgba(0, 40, 100, 0.08)',
  },
  code: { margin: 0, fontSize: 72, fontWeight: 700, lineHeight: 1, color: THEME.primary },
  title: { margin: '16px 0 8px', fontSize: 22, fontWeight: 600 },
  text: { margin: '0 0 28px', color: THEME.textSecondary, lineHeight: 1.7 },
  actions: { display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' },
  primary: LINK_BUTTON_STYLES.primary,
  // Also the 返回上一页 button: a button's own background, cursor and font size put back.
  ghost: { ...LINK_BUTTON_STYLES.ghost, background: THEME.background, cursor: 'pointer', fontSize: 14 },
} satisfies Record<string, CSSProperties>;

const hasHistory = (): boolean => window.history.length > 1;

export function NotFoundPage() {
  // Browser facts: the server renders without them, the browser adds them after hydrating.
  const signedIn = useClientValue(hasSession, false);
  // history.length > 1: there is a page to go back to in this tab.
  const canGoBack = useClientValue(hasHistory, false);
  return (
    <main style={styles.page}>
      <div style={styles.card}>
        <p style={styles.code} aria-hidden="true">
          404
        </p>
        <h1 style={styles.title}>页面不存在</h1>
        <p style={styles.text}>您访问的页面不存在或已被移除，请检查网址是否正确，或从下面的入口继续。</p>
        <div style={styles.actions}>
          <PortalLink to={HOME_PATH} style={styles.primary}>
            返回{SITE_TITLE}首页
          </PortalLink>
          {signedIn && (
            <PortalLink to={PRODUCT_CENTRE_PATH} style={styles.ghost}>
              进入产品中心
            </PortalLink>
          )}
          {canGoBack && (
            <button type="button" style={styles.ghost} onClick={() => window.history.back()}>
              返回上一页
            </button>
          )}
        </div>
      </div>
    </main>
  );
}
