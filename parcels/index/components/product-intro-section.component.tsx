/**
 * The home page's product introduction (CMS PRODUCT_INTRO): one card per product, with the
 * way to the full product page. Below the fold, so it is loaded lazily by the home page.
 */
import type { CSSProperties } from 'react';
import { listCmsItems, THEME, themeMix, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { PUBLIC_PATHS } from '../public-paths';
import { cmsImage } from '../cms-links';
import { LoadState } from './load-state.component';
import { SectionHeading } from './section-heading.component';

const styles = {
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 20 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    background: THEME.background,
    borderRadius: 8,
    border: `1px solid ${THEME.cardBorder}`,
    overflow: 'hidden',
  },
  image: { width: '100%', height: 140, objectFit: 'cover', background: THEME.imageBackground },
  placeholder: {
    height: 8,
    background: `linear-gradient(90deg, ${THEME.primary}, ${themeMix('colorPrimary', 80, 'white')})`,
  },
  body: { padding: 20, flex: 1 },
  title: { margin: '0 0 8px', fontSize: 18, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
  summary: { margin: 0, lineHeight: 1.7, color: THEME.textSecondary },
} satisfies Record<string, CSSProperties>;

export default function ProductIntroSection() {
  const { state, reload } = useRequest((signal) => listCmsItems('PRODUCT_INTRO', { signal, loading: false }), [], {
    cache: { key: 'cms:list:PRODUCT_INTRO' },
  });
  return (
    <section aria-labelledby="scf-home-products">
      <SectionHeading
        id="scf-home-products"
        title="产品服务"
        more={{ to: PUBLIC_PATHS.product, text: '查看全部产品' }}
      />
      <LoadState state={state} reload={reload} what="产品介绍" isEmpty={(items) => items.length === 0}>
        {(items) => (
          <ul style={{ ...styles.grid, listStyle: 'none', margin: 0, padding: 0 }}>
            {items.slice(0, 8).map((item) => {
              const image = cmsImage(item.imageUrl);
              return (
                <li key={item.id} style={styles.card}>
                  {image ? (
                    <img src={image} alt="" style={styles.image} loading="lazy" />
                  ) : (
                    <div style={styles.placeholder} aria-hidden="true" />
                  )}
                  <div style={styles.body}>
                    <h3 style={styles.title}>
                      <PortalLink
                        to={`${PUBLIC_PATHS.product}#product-${item.id}`}
                        style={{ color: 'inherit', textDecoration: 'none' }}
                      >
                        {item.title}
                      </PortalLink>
                    </h3>
                    <p style={styles.summary}>{item.summary}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
