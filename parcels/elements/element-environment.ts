/**
 * Where the elements run. The ES module build runs inside the portal (same origin, single-spa
 * navigation, the portal's http base); the standalone bundle runs on other sites, where links
 * and API calls go to the portal the script came from unless an attribute says otherwise.
 */
import type { ReactNode } from 'react';

type ElementHostKind = 'portal' | 'foreign';

export interface ElementEnvironment {
  kind: ElementHostKind;
  /** Origin (and path prefix) of the portal for links: '' inside the portal. */
  portalBase: string;
  /** The API root when no `api-base` attribute is given. */
  apiBase: string;
  /**
   * Draws the service widget's WeChat QR code when no `qr-src` is given. The portal build
   * passes antd's QRCode (from the import map, no cost); the standalone bundle leaves the
   * encoder out for its size budget, so there `qr-src` shows the WeChat entry.
   */
  renderQrCode?: (value: string) => ReactNode;
}

let environment: ElementEnvironment = { kind: 'portal', portalBase: '', apiBase: '/api' };

export function setElementEnvironment(next: ElementEnvironment): void {
  environment = { ...next };
}

export function elementEnvironment(): Readonly<ElementEnvironment> {
  return environment;
}

/**
 * The portal a standalone script came from: the origin of its own `src` (read while the
 * script runs), or this page's origin when it cannot be known (inlined, or a test harness).
 */
export function scriptPortalBase(
  script: Element | null = typeof document !== 'undefined' ? document.currentScript : null,
): string {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  try {
    if (src) return new URL(src).origin;
  } catch {
    // Fall through to the page's origin.
  }
  return typeof location !== 'undefined' ? location.origin : '';
}
