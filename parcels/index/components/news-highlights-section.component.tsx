/** The home page's latest news (CMS NEWS, first page of the paged call), lazily loaded. */
import { pageCmsItems, useRequest } from '@scf/shared';
import { PUBLIC_PATHS } from '../public-paths';
import { LoadState } from './load-state.component';
import { NewsList } from './news-list.component';
import { SectionHeading } from './section-heading.component';

const HIGHLIGHT_COUNT = 5;

export default function NewsHighlightsSection() {
  const { state, reload } = useRequest(
    (signal) => pageCmsItems('NEWS', { pageNum: 1, pageSize: HIGHLIGHT_COUNT }, { signal, loading: false }),
    [],
    { cache: { key: `cms:page:NEWS:1:${HIGHLIGHT_COUNT}` } },
  );
  return (
    <section aria-labelledby="scf-home-news">
      <SectionHeading id="scf-home-news" title="新闻动态" more={{ to: PUBLIC_PATHS.newsList, text: '更多新闻' }} />
      <LoadState state={state} reload={reload} what="新闻" isEmpty={(page) => page.list.length === 0}>
        {(page) => <NewsList items={page.list} withSummary={false} />}
      </LoadState>
    </section>
  );
}
