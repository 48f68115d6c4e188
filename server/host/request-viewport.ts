/**
 * Which side of the portal's mobile breakpoint (992 px) a page request most likely comes from,
 * so that the server renders the layout the reader's screen will keep: a phone that got the
 * desktop layout would show it squeezed until the script arrives, then jump.
 *
 * Chromium-based browsers say it in the `Sec-CH-UA-Mobile` client hint (sent with every request,
 * no opt-in needed); the others are told apart by their User-Agent, parsed by ua-parser-js
 * (phones and tablets: most tablets are narrower than 992 px held upright). A wrong guess costs
 * what every page cost before: the layout changes once the browser has measured its viewport.
 */
import { UAParser } from 'ua-parser-js';
import type { Viewport } from '../../shared/layout/breakpoint';
import { MAX_USER_AGENT } from '../features/audit/user-agent';

export function requestViewport(headers: Readonly<Record<string, string | string[] | undefined>>): Viewport {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  const ua = headers['user-agent'];
  if (typeof ua !== 'string' || ua === '') return 'desktop';
  const type = new UAParser(ua.slice(0, MAX_USER_AGENT)).getDevice().type;
  return type === 'mobile' || type === 'tablet' ? 'mobile' : 'desktop';
}
