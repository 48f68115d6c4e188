/**
 * What single-spa-react's error boundary shows when a page throws while rendering: a
 * Chinese explanation, a reload and the way home. Plain HTML, because the failure may be in
 * the provider tree itself. The error goes to the console for developers, not to the page.
 */
import { useEffect, type CSSProperties } from 'react';
import { HOME_PATH } from '../routes/route-table';
import { THEME } from './theme-vars';

const styles = {
  box: {
    maxWidth: 560,
    margin: '80px auto',
    padding: 32,
    background: THEME.background,
    borderRadius: 8,
    border: `1px solid ${THEME.cardBorder}`,
    textAlign: 'center',
  },
  title: { margin: '0 0 8px', fontSize: 20 },
  text: { margin: '0 0 20px', color: THEME.textSecondary },
  button: {
    height: 36,
    padding: '0 20px',
    marginRight: 12,
    border: 'none',
    borderRadius: 6,
    background: THEME.primary,
    color: THEME.onPrimary,
    cursor: 'pointer',
    fontSize: 14,
  },
} satisfies Record<string, CSSProperties>;

export interface ParcelErrorProps {
  error: unknown;
  /** Where the way out leads (a path of the route table) and what it says. */
  home?: { path: string; label: string };
}

const HOME = { path: HOME_PATH, label: '返回首页' };

export function ParcelError({ error, home = HOME }: ParcelErrorProps) {
  useEffect(() => {
    console.error('[scf] 页面渲染出错', error);
  }, [error]);
  return (
    <div role="alert" style={styles.box}>
      <h1 style={styles.title}>页面加载出错</h1>
      <p style={styles.text}>很抱歉，页面出现了问题。请刷新重试，或返回首页。</p>
      <button type="button" style={styles.button} onClick={() => window.location.reload()}>
        刷新页面
      </button>
      <a href={home.path}>{home.label}</a>
    </div>
  );
}
