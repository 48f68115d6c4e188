/**
 * /index/news/list: the NEWS section page by page (`findByBizCodePageList`). The page number
 * lives in the URL (`?page=2`), so back/forward, reload and shared links keep it; a page
 * number that is not one is reported and replaced by the first page.
 */
import { useEffect, type CSSProperties } from 'react';
import { Alert, Pagination } from 'antd';
import { navigate, pageCmsItems, useRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { parsePageParam } from '../cms-links';
import { PUBLIC_PATHS } from '../public-paths';
import { LoadState } from '../components/load-state.component';
import { NewsList } from '../components/news-list.component';
import { NOTICE_PANEL, PageFrame } from '../components/page-frame.component';

export const NEWS_PAGE_SIZE = 10;

const styles = {
  pager: { display: 'flex', justifyContent: 'center', margin: '24px 0 0' },
  empty: NOTICE_PANEL,
  badPage: { marginBottom: 16 },
} satisfies Record<string, CSSProperties>;

const pageUrl = (page: number): string => (page <= 1 ? PUBLIC_PATHS.newsList : `${PUBLIC_PATHS.newsList}?page=${page}`);

export default function NewsListPage({ title, search, mobile }: { title: string; search: string; mobile: boolean }) {
  const parsed = parsePageParam(search);
  const page = parsed ?? 1;
  const { state, reload } = useRequest(
    (signal) => pageCmsItems('NEWS', { pageNum: page, pageSize: NEWS_PAGE_SIZE }, { signal }),
    [page],
    {
      cache: { key: `cms:page:NEWS:${page}:${NEWS_PAGE_SIZE}` },
    },
  );

  // Back to the top of the list when the page changes (the pager sits at the bottom).
  useEffect(() => {
    if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [page]);

  return (
    <PageFrame title={title}>
      {parsed === null && (
        <Alert type="warning" showIcon style={styles.badPage} title="页码无效，已为您显示第一页。" role="alert" />
      )}
      <LoadState state={state} reload={reload} what="新闻">
        {(data) =>
          data.list.length === 0 ? (
            <div style={styles.empty}>
              {page > 1 ? (
                <p>
                  第 {page} 页没有新闻。<PortalLink to={pageUrl(1)}>返回第一页</PortalLink>
                </p>
              ) : (
                <p>暂无新闻</p>
              )}
            </div>
          ) : (
            <>
              <NewsList items={data.list} withSummary headingLevel={2} />
              <nav style={styles.pager} aria-label="新闻分页">
                <Pagination
                  current={page}
                  pageSize={NEWS_PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  simple={mobile}
                  showTotal={mobile ? undefined : (total) => `共 ${total} 条`}
                  onChange={(next) => navigate(pageUrl(next))}
                />
              </nav>
            </>
          )
        }
      </LoadState>
    </PageFrame>
  );
}
