/** /index/product: every product of the CMS section PRODUCT_INTRO with its full description. */
import { useEffect, type CSSProperties } from 'react';
import { APPS, listCmsItems, THEME, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { cmsImage } from '../cms-links';
import { CmsHtml } from '../components/cms-html.component';
import { LoadState } from '../components/load-state.component';
import { CONTENT_PANEL, PageFrame } from '../components/page-frame.component';

const styles = {
  article: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 24,
    padding: 24,
    ...CONTENT_PANEL,
    marginBottom: 20,
    scrollMarginTop: 80,
  },
  image: {
    width: 280,
    maxWidth: '100%',
    height: 180,
    objectFit: 'cover',
    borderRadius: 6,
    background: THEME.imageBackground,
  },
  main: { flex: '1 1 320px', minWidth: 0 },
  title: { margin: '0 0 8px', fontSize: 22, fontWeight: 600 },
  summary: { margin: '0 0 12px', color: THEME.textSecondary, lineHeight: 1.7 },
  apply: {
    display: 'inline-flex',
    alignItems: 'center',
    height: 36,
    padding: '0 20px',
    marginTop: 12,
    borderRadius: 6,
    background: THEME.primary,
    color: THEME.onPrimary,
    textDecoration: 'none',
  },
} satisfies Record<string, CSSProperties>;

export default function ProductPage({ title, hash }: { title: string; hash: string }) {
  const { state, reload } = useRequest((signal) => listCmsItems('PRODUCT_INTRO', { signal }), [], {
    cache: { key: 'cms:list:PRODUCT_INTRO' },
  });

  // A link from the home page's product card (#product-3) scrolls to that product once loaded.
  useEffect(() => {
    if (state.status !== 'success' || !/^#product-\d{1,10}$/.test(hash)) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [state.status, hash]);

  return (
    <PageFrame title={title}>
      <LoadState state={state} reload={reload} what="产品介绍" isEmpty={(items) => items.length === 0}>
        {(items) => (
          <>
            {items.map((item) => {
              const image = cmsImage(item.imageUrl);
              return (
                <article
                  key={item.id}
                  id={`product-${item.id}`}
                  tabIndex={-1}
                  style={styles.article}
                  aria-labelledby={`product-title-${item.id}`}
                >
                  {image && <img src={image} alt="" style={styles.image} loading="lazy" />}
                  <div style={styles.main}>
                    <h2 id={`product-title-${item.id}`} style={styles.title}>
                      {item.title}
                    </h2>
                    {item.summary && <p style={styles.summary}>{item.summary}</p>}
                    <CmsHtml html={item.content} />
                  </div>
                </article>
              );
            })}
            <p>
              <PortalLink to={APPS.register} style={styles.apply}>
                注册企业账户，申请开通产品
              </PortalLink>
            </p>
          </>
        )}
      </LoadState>
    </PageFrame>
  );
}
