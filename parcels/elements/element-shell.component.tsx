/**
 * What every element renders around its component inside its shadow root: the host reset
 * (the page's CSS must not reach in) and shared's PortalProvider with the
 * shadow root as container, so antd's styles and popups (dropdowns, popovers, messages,
 * confirm dialogs) live inside the root and are styled there.
 */
import type { ReactNode } from 'react';
import { PortalProvider } from '@scf/shared/ui';
import { portalTheme } from '@scf/shared';

/** The portal theme's Chinese font stack (PingFang SC, Microsoft YaHei, Noto Sans CJK SC …). */
const FONT_FAMILY_STACK = portalTheme().token?.fontFamily ?? 'sans-serif';

/**
 * `:host` layout rules are normal declarations, so the page may still place and size the
 * element; the wrapper inside takes the height the page gives it, so the message sidebar's
 * panel fills an element the page made tall (it stopped below its last entry, issue 33.14).
 * The inherited text properties are `!important`: for important declarations the
 * shadow tree's rules win over the page's (CSS Cascade 5, context), so even
 * `* { font: 40px serif !important }` on the page cannot change the text inside.
 */
const HOST_CSS = `
:host { all: initial; display: block; }
:host([hidden]) { display: none !important; }
:host {
  font-family: ${FONT_FAMILY_STACK} !important;
  font-size: 14px !important;
  font-style: normal !important;
  font-weight: 400 !important;
  font-variant: normal !important;
  font-stretch: normal !important;
  line-height: 1.5715 !important;
  color: rgba(0, 0, 0, 0.88) !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  white-space: normal !important;
  word-break: normal !important;
  overflow-wrap: normal !important;
  direction: ltr !important;
  writing-mode: horizontal-tb !important;
  cursor: auto !important;
  list-style: none !important;
  -webkit-text-size-adjust: 100% !important;
  text-size-adjust: 100% !important;
}
*, *::before, *::after { box-sizing: border-box; }
.scf-root { height: 100%; }
`;

export function ElementShell({
  container,
  children,
}: {
  container: ShadowRoot | null;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <>
      <style>{HOST_CSS}</style>
      <PortalProvider container={container}>{children}</PortalProvider>
    </>
  );
}
