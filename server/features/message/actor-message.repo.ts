/** One site message to each active member of a company holding one of some roles in some products. */
import type { Db } from '../../db/db';
import { MEMBERSHIP } from '../../core/status';

export async function insertForRoleHolders(
  tx: Db,
  m: {
    compId: number;
    prodCodes: string[];
    roles: string[];
    title: string;
    summary: string;
    content: string;
    msgType: string;
    now: number;
  },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO messages (receive_comp_id, receive_employee_id, title, summary, content, msg_type, send_time)
     SELECT $1, e.id, $2, $3, $4, $5, $6 FROM employees e
      WHERE e.comp_id = $1 AND e.status = ${MEMBERSHIP.member} AND e.is_active = 1
        AND EXISTS (SELECT 1 FROM employee_roles r WHERE r.employee_id = e.id
          AND r.prod_code = ANY($7::text[]) AND r.employee_role = ANY($8::text[]))
     RETURNING id`,
    [m.compId, m.title, m.summary, m.content, m.msgType, m.now, m.prodCodes, m.roles],
  );
  return rows.length;
}
