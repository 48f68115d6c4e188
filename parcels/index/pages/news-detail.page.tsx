/**
 * /index/news/detail/{id}/{name}: one news item (`findByBizCode` with its id). The id decides;
 * the name is only there for people reading the URL. An id that is not a number never reaches
 * the server: the page says so and offers the list.
 */
import type { CSSProperties } from 'react';
import { getCmsItem, type CmsItem, THEME, themeMix, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { parseNewsId } from '../cms-links';
import { PUBLIC_PATHS } from '../public-paths';
import { CmsHtml } from '../components/cms-html.component';
import { LoadState } from '../components/load-state.component';
import { PageFrame } from '../components/page-frame.component';

const styles = {
  article: { padding: '24px 28px', background: THEME.background, borderRadius: 8, border: `1px solid ${THEME.cardBorder}` },
  meta: { margin: '0 0 20px', paddingBottom: 16, borderBottom: `1px solid ${THEME.borderSecondary}`, color: THEME.textSecondary },
  summary: { margin: '0 0 16px', padding: '12px 16px', background: themeMix('colorPrimary', 4, 'white'), borderLeft: `3px solid ${THEME.primary}`, color: 'rgba(0, 0, 0, 0.75)', lineHeight: 1.7 },
  back: { display: 'inline-block', marginTop: 24, color: THEME.primary },
  problem: { padding: 32, textAlign: 'center', background: THEME.background, borderRadius: 8, border: `1px solid ${THEME.cardBorder}` },
} satisfies Record<string, CSSProperties>;

const LIST_CRUMB = { title: '新闻动态', to: PUBLIC_PATHS.newsList };

function InvalidNews() {
  return (
    <PageFrame title="新闻不存在" crumbs={[LIST_CRUMB, { title: '新闻详情' }]}>
      <div style={styles.problem} role="alert">
        <p>链接中的新闻编号无效，无法找到这条新闻。</p>
        <PortalLink to={PUBLIC_PATHS.newsList}>返回新闻列表</PortalLink>
      </div>
    </PageFrame>
  );
}

function NewsArticle({ id }: { id: number }) {
  const { state, reload } = useRequest((signal) => getCmsItem('NEWS', id, { signal }), [id], { cache: { key: `cms:item:NEWS:${id}` } });
  const title = state.status === 'success' ? state.data.title : state.status === 'error' ? '新闻加载失败' : '新闻详情';
  return (
    <PageFrame title={title} crumbs={[LIST_CRUMB, { title: '新闻详情' }]}>
      <LoadState state={state} reload={reload} what="新闻" minHeight={240}>
        {(item: CmsItem) => (
          <article style={styles.article} aria-label={item.title}>
            <p style={styles.meta}>
              发布时间：<time dateTime={item.publishTime.replace(' ', 'T')}>{item.publishTime}</time>
            </p>
            {item.summary && <p style={styles.summary}>{item.summary}</p>}
            <CmsHtml html={item.content} />
          </article>
        )}
      </LoadState>
      <PortalLink to={PUBLIC_PATHS.newsList} style={styles.back}>
        ‹ 返回新闻列表
      </PortalLink>
    </PageFrame>
  );
}

export default function NewsDetailPage({ params }: { params: Record<string, string> }) {
  const id = parseNewsId(params.id);
  return id === null ? <InvalidNews /> : <NewsArticle key={id} id={id} />;
}
