/**
 * Role labels (docs/requirements.md#roles). Employee roles E101–E111 (E104 unused), company roles C101–C106.
 * E100 is an internal role and is never displayed. Codes may carry a product prefix with a
 * hyphen (`EC-E101`, `SCF-C102`).
 */
import type { ProductEmployeeRole } from '../api/types';
import { asArray, isRecord } from '../util/guards';

export const EMPLOYEE_ROLE_LABELS: Readonly<Record<string, string>> = {
  E101: '管理员',
  E102: '操作员',
  E103: '复核员',
  E105: '查询员',
  E106: '放款初审',
  E107: '放款复审',
  E108: '财务付款',
  E109: '财务管理',
  E110: '风控初审',
  E111: '风控复审',
};

export const COMPANY_ROLE_LABELS: Readonly<Record<string, string>> = {
  C101: '核心企业',
  C102: '供应商',
  C103: '投资机构',
  C104: '资金方',
  C105: '增信机构',
  C106: '会员单位',
};

export const HIDDEN_ROLE = 'E100';

/**
 * Shown for a role or product that has no label (yet): a reader never sees a bare code such
 * as "E199" or "BILL", which means nothing to them.
 */
export const ROLE_LABEL_PLACEHOLDER = '未命名角色';
export const PRODUCT_NAME_PLACEHOLDER = '未命名产品';
export const ADMIN_ROLE = 'E101';

export interface ParsedRole {
  productCode: string | null;
  role: string;
}

const ROLE_RE = /^(?:([A-Za-z][A-Za-z0-9_]{0,31})-)?([EC]\d{3})$/;

/** `EC-E101` → `{ productCode: 'EC', role: 'E101' }`; `E101` → product null; garbage → null. */
export function parseRoleCode(value: unknown): ParsedRole | null {
  if (typeof value !== 'string') return null;
  const m = ROLE_RE.exec(value.trim().toUpperCase());
  if (!m) return null;
  return { productCode: m[1] ?? null, role: m[2] as string };
}

/** Whether a role may be shown (E100 never is). */
export function isDisplayedRole(value: unknown): boolean {
  const p = parseRoleCode(value);
  return p !== null && p.role !== HIDDEN_ROLE;
}

/**
 * The Chinese label of a role code. '' for E100 and for garbage; an unknown but well-formed
 * code is shown as a placeholder, so an administrator still sees that a role exists.
 */
export function roleLabel(value: unknown): string {
  const p = parseRoleCode(value);
  if (!p || p.role === HIDDEN_ROLE) return '';
  return EMPLOYEE_ROLE_LABELS[p.role] ?? COMPANY_ROLE_LABELS[p.role] ?? ROLE_LABEL_PLACEHOLDER;
}

/** Role codes from an array or a comma-separated string, split and trimmed. */
export function roleCodes(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(/[,，\s]+/) : asArray(value);
  const out: string[] = [];
  for (const item of items) {
    if (typeof item === 'string' && item.trim() !== '')
      out.push(
        ...item
          .split(/[,，]/)
          .map((s) => s.trim())
          .filter(Boolean),
      );
  }
  return out;
}

/** Labels of several roles, E100 and garbage dropped, duplicates removed, order kept. */
export function roleLabels(value: unknown): string[] {
  const seen = new Set<string>();
  for (const c of roleCodes(value)) {
    const l = roleLabel(c);
    if (l) seen.add(l);
  }
  return [...seen];
}

/**
 * The employee role codes of a person for one product (or every product when `productCode`
 * is omitted), from `employeeRole: [{prodCode, employeeRole}]`; E100 removed.
 */
export function employeeRolesFor(employeeRole: unknown, productCode?: string | null): string[] {
  const out = new Set<string>();
  for (const item of asArray(employeeRole)) {
    if (!isRecord(item)) continue;
    const entry = item as Partial<Record<keyof ProductEmployeeRole, unknown>>;
    if (productCode && entry.prodCode !== productCode) continue;
    for (const c of roleCodes(entry.employeeRole)) {
      const p = parseRoleCode(c);
      if (p && p.role !== HIDDEN_ROLE) out.add(p.role);
    }
  }
  return [...out];
}

/**
 * The company's role codes in one product, from `compRole: [{prodCode, compRole}]`
 * (C101 core enterprise, C104 funder …).
 */
export function companyRolesFor(compRole: unknown, productCode: string): string[] {
  const out = new Set<string>();
  for (const item of asArray(compRole)) {
    if (!isRecord(item) || item.prodCode !== productCode) continue;
    for (const c of roleCodes(item.compRole)) {
      const p = parseRoleCode(c);
      if (p) out.add(p.role);
    }
  }
  return [...out];
}

/** Options for a role select, E100 never offered. */
export function roleOptions(kind: 'employee' | 'company'): { value: string; label: string }[] {
  const labels = kind === 'employee' ? EMPLOYEE_ROLE_LABELS : COMPANY_ROLE_LABELS;
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
