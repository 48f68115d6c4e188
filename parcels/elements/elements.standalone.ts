/**
 * The self-contained bundle for other sites (`/elements/scf-elements.js`, an IIFE with React,
 * antd and @scf/shared inside): one `<script src>` and the tags. Links and API calls go to the
 * portal this script was loaded from; the script tag may say otherwise for the whole page:
 *   data-api-base="https://portal.example.com/api"   the API root (an element's api-base wins)
 *   data-cookie-domain=".example.com"                the portal's cookie domain, so tokens
 *                                                    refreshed here stay shared with the portal
 */
import { configureCookies } from '@scf/shared';
import { parseApiBase } from './attributes';
import { defineScfElements } from './define-elements';
import { scriptPortalBase } from './element-environment';
import HeaderElement from './header-element.component';
import MessageSidebarElement from './message-sidebar-element.component';

const script =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement
    ? document.currentScript
    : null;
const portalBase = scriptPortalBase(script);

function scriptSetting(name: string): string | undefined {
  return script?.getAttribute(name) ?? undefined;
}

const apiBaseSetting = scriptSetting('data-api-base');
const apiBase = apiBaseSetting === undefined ? undefined : parseApiBase(apiBaseSetting);
if (apiBase?.warning) console.warn(`[scf-elements] 脚本属性 data-api-base="${apiBaseSetting}" ${apiBase.warning}`);

const cookieDomain = scriptSetting('data-cookie-domain');
if (cookieDomain !== undefined) {
  if (/^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(cookieDomain)) configureCookies({ domain: cookieDomain });
  else
    console.warn(
      `[scf-elements] 脚本属性 data-cookie-domain="${cookieDomain}" 无效：只能是域名（如 .example.com），已忽略`,
    );
}

defineScfElements(
  { kind: 'foreign', portalBase, apiBase: apiBase?.value ?? `${portalBase}/api` },
  { header: HeaderElement, messageSidebar: MessageSidebarElement },
);
