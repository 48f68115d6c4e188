/** The company list items of spec §3 for the signed-in person. */
import type { Db } from '../../db/db';
import { membershipsOf } from '../account/person.repo';
import { compRolesByComp, empRolesByEmployee, type CompRoleItem, type EmpRoleItem } from './company.repo';

export interface CompanyListItem {
  compName: string;
  compBizCode: string;
  employeeCode: string;
  /** 1 when the membership and the company are in force, else 0. */
  status: number;
  isActive: number;
  compRole: CompRoleItem[];
  employeeRole: EmpRoleItem[];
  current: boolean;
}

export async function companiesOfPerson(
  db: Db,
  personId: number,
  currentEmployeeId: number,
  opts: { onlyEnabled?: boolean; productCode?: string } = {},
): Promise<CompanyListItem[]> {
  let ms = await membershipsOf(db, personId);
  if (opts.productCode !== undefined && opts.productCode !== 'EC') {
    const opened = await db.query<{ comp_id: number }>(
      'SELECT comp_id FROM company_products WHERE prod_code = $1 AND permit_status = 55 AND comp_id = ANY($2::int[])',
      [opts.productCode, ms.map((m) => m.comp_id)],
    );
    const set = new Set(opened.map((o) => o.comp_id));
    ms = ms.filter((m) => set.has(m.comp_id));
  }
  const items = ms.map((m) => ({
    m,
    status: m.emp_status === 1 && m.comp_status === 1 ? 1 : 0,
  }));
  const visible = opts.onlyEnabled ? items.filter((i) => i.status === 1 && i.m.is_active === 1) : items;
  const compRoles = await compRolesByComp(db, visible.map((i) => i.m.comp_id));
  const empRoles = await empRolesByEmployee(db, visible.map((i) => i.m.employee_id));
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
