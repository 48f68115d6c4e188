/** The company list items (docs/requirements.md#layout) for the signed-in person. */
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import type { CompanyListItemSchema } from './company.schemas';
import { membershipsOf } from '../account/person.repo';
import { compRolesByComp, compsWithProductOpened, empRolesByEmployee } from './company.repo';
import { ACCOUNT_STATUS, ACTIVE, COMPANY, MEMBERSHIP } from '../../core/status';

/** `status`: 1 when the membership and the company are in force, else 0. */
export type CompanyListItem = Static<typeof CompanyListItemSchema>;

export async function companiesOfPerson(
  db: Db,
  personId: number,
  currentEmployeeId: number,
  opts: { onlyEnabled?: boolean; productCode?: string } = {},
): Promise<CompanyListItem[]> {
  let ms = await membershipsOf(db, personId);
  if (opts.productCode !== undefined && opts.productCode !== 'EC') {
    const opened = await compsWithProductOpened(
      db,
      opts.productCode,
      ms.map((m) => m.comp_id),
    );
    ms = ms.filter((m) => opened.has(m.comp_id));
  }
  const items = ms.map((m) => ({
    m,
    status:
      m.emp_status === MEMBERSHIP.member && m.comp_status === COMPANY.approved
        ? ACCOUNT_STATUS.inForce
        : ACCOUNT_STATUS.ended,
  }));
  const visible = opts.onlyEnabled
    ? items.filter((i) => i.status === ACCOUNT_STATUS.inForce && i.m.is_active === ACTIVE.enabled)
    : items;
  const compRoles = await compRolesByComp(
    db,
    visible.map((i) => i.m.comp_id),
  );
  const empRoles = await empRolesByEmployee(
    db,
    visible.map((i) => i.m.employee_id),
  );
  return visible.map(({ m, status }) => ({
    compName: m.comp_name,
    compBizCode: m.comp_code,
    employeeCode: m.employee_code,
    status,
    isActive: m.is_active,
    compRole: compRoles.get(m.comp_id) ?? [],
    employeeRole: empRoles.get(m.employee_id) ?? [],
    current: m.employee_id === currentEmployeeId,
  }));
}
