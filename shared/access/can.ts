/**
 * What the user may do, as one pure function (after ant-design-pro's `access`, refine's
 * `{can, reason}`): the session guard asks it about routes, menus and buttons ask it about
 * routes and abilities, and a disabled button can say why.
 *
 * Routes (docs/requirements.md#session): public routes are open; others need a token; `session` routes need
 * nothing more; `permission` routes are allowed when their path is in the permission list or
 * their product code is EC.
 */
import type { CompInfo } from '../api/types';
import { ADMIN_ROLE, employeeRolesFor, HIDDEN_ROLE } from '../format/roles';
import { matchRoute } from '../routes/match-route';
import { PRODUCT_CODE_CRM, PRODUCT_CODE_EC } from '../routes/route-table';

export interface AccessSession {
  hasToken: boolean;
  /** The permission list (`resUri` paths). */
  permissions: readonly string[];
  /** Company info with the person's roles per product. */
  compInfo?: CompInfo | null;
}

export interface AccessResult {
  can: boolean;
  /** Why not, in Chinese, for a tooltip or a message; null when allowed. */
  reason: string | null;
}

export const ACCESS_REASONS = {
  notLoggedIn: '请先登录',
  noPermission: '无权访问该页面',
  unknownPage: '页面不存在',
  adminOnly: '仅企业管理员可以操作',
  unknownAbility: '无法识别的操作',
} as const;

/**
 * Named abilities of buttons and sections: the role they need and in which product. The
 * company administrator is E101 of the customer-relations product, as on the server (which
 * answers status 4030 otherwise).
 */
export const ABILITIES = {
  /** Add, edit, enable, disable employees and assign roles. */
  'employee.manage': { role: ADMIN_ROLE, product: PRODUCT_CODE_CRM },
  /** Edit the company information. */
  'company.edit': { role: ADMIN_ROLE, product: PRODUCT_CODE_CRM },
  /** Create, resend and revoke invitations. */
  'invitation.manage': { role: ADMIN_ROLE, product: PRODUCT_CODE_CRM },
  /** Read the company's login and operation logs and sessions, and sign its people out. */
  'audit.company': { role: ADMIN_ROLE, product: PRODUCT_CODE_CRM },
  /** Apply for a product. */
  'product.apply': { role: ADMIN_ROLE, product: PRODUCT_CODE_CRM },
} as const;

export type Ability = keyof typeof ABILITIES;

const ALLOW: AccessResult = { can: true, reason: null };
const deny = (reason: string): AccessResult => ({ can: false, reason });

function normalise(path: string): string {
  const p = path.trim().split(/[?#]/)[0] ?? '';
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** Whether the permission list contains a route (by its pattern or by the concrete path). */
export function permits(permissions: readonly unknown[], routePattern: string, concretePath: string): boolean {
  if (typeof routePattern !== 'string' || typeof concretePath !== 'string' || !Array.isArray(permissions)) return false;
  const pattern = normalise(routePattern);
  const concrete = normalise(concretePath);
  for (const p of permissions) {
    if (typeof p !== 'string' || p === '') continue;
    const n = normalise(p);
    if (n === pattern || n === concrete) return true;
  }
  return false;
}

function safeSession(s: unknown): AccessSession {
  const r = (typeof s === 'object' && s !== null ? s : {}) as Partial<AccessSession>;
  return {
    hasToken: r.hasToken === true,
    permissions: Array.isArray(r.permissions) ? r.permissions : [],
    compInfo: r.compInfo ?? null,
  };
}

/**
 * The route half of `can` (`can(session, '/path')` is this): menus that only ask about pages
 * import it alone, so the embeddable bundle does not carry the abilities.
 */
export function canRoute(session: AccessSession, path: string): AccessResult {
  const s = safeSession(session);
  if (typeof path !== 'string' || !path.startsWith('/')) return deny(ACCESS_REASONS.unknownPage);
  const m = matchRoute(path);
  if (!m) return deny(ACCESS_REASONS.unknownPage);
  const { route } = m;
  if (route.access === 'public') return ALLOW;
  if (!s.hasToken) return deny(ACCESS_REASONS.notLoggedIn);
  if (route.access === 'session') return ALLOW;
  if (route.prodCode === PRODUCT_CODE_EC) return ALLOW;
  return permits(s.permissions, route.path, path) ? ALLOW : deny(ACCESS_REASONS.noPermission);
}

function canAbility(s: AccessSession, ability: Ability): AccessResult {
  if (!s.hasToken) return deny(ACCESS_REASONS.notLoggedIn);
  const { role, product } = ABILITIES[ability];
  const roles = employeeRolesFor(s.compInfo?.employeeRole, product);
  return roles.includes(role) ? ALLOW : deny(ACCESS_REASONS.adminOnly);
}

/**
 * `can(session, '/center/crm/user')` for a route (a path starting with '/'), or
 * `can(session, 'employee.manage')` for a named ability. Never throws.
 */
export function can(session: AccessSession, target: Ability | string): AccessResult {
  const s = safeSession(session);
  if (typeof target !== 'string' || target === '') return deny(ACCESS_REASONS.unknownAbility);
  if (target.startsWith('/')) return canRoute(s, target);
  if (Object.hasOwn(ABILITIES, target)) return canAbility(s, target as Ability);
  return deny(ACCESS_REASONS.unknownAbility);
}

/**
 * Developers' import-map overrides (a parcel loaded from someone's local build) in production:
 * only for people holding the system's own role E100 in the customer-relations product, which
 * company administrators can never give. Overrides run foreign code in the person's session,
 * so a plain employee (or a company administrator sent a crafted link) is refused.
 */
export const IMPORTMAP_OVERRIDE_ROLE = { role: HIDDEN_ROLE, product: PRODUCT_CODE_CRM } as const;

/** Whether these roles (`[{prodCode, employeeRole}]`, as the server reads them) allow overrides. Never throws. */
export function canOverrideImportMap(roles: unknown): boolean {
  if (!Array.isArray(roles)) return false;
  return roles.some((r) => {
    if (typeof r !== 'object' || r === null) return false;
    const { prodCode, employeeRole } = r as { prodCode?: unknown; employeeRole?: unknown };
    return prodCode === IMPORTMAP_OVERRIDE_ROLE.product && employeeRole === IMPORTMAP_OVERRIDE_ROLE.role;
  });
}
