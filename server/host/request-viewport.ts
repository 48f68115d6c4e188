/**
 * Which side of the portal's mobile breakpoint (992 px) a page request most likely comes from,
 * so that the server renders the layout the reader's screen will keep: a phone that got the
 * desktop layout would show it squeezed until the script arrives, then jump.
 *
 * Chromium-based browsers say it in client hints: `Sec-CH-UA-Mobile` (sent with every request,
 * no opt-in needed) and, once the host page has asked for it (VIEWPORT_HINTS), the width itself
 * in `Sec-CH-Viewport-Width`, which is what the layout's media query measures: it also catches
 * a narrow window of a desktop browser and a tablet held upright, whose `Sec-CH-UA-Mobile` is
 * `?0`. The others are told apart by their User-Agent, parsed by ua-parser-js (phones and
 * tablets: most tablets are narrower than 992 px held upright). A wrong guess costs what every
 * page cost before: the layout changes once the browser has measured its viewport.
 */
import { UAParser } from 'ua-parser-js';
import { MOBILE_BREAKPOINT_PX, type Viewport } from '../../shared/layout/breakpoint';
import { MAX_USER_AGENT } from '../features/audit/user-agent';

/**
 * The hints the host page asks Chromium-based browsers for (`Accept-CH`: sent from the next
 * request on) and varies on.
 */
export const VIEWPORT_HINTS = ['sec-ch-viewport-width'] as const;

/** The viewport width a request states (CSS px), or null when it states none or nonsense. */
function statedWidth(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || !/^\s*\d{1,5}(\.\d+)?\s*$/.test(header)) return null;
  const width = Number(header);
  return width > 0 ? width : null;
}

export function requestViewport(headers: Readonly<Record<string, string | string[] | undefined>>): Viewport {
  const hint = headers['sec-ch-ua-mobile'];
  // A phone's browser keeps the phone layout (its first request may state a default width).
  if (hint === '?1') return 'mobile';
  const width = statedWidth(headers['sec-ch-viewport-width']);
  if (width !== null) return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
  if (hint === '?0') return 'desktop';
  const ua = headers['user-agent'];
  if (typeof ua !== 'string' || ua === '') return 'desktop';
  const type = new UAParser(ua.slice(0, MAX_USER_AGENT)).getDevice().type;
  return type === 'mobile' || type === 'tablet' ? 'mobile' : 'desktop';
}
