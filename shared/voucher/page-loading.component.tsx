/**
 * What a page shows in the content area while its code or its record loads: antd's spinner on a
 * line of its own, centred, with "正在加载……" (a Suspense fallback of a product's pages, a form
 * waiting for its draft). One piece, so every product and form waits alike. In
 * `@scf/shared/voucher`, which every product loads, not in `@scf/shared/ui`, which the public
 * pages load too and do not need it.
 */
import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { styles } from './page-loading.style';

export interface PageLoadingProps {
  /** The text under the spinner (default "正在加载……"); `null` for the spinner alone. */
  description?: ReactNode;
}

export function PageLoading({ description = '正在加载……' }: PageLoadingProps): React.JSX.Element {
  return <Spin description={description ?? undefined} style={styles.spinner} />;
}
