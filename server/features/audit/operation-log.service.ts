/**
 * Writes the operation log. Call it with the transaction of the change itself (`tx`): the
 * entry and the change are committed together or not at all, so a failed change leaves no entry
 * and a logged change always happened. Before and after hold only the fields that changed, as
 * labelled values (masked where the value is personal).
 */
import type { AuthContext } from '../../core/context';
import type { Db } from '../../db/db';
import { insertOperation, insertSystemOperation } from './operation-log.repo';
import { OPERATION_ACTION_LABELS } from '../../../shared/format/operation-actions';
import {
  COMPANY_ROLE_LABELS,
  EMPLOYEE_ROLE_LABELS,
  PRODUCT_NAME_PLACEHOLDER,
  ROLE_LABEL_PLACEHOLDER,
} from '../../../shared/format/roles';

/** The kinds of change, with their names in the log (one list, shared with the page's filter). */
export const OPERATION_ACTIONS = OPERATION_ACTION_LABELS;

export type OperationAction = keyof typeof OPERATION_ACTIONS;

export type Snapshot = Readonly<Record<string, string>>;

export interface Operation {
  action: OperationAction;
  /** Who or what was changed, as people read it (e.g. "李娜（138******0002）"). */
  target: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
}

export async function logOperation(tx: Db, auth: AuthContext, ip: string, now: number, op: Operation): Promise<void> {
  await insertOperation(tx, {
    createdAt: now,
    compId: auth.compId,
    actorPersonId: auth.personId,
    actorEmployeeId: auth.employeeId,
    action: op.action,
    target: op.target.slice(0, 200),
    before: op.before ? JSON.stringify(op.before) : null,
    after: op.after ? JSON.stringify(op.after) : null,
    ip,
  });
}

/** Product code → name, for the roles of an entry. */
export type ProductNames = ReadonlyMap<string, string>;

function roleEntry(prodCode: string, role: string, names: ProductNames): string {
  return `${names.get(prodCode) ?? PRODUCT_NAME_PLACEHOLDER}：${EMPLOYEE_ROLE_LABELS[role] ?? ROLE_LABEL_PLACEHOLDER}`;
}

/** Roles as people read them ("客户关系管理：管理员、授信：操作员"), in a stable order. */
export function rolesText(
  roles: ReadonlyArray<{ prodCode: string; employeeRole: string }>,
  names: ProductNames,
): string {
  return [...roles]
    .sort((a, b) => a.prodCode.localeCompare(b.prodCode) || a.employeeRole.localeCompare(b.employeeRole))
    .map((r) => roleEntry(r.prodCode, r.employeeRole, names))
    .join('、');
}

/** A company role's name ("供应商"); a product prefix ("SCF-C102") is ignored. */
export function companyRoleText(code: string): string {
  const bare = code.slice(code.lastIndexOf('-') + 1);
  return COMPANY_ROLE_LABELS[bare] ?? ROLE_LABEL_PLACEHOLDER;
}

const LEGACY_ROLES = /^[A-Z]+:E\d{3}(?:, [A-Z]+:E\d{3})*$/;
const LEGACY_COMPANY_ROLE = /^(?:[A-Z]+-)?C\d{3}$/;

/**
 * A stored value as the page shows it: entries written before values were labelled hold codes
 * ("CRM:E102, BILL:E102", "C102"), named here at read time so no reader sees a bare code.
 */
export function readableValue(key: string, value: string, names: ProductNames): string {
  if (key === '角色' && LEGACY_ROLES.test(value)) {
    return value
      .split(', ')
      .map((pair) => {
        const [prod = '', role = ''] = pair.split(':');
        return roleEntry(prod, role, names);
      })
      .join('、');
  }
  if (key === '企业角色' && LEGACY_COMPANY_ROLE.test(value)) return companyRoleText(value);
  return value;
}

/**
 * Changes of the portal itself rather than of a company (deploys of the import map): written
 * to the same log with the actor's name and no company, so no company's page lists them.
 */
const SYSTEM_OPERATION_ACTIONS = {
  'importmap.deploy': '部署模块',
  'importmap.rollback': '回滚导入映射',
  'importmap.upload': '上传模块文件',
} as const;

export type SystemOperationAction = keyof typeof SYSTEM_OPERATION_ACTIONS;

export async function logSystemOperation(
  tx: Db,
  actorName: string,
  ip: string,
  now: number,
  op: { action: SystemOperationAction; target: string; before?: Snapshot | null; after?: Snapshot | null },
): Promise<void> {
  await insertSystemOperation(tx, {
    createdAt: now,
    actorName: actorName.slice(0, 100),
    action: op.action,
    target: op.target.slice(0, 200),
    before: op.before ? JSON.stringify(op.before) : null,
    after: op.after ? JSON.stringify(op.after) : null,
    ip,
  });
}
