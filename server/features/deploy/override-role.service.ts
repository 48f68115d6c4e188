/**
 * Who may use import-map overrides in production (docs/deploy.md, "Overrides for developers"):
 * people holding the system role E100 of the CRM product. Only an operator gives or takes it
 * (`npm run admin -- override-role grant|revoke <mobile> [--company <compCode>]`): company
 * administrators cannot, because an override loads code that the platform did not deploy.
 *
 * The role belongs to a membership, and the page checks the membership the person is signed in
 * with, so a grant without --company covers every company the person is an active member of.
 */
import { IMPORTMAP_OVERRIDE_ROLE } from '../../../shared/access/can';
import { fail } from '../../core/envelope';
import type { Db } from '../../db/db';
import { grantRole, holdersOf, membershipsOf, revokeRole, type RoleHolder } from './override-role.repo';
import type { Static } from 'typebox';
import type { OverrideRoleRequest as OverrideRoleRequestSchema } from './deploy.schemas';

export type OverrideRoleRequest = Static<typeof OverrideRoleRequestSchema>;

export interface OverrideRoleChange {
  /** The companies whose membership now holds (grant) or no longer holds (revoke) the role. */
  companies: string[];
  /** Memberships that changed; 0 when every one was already so. */
  changed: number;
}

const MOBILE_RE = /^1\d{10}$/;
const COMP_RE = /^[A-Za-z0-9_-]{1,32}$/;

export async function runOverrideRoleRequest(
  db: Db,
  req: OverrideRoleRequest,
): Promise<OverrideRoleChange | RoleHolder[]> {
  const { role, product } = IMPORTMAP_OVERRIDE_ROLE;
  if (req.action === 'list') return holdersOf(db, product, role);
  if (!MOBILE_RE.test(req.mobile)) throw fail.bad('手机号格式不正确（11 位，以 1 开头）', 'mobile');
  if (req.compCode !== null && !COMP_RE.test(req.compCode)) throw fail.bad('企业编号格式不正确', 'compCode');
  const memberships = await membershipsOf(db, req.mobile, req.compCode);
  if (memberships.length === 0) {
    throw fail.notFound(
      req.compCode
        ? `手机号 ${req.mobile} 不是企业 ${req.compCode} 的在职成员`
        : `手机号 ${req.mobile} 没有任何在职的企业成员身份`,
    );
  }
  const ids = memberships.map((m) => m.employeeId);
  const changed =
    req.action === 'grant' ? await grantRole(db, ids, product, role) : await revokeRole(db, ids, product, role);
  return { companies: memberships.map((m) => m.compCode), changed };
}
