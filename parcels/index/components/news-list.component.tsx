/** A list of news headlines with their dates, each linking to its detail page. */
import type { CSSProperties } from 'react';
import type { CmsItem } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { newsDetailPath } from '../cms-links';
import { THEME } from '@scf/shared';

const styles = {
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    background: THEME.background,
    borderRadius: 8,
    border: `1px solid ${THEME.cardBorder}`,
  },
  item: {
    display: 'flex',
    gap: 16,
    alignItems: 'flex-start',
    padding: '16px 20px',
    borderTop: `1px solid ${THEME.borderSecondary}`,
  },
  date: { flex: '0 0 auto', minWidth: 92, color: THEME.textSecondary, fontVariantNumeric: 'tabular-nums' },
  main: { flex: 1, minWidth: 0 },
  title: { color: 'rgba(0, 0, 0, 0.88)', fontSize: 16, fontWeight: 500, textDecoration: 'none' },
  summary: { margin: '6px 0 0', color: THEME.textSecondary, lineHeight: 1.6 },
} satisfies Record<string, CSSProperties>;

export function NewsList({
  items,
  withSummary,
  headingLevel = 3,
}: {
  items: CmsItem[];
  withSummary: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul style={styles.list} aria-label="新闻列表">
      {items.map((item, i) => (
        <li key={item.id} style={{ ...styles.item, borderTop: i === 0 ? 'none' : styles.item.borderTop }}>
          <time style={styles.date} dateTime={item.publishTime.slice(0, 10)}>
            {item.publishTime.slice(0, 10)}
          </time>
          <div style={styles.main}>
            <Heading style={{ margin: 0, fontSize: 16 }}>
              <PortalLink to={newsDetailPath(item.id, item.title)} style={styles.title}>
                {item.title}
              </PortalLink>
            </Heading>
            {withSummary && item.summary && <p style={styles.summary}>{item.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
