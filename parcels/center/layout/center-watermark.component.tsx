/**
 * The watermark of every centre page: the signed-in person's name and masked mobile, faint,
 * tiled over the content under the sticky header, and over the centre's dialogs and drawers. It
 * never takes a click (pointer-events: none), follows the store's company info (so it changes
 * with the person signed in), and is put back when a script removes or restyles it.
 *
 * The mark is an SVG tile rendered with the page (watermark-tile.ts says why not antd's
 * canvas-drawn `Watermark`): the server's first response already carries it, and hydration keeps
 * it as it is.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
import { maskPhone, useStore, type PortalState } from '@scf/shared';
import { styles } from './center-watermark.style';
import { watermarkTile, type WatermarkTile } from './watermark-tile';

const selectName = (s: PortalState) => s.compInfo?.userName ?? '';
const selectMobile = (s: PortalState) => s.compInfo?.mobile ?? '';

const NO_LINES: string[] = [];

/** The lines of the mark: name, then the mobile masked as everywhere in the portal. */
export function watermarkLines(userName: string, mobile: string): string[] {
  return [userName.trim(), maskPhone(mobile)].filter((line) => line !== '');
}

/**
 * The lines of the person signed in. Between two products the guard clears the company info and
 * loads it again (the same person): the last lines stay meanwhile, so the mark never blinks out
 * (issue 33.8).
 */
function usePersonLines(): string[] {
  const text = watermarkLines(useStore(selectName), useStore(selectMobile)).join('\n');
  const [kept, setKept] = useState(text);
  if (text !== '' && text !== kept) setKept(text);
  const shown = text === '' ? kept : text;
  // One array per person: a new one on every render would build the tile again each time.
  return useMemo(() => (shown === '' ? NO_LINES : shown.split('\n')), [shown]);
}

/**
 * The centre's dialogs and drawers are rendered at the end of the body, outside the page's box:
 * while the centre is on screen their panels carry the tile as their background. The selector
 * outweighs antd's own (`:where(.css-…).ant-modal .ant-modal-container`).
 */
function dialogRule(tile: WatermarkTile): string {
  return (
    'body .ant-modal .ant-modal-container,body .ant-drawer .ant-drawer-section' +
    `{background-image:${tile.image};background-size:${tile.size};background-repeat:repeat}`
  );
}

/**
 * Keeps the mark where React put it, as React drew it: a script that removes the layer, changes
 * its style or its drawing (to take the mark off a screenshot) finds it back at once. What React
 * last rendered is read after each commit, so React's own changes (another person) are kept.
 */
function useKeptInPlace(
  box: React.RefObject<HTMLDivElement | null>,
  mark: React.RefObject<SVGSVGElement | null>,
): void {
  const wanted = useRef({ style: '', inner: '' });
  useLayoutEffect(() => {
    wanted.current = { style: mark.current?.style.cssText ?? '', inner: mark.current?.innerHTML ?? '' };
  });
  useEffect(() => {
    const b = box.current;
    const m = mark.current;
    if (!b || !m) return;
    const restore = (): void => {
      if (m.parentNode !== b) b.appendChild(m);
      if (m.style.cssText !== wanted.current.style) m.style.cssText = wanted.current.style;
      for (const name of ['hidden', 'class']) if (m.hasAttribute(name)) m.removeAttribute(name);
      if (m.innerHTML !== wanted.current.inner) m.innerHTML = wanted.current.inner;
    };
    const observer = new MutationObserver(restore);
    observer.observe(b, { childList: true });
    observer.observe(m, { attributes: true, childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [box, mark]);
}

export function CenterWatermark({
  style,
  children,
}: {
  style?: CSSProperties;
  children: ReactNode;
}): React.JSX.Element {
  const { token } = theme.useToken();
  const lines = usePersonLines();
  const tile = useMemo(
    () => watermarkTile(lines, { color: token.colorFill, fontSize: token.fontSize }),
    [lines, token.colorFill, token.fontSize],
  );
  const drawing = useMemo(() => ({ __html: tile?.pattern ?? '' }), [tile]);
  const boxStyle = useMemo<CSSProperties>(() => ({ ...styles.box, ...style }), [style]);
  const box = useRef<HTMLDivElement>(null);
  const mark = useRef<SVGSVGElement>(null);
  useKeptInPlace(box, mark);
  return (
    <div ref={box} className="scf-watermark" style={boxStyle}>
      {tile ? <style>{dialogRule(tile)}</style> : null}
      {children}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from escaped text (watermark-tile.ts) */}
      <svg ref={mark} aria-hidden="true" focusable="false" style={styles.mark} dangerouslySetInnerHTML={drawing} />
    </div>
  );
}
