/**
 * Who may do what with electronic credit vouchers, as data (like ABILITIES in can.ts): the
 * roles, in which products, that each step needs. The server declares one of these on every
 * voucher route and refuses a caller without such a role in such a product of an opened
 * permit (auth.hook.ts), whatever the page shows; the pages ask the same table which buttons
 * to offer (`mayVoucher`). Rules about the person beyond the role (one never checks one's own
 * work) are the service's, not this table's.
 *
 * E101 administrator may do every step (but the service stops it from checking what it made);
 * E102 operator prepares; E103 reviewer checks; E105 query role only reads.
 */
import { ADMIN_ROLE } from '../format/roles';
import { asArray, isRecord } from '../util/guards';

export const BILL = 'BILL';
export const ENDORSE = 'ENDORSE';

/** A set of roles in a set of products: the caller needs one of the roles in one of the products. */
export interface ProductRoles {
  readonly products: readonly string[];
  readonly roles: readonly string[];
}

const OPERATOR = 'E102';
const REVIEWER = 'E103';
const QUERY = 'E105';

export const VOUCHER_ABILITIES = {
  /** Lists, detail, PDF, export of vouchers (BILL or ENDORSE). */
  view: { products: [BILL, ENDORSE], roles: [ADMIN_ROLE, OPERATOR, REVIEWER, QUERY] },
  /** 开立: prepare, edit, resubmit, withdraw (issuer). */
  issue: { products: [BILL], roles: [ADMIN_ROLE, OPERATOR] },
  /** 开立 / 作废 review (issuer's checker). */
  issueReview: { products: [BILL], roles: [ADMIN_ROLE, REVIEWER] },
  /** 作废 a voucher nobody signed for (issuer's maker). */
  void: { products: [BILL], roles: [ADMIN_ROLE, OPERATOR] },
  /** 签收 / 拒签 (receiver's maker), for issued and transferred vouchers alike. */
  signFor: { products: [BILL, ENDORSE], roles: [ADMIN_ROLE, OPERATOR] },
  /** Confirms the receiver's sign-for or refusal (receiver's checker). */
  signForReview: { products: [BILL, ENDORSE], roles: [ADMIN_ROLE, REVIEWER] },
  /** 转让 / 拆分 application (holder's maker). */
  transfer: { products: [ENDORSE], roles: [ADMIN_ROLE, OPERATOR] },
  /** Transfer review (holder's checker). */
  transferReview: { products: [ENDORSE], roles: [ADMIN_ROLE, REVIEWER] },
  /** Adds and removes trade relations (the company's administrator). */
  relations: { products: [BILL, ENDORSE], roles: [ADMIN_ROLE] },
} as const satisfies Record<string, ProductRoles>;

export type VoucherAbility = keyof typeof VOUCHER_ABILITIES;

export interface ProductRole {
  prodCode: string;
  employeeRole: string;
}

/**
 * Whether roles (per product) satisfy a product-role requirement;
 * role codes may carry a prefix. Anything malformed: false.
 */
export function holdsProductRole(need: ProductRoles, roles: readonly ProductRole[]): boolean {
  if (!isRecord(need)) return false;
  const products = asArray(need.products);
  const wanted = asArray(need.roles);
  return asArray(roles).some((r) => {
    if (!isRecord(r) || typeof r.employeeRole !== 'string' || typeof r.prodCode !== 'string') return false;
    const bare = r.employeeRole.slice(r.employeeRole.lastIndexOf('-') + 1);
    return products.includes(r.prodCode) && wanted.includes(bare);
  });
}

/** Whether a person with these roles may take this voucher step (the role part of the rule). */
export function mayVoucher(ability: VoucherAbility, roles: readonly ProductRole[]): boolean {
  return (
    typeof ability === 'string' &&
    Object.hasOwn(VOUCHER_ABILITIES, ability) &&
    holdsProductRole(VOUCHER_ABILITIES[ability], roles)
  );
}
