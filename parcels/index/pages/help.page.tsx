/**
 * /index/help: the HELP section as questions and answers. Native `<details>` elements: each
 * question is a keyboard-operable disclosure without any script, and find-in-page opens them.
 */
import type { CSSProperties } from 'react';
import { listCmsItems, THEME, useRequest } from '@scf/shared';
import { CmsHtml } from '../components/cms-html.component';
import { LoadState } from '../components/load-state.component';
import { CONTENT_PANEL, PageFrame } from '../components/page-frame.component';

const styles = {
  list: { display: 'flex', flexDirection: 'column', gap: 12 },
  item: CONTENT_PANEL,
  summary: { padding: '16px 20px', cursor: 'pointer', fontSize: 16, fontWeight: 500 },
  answer: { padding: '0 20px 16px' },
  lead: { margin: '0 0 8px', color: THEME.textSecondary },
} satisfies Record<string, CSSProperties>;

export default function HelpPage({ title }: { title: string }) {
  const { state, reload } = useRequest((signal) => listCmsItems('HELP', { signal }), [], {
    cache: { key: 'cms:list:HELP' },
  });
  return (
    <PageFrame title={title}>
      <LoadState state={state} reload={reload} what="帮助内容" isEmpty={(items) => items.length === 0}>
        {(items) => (
          <div style={styles.list}>
            {items.map((item, i) => (
              <details key={item.id} style={styles.item} open={i === 0}>
                <summary style={styles.summary}>{item.title}</summary>
                <div style={styles.answer}>
                  {item.summary && item.summary !== item.title && <p style={styles.lead}>{item.summary}</p>}
                  <CmsHtml html={item.content} />
                </div>
              </details>
            ))}
          </div>
        )}
      </LoadState>
    </PageFrame>
  );
}
