/**
 * Styles of the page-loading spinner (page-loading.component.tsx): the spinner on a line of its
 * own, centred, with room above and below it in the content area.
 */
import type { CSSProperties } from 'react';

export const styles = {
  spinner: { display: 'block', margin: '64px auto' },
} satisfies Record<string, CSSProperties>;
