/**
 * /index/news/detail/{id}/{name}: one news item (`findByBizCode` with its id). The id decides;
 * the name is only there for people reading the URL. An id that is not a number never reaches
 * the server, and one the CMS does not have (removed, or never there) is not a failure to
 * retry: the page says the news does not exist and offers the list (issue 33.14: it offered a
 * 重新加载 that could only fail again). The summary is shown above the text only when the
 * text does not already say it (it repeated the first paragraph).
 */
import type { CSSProperties } from 'react';
import { getCmsItem, isApiError, type CmsItem, THEME, themeMix, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { parseNewsId } from '../cms-links';
import { PUBLIC_PATHS } from '../public-paths';
import { CmsHtml } from '../components/cms-html.component';
import { LoadState } from '../components/load-state.component';
import { CONTENT_PANEL, NOTICE_PANEL, PageFrame } from '../components/page-frame.component';

const styles = {
  article: {
    ...CONTENT_PANEL,
    padding: '24px 28px',
  },
  meta: {
    margin: '0 0 20px',
    paddingBottom: 16,
    borderBottom: `1px solid ${THEME.borderSecondary}`,
    color: THEME.textSecondary,
  },
  summary: {
    margin: '0 0 16px',
    padding: '12px 16px',
    background: themeMix('colorPrimary', 4, 'white'),
    borderLeft: `3px solid ${THEME.primary}`,
    color: 'rgba(0, 0, 0, 0.75)',
    lineHeight: 1.7,
  },
  back: { display: 'inline-block', marginTop: 24, color: THEME.primary },
  problem: NOTICE_PANEL,
} satisfies Record<string, CSSProperties>;

const LIST_CRUMB = { title: '新闻动态', to: PUBLIC_PATHS.newsList };

function NoNews({ text }: { text: string }) {
  return (
    <PageFrame title="新闻不存在" crumbs={[LIST_CRUMB, { title: '新闻详情' }]}>
      <div style={styles.problem} role="alert">
        <p>{text}</p>
        <PortalLink to={PUBLIC_PATHS.newsList}>返回新闻列表</PortalLink>
      </div>
    </PageFrame>
  );
}

/** The CMS has no such item: the server's 404 (a body status or the HTTP status). */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.httpStatus === 404);
}

/**
 * The summary is worth showing only when the text does not already contain it. Compared on the
 * text with tags and spaces taken out, the same way on the server and in the browser (the page
 * is rendered by both and must come out the same).
 */
function summaryAddsToContent(summary: string, content: string): boolean {
  const s = summary.replace(/\s+/g, '');
  return s !== '' && !content.replace(/<[^>]*>|\s+/g, '').includes(s);
}

function NewsArticle({ id }: { id: number }) {
  // Silent: the page itself says what went wrong (a toast said 内容不存在 over it as well).
  const { state, reload, error } = useRequest((signal) => getCmsItem('NEWS', id, { signal, kind: 'silent' }), [id], {
    cache: { key: `cms:item:NEWS:${id}` },
  });
  if (state.status === 'error' && isMissing(error)) return <NoNews text="这条新闻不存在或已下线。" />;
  const title = state.status === 'success' ? state.data.title : state.status === 'error' ? '新闻加载失败' : '新闻详情';
  return (
    <PageFrame title={title} crumbs={[LIST_CRUMB, { title: '新闻详情' }]}>
      <LoadState state={state} reload={reload} what="新闻" minHeight={240}>
        {(item: CmsItem) => (
          <article style={styles.article} aria-label={item.title}>
            <p style={styles.meta}>
              发布时间：<time dateTime={item.publishTime.replace(' ', 'T')}>{item.publishTime}</time>
            </p>
            {summaryAddsToContent(item.summary, item.content) && <p style={styles.summary}>{item.summary}</p>}
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
  return id === null ? <NoNews text="链接中的新闻编号无效，无法找到这条新闻。" /> : <NewsArticle key={id} id={id} />;
}
