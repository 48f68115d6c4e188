/**
 * CMS HTML, sanitised again on the client with shared's `sanitizeHtml` (the server already
 * cleans it; a second pass means a mistake on either side alone cannot run script here).
 * A plain click on a portal link inside the text stays in the single-page app.
 * Server rendering: the server renders the text as its API sent it (already cleaned by the
 * server's allow-list; DOMPurify needs a browser DOM); the browser's pass replaces it right
 * after hydration.
 */
import type { CSSProperties, MouseEvent } from 'react';
import { isPlainClick, navigate, toSameOriginPath, useClientValue } from '@scf/shared';
import { sanitizeHtml } from '@scf/shared/sanitize';

const style: CSSProperties = { lineHeight: 1.8, fontSize: 15, color: 'rgba(0, 0, 0, 0.88)', overflowWrap: 'anywhere' };

export function CmsHtml({ html }: { html: string | undefined }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    const path = href.startsWith('/') ? toSameOriginPath(href) : null;
    if (path) {
      event.preventDefault();
      navigate(path);
    }
  };
  // The click handler only refines links; the content stays a plain document region.
  const raw = html ?? '';
  const clean = useClientValue(() => sanitizeHtml(raw), raw);
  // The click is a delegated link click (links already answer Enter); the region itself is not a control:
  // the handler only turns same-site link clicks into in-app navigation. CMS HTML goes through sanitizeHtml
  // (DOMPurify, allow-list) right here.
  // biome-ignore lint/a11y/useKeyWithClickEvents: a delegated link click (see above)
  // biome-ignore lint/a11y/noStaticElementInteractions: not a control (see above)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized right here (see above)
  return <div style={style} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
