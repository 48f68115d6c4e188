/**
 * /index/about: the ABOUT section of the CMS, one block per item, then the contact block.
 * The hotline is the service widget's (`SERVICE_WIDGET_DEFAULTS`), not a number typed into
 * CMS text, so the page and the widget can never show two different numbers.
 */
import type { CSSProperties } from 'react';
import { listCmsItems, SERVICE_HOURS, SERVICE_WIDGET_DEFAULTS, telHref, THEME, useRequest } from '@scf/shared';
import { cmsImage } from '../cms-links';
import { CmsHtml } from '../components/cms-html.component';
import { LoadState } from '../components/load-state.component';
import { CONTENT_PANEL, PageFrame } from '../components/page-frame.component';

const styles = {
  block: {
    ...CONTENT_PANEL,
    padding: '24px 28px',
    marginBottom: 20,
  },
  title: { margin: '0 0 12px', fontSize: 22, fontWeight: 600 },
  image: { display: 'block', maxWidth: '100%', maxHeight: 320, margin: '0 0 16px', borderRadius: 6 },
  lead: { margin: '0 0 12px', color: THEME.textSecondary, lineHeight: 1.7 },
  contact: { margin: 0, lineHeight: 1.7 },
  hotline: { color: THEME.primary, fontWeight: 600, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

/** 联系我们: shown even when the CMS content cannot be loaded. */
export function AboutContact(): React.JSX.Element {
  const { hotline } = SERVICE_WIDGET_DEFAULTS;
  return (
    <section style={styles.block} aria-labelledby="about-contact">
      <h2 id="about-contact" style={styles.title}>
        联系我们
      </h2>
      <p style={styles.contact}>
        客服热线：
        <a href={telHref(hotline)} style={styles.hotline}>
          {hotline}
        </a>
        （服务时间：{SERVICE_HOURS}）
      </p>
    </section>
  );
}

export default function AboutPage({ title }: { title: string }) {
  const { state, reload } = useRequest((signal) => listCmsItems('ABOUT', { signal }), [], {
    cache: { key: 'cms:list:ABOUT' },
  });
  return (
    <PageFrame title={title}>
      <LoadState state={state} reload={reload} what="公司介绍" isEmpty={(items) => items.length === 0}>
        {(items) => (
          <>
            {items.map((item) => {
              const image = cmsImage(item.imageUrl);
              return (
                // An item titled like the page (关于我们 under 关于我们) does not say it a second time.
                <section key={item.id} style={styles.block} aria-label={item.title}>
                  {item.title.trim() !== title.trim() && <h2 style={styles.title}>{item.title}</h2>}
                  {image && <img src={image} alt="" style={styles.image} loading="lazy" />}
                  {item.summary && <p style={styles.lead}>{item.summary}</p>}
                  <CmsHtml html={item.content} />
                </section>
              );
            })}
          </>
        )}
      </LoadState>
      <AboutContact />
    </PageFrame>
  );
}
