/**
 * The frame of every public page below the home page: a title band with a breadcrumb
 * (首页 › section › page) and the page's content in the site's width.
 */
import type { CSSProperties, ReactNode } from 'react';
import { PortalLink } from '@scf/shared/ui';
import { PUBLIC_PATHS } from '../public-paths';
import { THEME } from '@scf/shared';

const styles = {
  band: { background: THEME.brandGradient(120), color: THEME.onPrimary },
  bandInner: { maxWidth: 1200, margin: '0 auto', padding: '28px 16px' },
  crumbs: { display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: '0 0 8px', padding: 0, fontSize: 14 },
  crumbLink: { color: THEME.onPrimary, textDecoration: 'underline' },
  title: { margin: 0, fontSize: 28, fontWeight: 600, color: THEME.onPrimary, overflowWrap: 'anywhere' },
  body: { maxWidth: 1200, margin: '0 auto', padding: '24px 16px 0' },
} satisfies Record<string, CSSProperties>;

/** The white, bordered panel the public pages set their content on. */
export const CONTENT_PANEL = {
  background: THEME.background,
  borderRadius: 8,
  border: `1px solid ${THEME.cardBorder}`,
} satisfies CSSProperties;

/** What a page shows in place of its content: nothing found, or a failure. */
export const NOTICE_PANEL = { ...CONTENT_PANEL, padding: 32, textAlign: 'center' } satisfies CSSProperties;

export interface Crumb {
  title: string;
  to?: string;
}

export function PageFrame({ title, crumbs = [], children }: { title: string; crumbs?: Crumb[]; children: ReactNode }) {
  const trail: Crumb[] = [{ title: '首页', to: PUBLIC_PATHS.home }, ...crumbs];
  return (
    <>
      <div style={styles.band}>
        <div style={styles.bandInner}>
          <nav aria-label="当前位置">
            <ol style={styles.crumbs}>
              {trail.map((c, i) => (
                // A page's trail is fixed and may repeat a title; the position is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity (see above)
                <li key={`${c.title}-${i}`}>
                  {c.to ? (
                    <PortalLink to={c.to} style={styles.crumbLink}>
                      {c.title}
                    </PortalLink>
                  ) : (
                    <span aria-current="page">{c.title}</span>
                  )}
                  {i < trail.length - 1 && <span aria-hidden="true"> › </span>}
                </li>
              ))}
            </ol>
          </nav>
          <h1 style={styles.title}>{title}</h1>
        </div>
      </div>
      <div style={styles.body}>{children}</div>
    </>
  );
}
