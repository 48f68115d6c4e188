/**
 * The frame a signed-in page shows at once, before any script has run: the header bar, the
 * side menu and grey placeholders where the content will be. The centre's pages need their
 * code, the company and the permissions before they can draw; without this the reader looked at
 * a lone "正在加载中......" for seconds. Plain HTML and CSS in the host page, hidden when the
 * application mounts (body.scf-mounted), so it costs no request.
 */
import { DEFAULT_THEME_COLOR } from '../../shared/ui/theme-palette';
import { HEADER_HEIGHT_PX, HEADER_TEXT_COLOUR } from '../../shared/layout/header-theme';
import { SITE_TITLE } from '../../shared/routes/route-table';

/** Paths whose pages sit in the centre's layout (header, side menu, content). */
export function hasCentreFrame(pathname: string): boolean {
  return pathname === '/center' || pathname.startsWith('/center/');
}

// The frame stays fixed over the page (as the plain loading text is): in the flow it would push
// the application's element below it, and hiding it would then move the whole page up (a
// layout shift as large as the screen).
// Placeholders are the text colour at low opacity and the boxes the system's canvas colour,
// so the frame needs no colour of its own beyond the theme's header.
const CSS = `
#scf-boot.scf-frame { display: block; overflow: hidden; background: inherit; }
.scf-frame-header { height: ${HEADER_HEIGHT_PX}px; display: flex; align-items: center; padding: 0 24px;
  background: ${DEFAULT_THEME_COLOR}; color: ${HEADER_TEXT_COLOUR}; font-size: 18px; font-weight: 600; }
.scf-frame-body { display: flex; min-height: calc(100vh - ${HEADER_HEIGHT_PX}px); }
.scf-frame-side { width: 208px; flex: none; padding: 16px; background: Canvas; }
.scf-frame-main { flex: 1; min-width: 0; padding: 24px; }
.scf-frame-card { padding: 24px; margin-bottom: 16px; border-radius: 8px; background: Canvas; }
.scf-frame-bar { height: 16px; margin: 0 0 16px; border-radius: 4px; background: currentColor; opacity: 0.06; }
.scf-frame-status {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
@media (max-width: 991px) { .scf-frame-side { display: none; } .scf-frame-main { padding: 16px; } }
`;

const bars = (widths: readonly number[]): string =>
  widths.map((w) => `<div class="scf-frame-bar" style="width:${w}%"></div>`).join('');

/** The style and the markup of the frame (inside #scf-boot, which keeps its status role). */
export function centreFrame(nonce: string): { style: string; body: string } {
  return {
    style: `<style nonce="${nonce}">${CSS}</style>`,
    body:
      `<div class="scf-frame-header" data-scf-frame="header">${SITE_TITLE}</div>` +
      `<div class="scf-frame-body">` +
      `<div class="scf-frame-side" data-scf-frame="side" aria-hidden="true">${bars([80, 70, 75, 60, 70])}</div>` +
      `<div class="scf-frame-main" data-scf-frame="main"><span class="scf-frame-status">正在加载中......</span>` +
      `<div class="scf-frame-card" aria-hidden="true">${bars([30, 90, 75, 60])}</div>` +
      `<div class="scf-frame-card" aria-hidden="true">${bars([40, 85, 70])}</div>` +
      `</div></div>`,
  };
}
