/**
 * The client state (docs/requirements.md#client-state): its shape, its defaults and the checks that turn anything read
 * from storage or another tab back into a valid state (corrupt parts fall back to defaults,
 * field by field).
 */
import type { CompInfo, CompanyListItem, MenuResource, Product, RsaKeys } from '../api/types';
import { asArray, isRecord } from '../util/guards';
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

// ---- field checks: each returns a valid value or null ----

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const BROWSER_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function validThemeColor(v: unknown): string | null {
  return typeof v === 'string' && HEX_COLOUR.test(v) ? v.toLowerCase() : null;
}

export function validSidebarMode(v: unknown): SidebarMode | null {
  return v === 'topbar' || v === 'sidebar' ? v : null;
}

export function validBrowserId(v: unknown): string | null {
  return typeof v === 'string' && BROWSER_ID.test(v) ? v : null;
}

/** Persisted as 1/0 (docs/requirements.md#session); booleans from older saves are read too. */
export function validSidebarOpened(v: unknown): boolean | null {
  if (v === 1 || v === '1' || v === true) return true;
  if (v === 0 || v === '0' || v === false) return false;
  return null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
}

function num(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  return null;
}

function roleList<K extends 'compRole' | 'employeeRole'>(v: unknown, key: K): ({ prodCode: string } & Record<K, string>)[] {
  const out: ({ prodCode: string } & Record<K, string>)[] = [];
  for (const item of asArray(v)) {
    if (!isRecord(item)) continue;
    const prodCode = str(item.prodCode);
    const role = str(item[key]);
    if (prodCode !== null && role !== null) out.push({ prodCode, [key]: role } as { prodCode: string } & Record<K, string>);
  }
  return out;
}

export function validCompInfo(v: unknown): CompInfo | null {
  if (!isRecord(v)) return null;
  const compCode = str(v.compCode);
  if (!compCode) return null;
  return {
    compCode,
    compName: str(v.compName) ?? '',
    userName: str(v.userName) ?? '',
    mobile: str(v.mobile) ?? '',
    employeeCode: str(v.employeeCode) ?? '',
    compRole: roleList(v.compRole, 'compRole'),
    employeeRole: roleList(v.employeeRole, 'employeeRole'),
  };
}

export function validAuth(v: unknown): string[] {
  const out: string[] = [];
  for (const item of asArray(v)) {
    const uri = typeof item === 'string' ? item : isRecord(item) ? str(item.resUri) : null;
    if (uri) out.push(uri);
  }
  return out;
}

export function validMenus(v: unknown): MenuResource[] {
  const out: MenuResource[] = [];
  for (const item of asArray(v)) {
    if (!isRecord(item)) continue;
    const resCode = str(item.resCode);
    if (!resCode) continue;
    out.push({
      resCode,
      resName: str(item.resName) ?? '',
      resType: str(item.resType) ?? '',
      resUri: str(item.resUri) ?? '',
      parentCode: str(item.parentCode) ?? '',
      orderNum: num(item.orderNum) ?? 0,
      prodCode: str(item.prodCode) ?? '',
    });
  }
  return out;
}

export function validComps(v: unknown): CompanyListItem[] {
  const out: CompanyListItem[] = [];
  for (const item of asArray(v)) {
    if (!isRecord(item)) continue;
    const compBizCode = str(item.compBizCode);
    if (!compBizCode) continue;
    out.push({
      compName: str(item.compName) ?? '',
      compBizCode,
      employeeCode: str(item.employeeCode) ?? '',
      status: num(item.status) ?? 0,
      isActive: num(item.isActive) ?? 0,
      compRole: roleList(item.compRole, 'compRole'),
      employeeRole: roleList(item.employeeRole, 'employeeRole'),
      current: item.current === true,
    });
  }
  return out;
}

function validProducts(v: unknown): Product[] {
  const out: Product[] = [];
  for (const item of asArray(v)) {
    if (!isRecord(item)) continue;
    const productCode = str(item.productCode);
    if (!productCode) continue;
    out.push({
      productCode,
      productName: str(item.productName) ?? '',
      description: str(item.description) ?? '',
      orderNum: num(item.orderNum) ?? 0,
    });
  }
  return out;
}

export function validCacheAuthProducts(v: unknown): CachedAuthProducts | null {
  if (!isRecord(v)) return null;
  return { products: validProducts(v.products), approved: validProducts(v.approved) };
}

export function validRsaKeys(v: unknown): RsaKeys | null {
  if (!isRecord(v)) return null;
  const kid = str(v.kid);
  const publicKey = typeof v.publicKey === 'string' && v.publicKey.includes('BEGIN PUBLIC KEY') ? v.publicKey : null;
  return kid && publicKey ? { kid, publicKey } : null;
}

/** A full state from anything: every field either valid or its default. */
export function sanitizeState(raw: unknown): PortalState {
  const d = defaultState();
  if (!isRecord(raw)) return d;
  return {
    browserId: validBrowserId(raw.browserId),
    compInfo: validCompInfo(raw.compInfo),
    auth: validAuth(raw.auth),
    menus: validMenus(raw.menus),
    comps: validComps(raw.comps),
    cacheAuthProducts: validCacheAuthProducts(raw.cacheAuthProducts),
    rsaKeys: validRsaKeys(raw.rsaKeys),
    sidebarMode: validSidebarMode(raw.sidebarMode) ?? d.sidebarMode,
    themeColor: validThemeColor(raw.themeColor) ?? d.themeColor,
    sidebarOpened: validSidebarOpened(raw.sidebarOpened) ?? d.sidebarOpened,
    authed: raw.authed === true,
  };
}
