/**
 * `PortalProvider`: what every React root of the portal renders around its content. antd in
 * Chinese (ConfigProvider zh_CN) with the accessible portal theme, the root's notifier and the
 * loading overlay. antd `App` (context-aware message/modal behind that notifier) comes in a
 * chunk fetched only once it is wanted: the first notification (which waits in a queue till
 * then) or the reader's first press of a key or a pointer (a dialog may follow it). A news
 * reader who does neither never downloads it (issue 36: the home page's JS by network idle).
 *
 * Inside a custom element pass `container` (the ShadowRoot): styles are injected there
 * (`StyleProvider`) and popups render inside it, so they are styled and the page's CSS does
 * not reach them. Such roots register their notifier below document-level ones and do not
 * render the overlay unless asked.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { Provider as MotionProvider } from '@rc-component/motion';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useStore } from '../state/use-store.hook';
import type { PortalState } from '../state/portal-state';
import { registerNotifier } from '../notify/notifier';
import { createDeferredNotifier } from '../notify/deferred-notifier';
import { hasFlashMessage, takeFlashMessage } from '../notify/flash-message';
import { domNotifier } from '../notify/dom-notifier';
import { portalTheme } from './theme';
import type { PortalExtrasProps } from './portal-extras.component';
import { useAfterFirstRender } from '../ssr/use-client-value.hook';
import { LoadingOverlay } from './loading-overlay.component';
import { useReducedMotion } from './use-reduced-motion.hook';

// Loaded when first wanted; calls to the notifier made meanwhile wait for it.
function DomFallback({ onNotifier }: PortalExtrasProps) {
  // Offline or a broken deployment: the DOM notifier still tells the user what happened.
  useEffect(() => onNotifier(domNotifier), [onNotifier]);
  return null;
}
const PortalExtras = lazy<ComponentType<PortalExtrasProps>>(() =>
  import('./portal-extras.component').catch(() => ({ default: DomFallback })),
);

export interface PortalProviderProps {
  children?: ReactNode;
  /** The ShadowRoot (or element) of a custom element; omit for a normal page. */
  container?: ShadowRoot | HTMLElement | null;
  /** Overrides the persisted theme colour. */
  themeColor?: string;
  /** Render the loading overlay (default: true without `container`). */
  loadingOverlay?: boolean;
}

/** Whether focus is inside a root rendered into `container` (a ShadowRoot or an element). */
function focusInside(container: ShadowRoot | HTMLElement | null | undefined): (() => boolean) | undefined {
  if (!container) return undefined;
  return () => {
    const active = document.activeElement;
    if (!active) return false;
    return container instanceof ShadowRoot
      ? active === container.host || container.host.contains(active)
      : container.contains(active);
  };
}

/**
 * The text styles antd's `App` gives its wrapper, without loading `App` before the paint. Its
 * class is the one antd declares the theme's CSS variables on, so every element inside can be
 * styled with `THEME.primary` and the like (theme-vars.ts) and follows the chosen colour.
 */
function TextRoot({ children, cssVarKey }: { children?: ReactNode; cssVarKey: string }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      className={`scf-root ${cssVarKey}`}
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

const selectTheme = (s: PortalState) => s.themeColor;

/** What antd's `motion: false` does to the CSS: every transition and animation takes no time. */
const STILL = { motionDurationFast: '0s', motionDurationMid: '0s', motionDurationSlow: '0s' } as const;

/**
 * The theme as a page root gives it to antd.
 *
 * Reduced motion: antd's ConfigProvider puts a motion provider around its children the first
 * time its `motion` token changes. The server (and so the hydrating render) cannot know the
 * reader's preference and renders with motion; for a reader who asked for less the token turned
 * false right after hydration, the element tree above the page changed shape, and React mounted
 * the whole page again (losing its state, e.g. the registration notice). So antd's token stays
 * `motion: true` here; the motion itself is switched off by the motion provider this root always
 * renders (stable shape) and the CSS durations by the same tokens antd would set.
 *
 * The class of the theme's CSS variables is named after the theme (`scf-1677ff`) instead of
 * antd's default, a React id of the root: every page root of one theme shares one set of
 * variables, which the page's style cache keeps across switches between applications (a new id
 * per mount would add a set per switch), and the server and the browser agree on the name.
 */
function themeCssVarKey(colour: string, reducedMotion: boolean): string {
  return `scf-${colour.replace(/[^a-z0-9]/gi, '').toLowerCase()}${reducedMotion ? '-still' : ''}`;
}

function pageTheme(theme: ThemeConfig, reducedMotion: boolean, cssVarKey: string): ThemeConfig {
  return {
    ...theme,
    token: { ...theme.token, motion: true, ...(reducedMotion ? STILL : {}) },
    cssVar: { key: cssVarKey },
  };
}

/** The reader's first key or pointer press anywhere in the page: a dialog may be near. */
const firstPress = (onPress: () => void): (() => void) => {
  const events = ['pointerdown', 'keydown'] as const;
  const stop = (): void => {
    for (const e of events) document.removeEventListener(e, press, true);
  };
  const press = (): void => {
    stop();
    onPress();
  };
  for (const e of events) document.addEventListener(e, press, { capture: true, passive: true });
  return stop;
};

export function PortalProvider({ children, container, themeColor, loadingOverlay }: PortalProviderProps) {
  const stored = useStore(selectTheme);
  const colour = themeColor ?? stored;
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => portalTheme(colour, { reducedMotion }), [colour, reducedMotion]);
  // Named after the theme, so the server and the browser agree and roots of one theme share it.
  const cssVarKey = themeCssVarKey(String(theme.token?.colorPrimary ?? colour), reducedMotion);
  const pageThemeConfig = useMemo(() => pageTheme(theme, reducedMotion, cssVarKey), [theme, reducedMotion, cssVarKey]);
  const popupHolder = useRef<HTMLDivElement | null>(null);
  // The extras (antd App) and the overlay are the browser's: never in server markup, and added
  // after the first render (hydrating or not) as a transition, so hydrating never waits for
  // their chunk and adding them never blocks the page.
  const hydrated = useAfterFirstRender();
  const [extrasWanted, setExtrasWanted] = useState(false);
  const wantExtras = useCallback(() => setExtrasWanted(true), []);
  const inShadow = Boolean(container);
  const getPopupContainer = useCallback((): HTMLElement => {
    if (popupHolder.current) return popupHolder.current;
    if (container instanceof HTMLElement) return container;
    return document.body;
  }, [container]);
  // Document-level roots outrank shadow-root elements (see the notifier registry).
  // A notification may be raised while another component renders: ask for the extras after it.
  const [deferred] = useState(() => createDeferredNotifier(() => queueMicrotask(wantExtras)));
  const priority = inShadow ? 0 : 1;
  useEffect(
    () => registerNotifier(deferred.notifier, priority, focusInside(container)),
    [deferred, priority, container],
  );
  useEffect(
    () => (hydrated && !extrasWanted ? firstPress(wantExtras) : undefined),
    [hydrated, extrasWanted, wantExtras],
  );
  // A page root shows what the page before it kept for it (the warning of an ended session).
  // It takes the message only once its own notifier can show it: a root unmounted before that
  // (its extras still loading on a busy machine) leaves it kept for the next one.
  useEffect(() => {
    if (inShadow || !hasFlashMessage()) return undefined;
    return deferred.whenReady((real) => {
      const kept = takeFlashMessage();
      if (kept) real.message(kept);
    });
  }, [inShadow, deferred]);

  const content = (
    <ConfigProvider
      locale={zhCN}
      theme={pageThemeConfig}
      getPopupContainer={inShadow ? getPopupContainer : undefined}
      getTargetContainer={inShadow ? getPopupContainer : undefined}
    >
      <MotionProvider motion={!reducedMotion}>
        <TextRoot cssVarKey={cssVarKey}>
          {hydrated && extrasWanted && (
            <Suspense fallback={null}>
              <PortalExtras onNotifier={deferred.resolve} />
            </Suspense>
          )}
          {hydrated && (loadingOverlay ?? !inShadow) && <LoadingOverlay />}
          {children}
          {inShadow && <div ref={popupHolder} data-scf-popups="" />}
        </TextRoot>
      </MotionProvider>
    </ConfigProvider>
  );
  return container ? <StyleProvider container={container}>{content}</StyleProvider> : content;
}
