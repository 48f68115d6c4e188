/**
 * The watermark of every centre page: the signed-in person's name and masked mobile, faint,
 * tiled over the content under the sticky header. antd's Watermark draws it and puts it back
 * when a script removes or restyles it; it never takes a click (pointer-events: none). It
 * follows the store's company info, so it changes with the person signed in.
 *
 * The lines are drawn once the page's first frame is on screen: drawing them (text on a
 * rotated canvas, turned into an image) costs several milliseconds, which the reader entering
 * the centre would otherwise wait for before seeing the page. The Watermark itself is there from
 * the start, so the page is never mounted again and antd's modals and drawers inside it carry
 * the mark too.
 */
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Watermark, theme } from 'antd';
import { afterNextPaint, maskPhone, useStore, type PortalState } from '@scf/shared';

const selectName = (s: PortalState) => s.compInfo?.userName ?? '';
const selectMobile = (s: PortalState) => s.compInfo?.mobile ?? '';

/** Below the sticky header (z-index 100), so scrolled content never marks the header. */
const WATERMARK_Z_INDEX = 9;

/** Before the first frame: nothing to draw. */
const NO_LINES: string[] = [];

/** Room between two marks, across and down (px). */
const WATERMARK_GAP: [number, number] = [160, 120];
/**
 * The gap of the empty mark: antd still draws a mark without lines, on a canvas as large as the
 * gap, and turns it into an image; with no gap that canvas is empty and costs nothing.
 */
const NO_GAP: [number, number] = [0, 0];

/** The lines of the mark: name, then the mobile masked as everywhere in the portal. */
export function watermarkLines(userName: string, mobile: string): string[] {
  return [userName.trim(), maskPhone(mobile)].filter((line) => line !== '');
}

/** False until the frame after the first commit has been painted, then true. */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * The lines of the person signed in. Between two products the guard clears the company info and
 * loads it again (the same person): the last lines stay meanwhile. Passing the empty mark for
 * that moment lost the mark until a reload (issue 33.8): antd's Watermark redraws at most once a
 * frame and drops the later change, so the redraw with the lines, in the same frame as the one
 * without, never came.
 */
function usePersonLines(): string[] {
  const text = watermarkLines(useStore(selectName), useStore(selectMobile)).join('\n');
  const [kept, setKept] = useState(text);
  if (text !== '' && text !== kept) setKept(text);
  const shown = text === '' ? kept : text;
  // One array per person: a new one on every render would redraw the mark each time.
  return useMemo(() => (shown === '' ? NO_LINES : shown.split('\n')), [shown]);
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
  const painted = useFirstFramePainted();
  const font = useMemo(() => ({ color: token.colorFill, fontSize: token.fontSize }), [token.colorFill, token.fontSize]);
  const drawn = painted && lines.length > 0;
  return (
    <Watermark
      className="scf-watermark"
      content={drawn ? lines : NO_LINES}
      zIndex={WATERMARK_Z_INDEX}
      gap={drawn ? WATERMARK_GAP : NO_GAP}
      font={font}
      style={style}
    >
      {children}
    </Watermark>
  );
}
