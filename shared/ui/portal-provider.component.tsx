/**
 * `PortalProvider`: what every React root of the portal renders around its content. antd in
 * Chinese (ConfigProvider zh_CN, dayjs zh-cn) with the accessible portal theme, antd `App` for
 * context-aware message/modal, registered as the notifier, and the loading overlay.
 *
 * Inside a custom element pass `container` (the ShadowRoot): styles are injected there
 * (`StyleProvider`) and popups render inside it, so they are styled and the page's CSS does
 * not reach them. Such roots register their notifier below document-level ones and do not
 * render the overlay unless asked.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useStore } from '../state/use-store.hook';
import type { PortalState } from '../state/portal-state';
import { installDayjsLocale } from './dayjs-locale';
import { LoadingOverlay } from './loading-overlay.component';
import { NotifierBridge } from './notifier-bridge.component';
import { portalTheme } from './theme';

export interface PortalProviderProps {
  children?: ReactNode;
  /** The ShadowRoot (or element) of a custom element; omit for a normal page. */
  container?: ShadowRoot | HTMLElement | null;
  /** Overrides the persisted theme colour. */
  themeColor?: string;
  /** Render the loading overlay (default: true without `container`). */
  loadingOverlay?: boolean;
}

const selectTheme = (s: PortalState) => s.themeColor;

export function PortalProvider({ children, container, themeColor, loadingOverlay }: PortalProviderProps) {
  installDayjsLocale();
  const stored = useStore(selectTheme);
  const colour = themeColor ?? stored;
  const theme = useMemo(() => portalTheme(colour), [colour]);
  const popupHolder = useRef<HTMLDivElement | null>(null);
  const inShadow = Boolean(container);
  const getPopupContainer = useCallback((): HTMLElement => {
    if (popupHolder.current) return popupHolder.current;
    if (container instanceof HTMLElement) return container;
    return document.body;
  }, [container]);

  const content = (
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      getPopupContainer={inShadow ? getPopupContainer : undefined}
      getTargetContainer={inShadow ? getPopupContainer : undefined}
    >
      <App>
        <NotifierBridge priority={inShadow ? 0 : 1} container={container} />
        {(loadingOverlay ?? !inShadow) && <LoadingOverlay />}
        {children}
        {inShadow && <div ref={popupHolder} data-scf-popups="" />}
      </App>
    </ConfigProvider>
  );
  return container ? <StyleProvider container={container}>{content}</StyleProvider> : content;
}
