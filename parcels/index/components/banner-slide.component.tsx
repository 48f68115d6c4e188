/**
 * One home banner: the CMS image as background, title, summary and an optional link. Also
 * the static first screen shown before the carousel code arrives (same size, no jump).
 */
import type { CSSProperties } from 'react';
import type { CmsItem } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { cmsImage, cmsLink } from '../cms-links';
import { THEME } from '@scf/shared';

export const BANNER_HEIGHT = { desktop: 400, mobile: 260 } as const;

/** The dark overlay that keeps white text readable on any image (WCAG 1.4.3). */
const OVERLAY = 'linear-gradient(90deg, rgba(0, 30, 80, 0.9), rgba(0, 30, 80, 0.6))';

interface Props {
  item: CmsItem;
  mobile: boolean;
  /** False for the slides that are not showing: their link leaves the tab order. */
  current?: boolean;
  /** Slide number for screen readers ("第 1 张，共 3 张"). */
  position?: { index: number; total: number };
  /** False: the colour and overlay only, the image is not asked for yet (a slide not showing). */
  withImage?: boolean;
}

export function BannerSlide({ item, mobile, current = true, position, withImage = true }: Props) {
  const image = withImage ? cmsImage(item.imageUrl) : undefined;
  const link = cmsLink(item.linkUrl);
  const height = mobile ? BANNER_HEIGHT.mobile : BANNER_HEIGHT.desktop;
  const styles = {
    slide: {
      position: 'relative',
      height,
      display: 'flex',
      alignItems: 'center',
      // The dark overlay keeps white text readable on any image (WCAG 1.4.3); the colour
      // beneath keeps it readable when the image fails to load.
      backgroundColor: THEME.bannerBackground,
      backgroundImage: image
        ? `${OVERLAY}, url("${image.replace(/"/g, '%22')}")`
        : withImage
          ? THEME.brandGradient(120)
          : OVERLAY,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
      color: THEME.onPrimary,
    },
    inner: { maxWidth: 1200, width: '100%', margin: '0 auto', padding: mobile ? '0 20px' : '0 48px' },
    title: { margin: 0, fontSize: mobile ? 24 : 38, fontWeight: 600, lineHeight: 1.3, color: THEME.onPrimary },
    summary: { margin: '16px 0 0', maxWidth: 640, fontSize: mobile ? 14 : 17, lineHeight: 1.7, color: THEME.onPrimary },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      marginTop: 24,
      height: 40,
      padding: '0 24px',
      borderRadius: 6,
      background: THEME.background,
      color: THEME.primary,
      fontWeight: 600,
      textDecoration: 'none',
    },
  } satisfies Record<string, CSSProperties>;

  const tabIndex = current ? undefined : -1;
  return (
    // The ARIA carousel pattern names each slide a group with aria-roledescription; <fieldset> is for forms.
    // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern (see above)
    <div
      style={styles.slide}
      role="group"
      aria-roledescription="幻灯片"
      aria-label={position ? `第 ${position.index + 1} 张，共 ${position.total} 张：${item.title}` : item.title}
    >
      <div style={styles.inner}>
        <h2 style={styles.title}>{item.title}</h2>
        {item.summary && <p style={styles.summary}>{item.summary}</p>}
        {link?.kind === 'portal' && (
          <PortalLink to={link.path} style={styles.link} tabIndex={tabIndex}>
            了解详情
          </PortalLink>
        )}
        {link?.kind === 'external' && (
          <a href={link.href} target="_blank" rel="noopener noreferrer" style={styles.link} tabIndex={tabIndex}>
            了解详情
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              （在新窗口打开）
            </span>
          </a>
        )}
      </div>
    </div>
  );
}
