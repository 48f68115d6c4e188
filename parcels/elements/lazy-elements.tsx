/**
 * The header's and the message sidebar's components as the portal's ES module build defines
 * them: fetched when the first such element renders, not with the bundle. The portal loads the
 * bundle on every page for the service widget, and a news reader never sees these two (issue 36:
 * the home page's JS by network idle). Until the code is there an element renders nothing.
 */
import { lazy, Suspense } from 'react';
import type { BundledComponents } from './define-elements';

const Header = lazy(() => import('./header-element.component'));
const MessageSidebar = lazy(() => import('./message-sidebar-element.component'));

export const LAZY_COMPONENTS: BundledComponents = {
  header: (raw) => (
    <Suspense fallback={null}>
      <Header {...raw} />
    </Suspense>
  ),
  messageSidebar: (raw) => (
    <Suspense fallback={null}>
      <MessageSidebar {...raw} />
    </Suspense>
  ),
};
