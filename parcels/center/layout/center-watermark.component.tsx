/**
 * The watermark of every centre page: the signed-in person's name and masked mobile, faint,
 * tiled over the content under the sticky header. antd's Watermark draws it and puts it back
 * when a script removes or restyles it; it never takes a click (pointer-events: none). It
 * follows the store's company info, so it changes with the person signed in.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { Watermark, theme } from 'antd';
import { maskPhone, useStore, type PortalState } from '@scf/shared';

const selectName = (s: PortalState) => s.compInfo?.userName ?? '';
const selectMobile = (s: PortalState) => s.compInfo?.mobile ?? '';

/** Below the sticky header (z-index 100), so scrolled content never marks the header. */
const WATERMARK_Z_INDEX = 9;

/** The lines of the mark: name, then the mobile masked as everywhere in the portal. */
export function watermarkLines(userName: string, mobile: string): string[] {
  return [userName.trim(), maskPhone(mobile)].filter((line) => line !== '');
}

export function CenterWatermark({ style, children }: { style?: CSSProperties; children: ReactNode }): React.JSX.Element {
  const { token } = theme.useToken();
  const name = useStore(selectName);
  const mobile = useStore(selectMobile);
  // One array per person: a new one on every render would redraw the mark each time.
  const lines = useMemo(() => watermarkLines(name, mobile), [name, mobile]);
  return (
    <Watermark
      className="scf-watermark"
      content={lines.length ? lines : undefined}
      zIndex={WATERMARK_Z_INDEX}
      gap={[160, 120]}
      font={{ color: token.colorFill, fontSize: token.fontSize }}
      style={style}
    >
      {children}
    </Watermark>
  );
}
