/**
 * The client state (docs/requirements.md#client-state): its shape, its defaults and the checks that turn anything read
 * from storage or another tab back into a valid state (corrupt parts fall back to defaults,
 * field by field).
 */
import type { CompInfo, CompanyListItem, MenuResource, Product, RsaKeys } from '../api/types';
import { isRecord } from '../util/guards';
import { type Check, code, int, isTrue, listOf, matching, oneOf, optional, record, required, text } from './shape';
import { DEFAULT_THEME_COLOR } from '../ui/theme-palette';

export type SidebarMode = 'topbar' | 'sidebar';

export interface CachedAuthProducts {
  /** Every product of the platform (`product/list`). */
  products: Product[];
  /** The products the company has opened (`product/bLlist`). */
  approved: Product[];
}

export interface PortalState {
  /** Random id created at the first navigation; binds captchas and codes to this browser tab. */
  browserId: string | null;
  compInfo: CompInfo | null;
  /** The permission list: route paths (`resUri`) the user may open. */
  auth: string[];
  menus: MenuResource[];
  comps: CompanyListItem[];
  cacheAuthProducts: CachedAuthProducts | null;
  rsaKeys: RsaKeys | null;
  sidebarMode: SidebarMode;
  themeColor: string;
  sidebarOpened: boolean;
  /** Whether the permission list of the current company/product has been loaded. */
  authed: boolean;
}

export const DEFAULT_SIDEBAR_MODE: SidebarMode = 'topbar';

export function defaultState(): PortalState {
  return {
    browserId: null,
    compInfo: null,
    auth: [],
    menus: [],
    comps: [],
    cacheAuthProducts: null,
    rsaKeys: null,
    sidebarMode: DEFAULT_SIDEBAR_MODE,
    themeColor: DEFAULT_THEME_COLOR,
    sidebarOpened: true,
    authed: false,
  };
}

// ---- the checks that turn anything into a valid state (shape.ts) ----

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function validThemeColor(v: unknown): string | null {
  return matching(HEX_COLOUR)(v)?.toLowerCase() ?? null;
}

export const validSidebarMode: Check<SidebarMode> = oneOf('topbar', 'sidebar');

export const validBrowserId: Check<string> = matching(/^[A-Za-z0-9_-]{8,64}$/);

/** Persisted as 1/0 (docs/requirements.md#session); booleans from older saves are read too. */
export function validSidebarOpened(v: unknown): boolean | null {
  if (v === 1 || v === '1' || v === true) return true;
  if (v === 0 || v === '0' || v === false) return false;
  return null;
}

const compRoles = listOf(record({ prodCode: required(text), compRole: required(text) }));
const employeeRoles = listOf(record({ prodCode: required(text), employeeRole: required(text) }));

export const validCompInfo: Check<CompInfo> = record<CompInfo>({
  compCode: required(code),
  compName: optional(text, ''),
  userName: optional(text, ''),
  mobile: optional(text, ''),
  employeeCode: optional(text, ''),
  compRole: required(compRoles),
  employeeRole: required(employeeRoles),
});

/** The permission list: route paths, given as such or as resources with their `resUri`. */
export const validAuth = listOf((item) =>
  isRecord(item) ? code(item.resUri) : typeof item === 'string' ? item || null : null,
);

export const validMenus = listOf(
  record<MenuResource>({
    resCode: required(code),
    resName: optional(text, ''),
    resType: optional(text, ''),
    resUri: optional(text, ''),
    parentCode: optional(text, ''),
    orderNum: optional(int, 0),
    prodCode: optional(text, ''),
  }),
);

export const validComps = listOf(
  record<CompanyListItem>({
    compName: optional(text, ''),
    compBizCode: required(code),
    employeeCode: optional(text, ''),
    status: optional(int, 0),
    isActive: optional(int, 0),
    compRole: required(compRoles),
    employeeRole: required(employeeRoles),
    current: optional<boolean>(isTrue, false),
  }),
);

const validProducts = listOf(
  record<Product>({
    productCode: required(code),
    productName: optional(text, ''),
    description: optional(text, ''),
    orderNum: optional(int, 0),
  }),
);

export const validCacheAuthProducts: Check<CachedAuthProducts> = record<CachedAuthProducts>({
  products: required(validProducts),
  approved: required(validProducts),
});

const PUBLIC_KEY: Check<string> = (v) => (typeof v === 'string' && v.includes('BEGIN PUBLIC KEY') ? v : null);
export const validRsaKeys: Check<RsaKeys> = record<RsaKeys>({ kid: required(code), publicKey: required(PUBLIC_KEY) });

/** A full state from anything: every field either valid or its default. */
export function sanitizeState(raw: unknown): PortalState {
  const d = defaultState();
  return (
    record<PortalState>({
      browserId: optional<string | null>(validBrowserId, null),
      compInfo: optional<CompInfo | null>(validCompInfo, null),
      auth: required(validAuth),
      menus: required(validMenus),
      comps: required(validComps),
      cacheAuthProducts: optional<CachedAuthProducts | null>(validCacheAuthProducts, null),
      rsaKeys: optional<RsaKeys | null>(validRsaKeys, null),
      sidebarMode: optional(validSidebarMode, d.sidebarMode),
      themeColor: optional(validThemeColor, d.themeColor),
      sidebarOpened: optional(validSidebarOpened, d.sidebarOpened),
      authed: optional<boolean>(isTrue, false),
    })(raw) ?? d
  );
}
