/**
 * The permission resources (menus and the pages they open) derived from the applications' route
 * declarations (parcels/<app>/<app>.routes.ts through shared's route table): a permission page's
 * `resource` is a row of `resources` whose `res_uri` is the page's path, a menu group one with
 * no path. Nothing here lists a page.
 *
 * `addDeclaredResources` runs with the reference seed and at every start: it adds the declared
 * resources a database lacks and grants each new one to its default roles, once. So a new page
 * needs no migration, and an administrator's later changes to the grants are left alone.
 */
import type { Db } from '../db';
import { MENU_GROUPS, ROUTES, type ResourceGrant } from '../../../shared/routes/route-table';
import { EMPLOYEE_ROLE_LABELS } from '../../../shared/format/roles';

/** A row of `resources`, with the roles that get it when it is created. */
interface DeclaredResource {
  resCode: string;
  resName: string;
  /** M: a menu group; C: a page. */
  resType: 'M' | 'C';
  resUri: string;
  parentCode: string;
  orderNum: number;
  prodCode: string;
  roles: readonly string[];
}

/** Every employee role with a label; the internal role (E100) gets no resource. */
const VISIBLE_ROLES = Object.keys(EMPLOYEE_ROLE_LABELS);

function rolesOf(grant: ResourceGrant | undefined): string[] {
  if (grant === undefined) return VISIBLE_ROLES;
  if ('only' in grant) return [...grant.only];
  return VISIBLE_ROLES.filter((role) => !grant.except.includes(role));
}

/** The declared resources: the menu groups, then the permission pages in the table's order. */
export function declaredResources(): DeclaredResource[] {
  const groups = MENU_GROUPS.map(
    (g): DeclaredResource => ({
      resCode: g.code,
      resName: g.name,
      resType: 'M',
      resUri: '',
      parentCode: g.parent,
      orderNum: g.order,
      prodCode: g.prodCode,
      roles: rolesOf(g.grant),
    }),
  );
  const pages = ROUTES.flatMap((r): DeclaredResource[] => {
    if (!r.resource) return [];
    if (r.access !== 'permission' || !r.prodCode || r.redirect) {
      throw new Error(
        `The route ${r.path} declares the resource ${r.resource.code}, ` +
          'but only a permission page with a product code may have one',
      );
    }
    const { code, name, parent, order, grant } = r.resource;
    return [
      {
        resCode: code,
        resName: name ?? r.title,
        resType: 'C',
        resUri: r.path,
        parentCode: parent,
        orderNum: order,
        prodCode: r.prodCode,
        roles: rolesOf(grant),
      },
    ];
  });
  return [...groups, ...pages];
}

/** What `addDeclaredResources` found: the resources it added, and those whose path differs from the declaration. */
export interface ResourceSync {
  added: string[];
  /** `CODE: database path ≠ declared path`: the permission list does not open the declared page. */
  differing: string[];
}

/**
 * Adds each declared resource the database lacks, with its default grants, and reports those it
 * has under another path. Safe to run at once on several instances: a resource is inserted by
 * one of them only, and only that one grants it.
 */
export async function addDeclaredResources(db: Db): Promise<ResourceSync> {
  return db.transaction(async (tx) => {
    const sync: ResourceSync = { added: [], differing: [] };
    for (const r of declaredResources()) {
      const rows = await tx.query<{ resCode: string }>(
        `INSERT INTO resources (res_code, res_name, res_type, res_uri, parent_code, order_num, prod_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (res_code) DO NOTHING RETURNING res_code AS "resCode"`,
        [r.resCode, r.resName, r.resType, r.resUri, r.parentCode, r.orderNum, r.prodCode],
      );
      if (rows.length === 0) {
        const [have] = await tx.query<{ resUri: string }>(
          'SELECT res_uri AS "resUri" FROM resources WHERE res_code = $1',
          [r.resCode],
        );
        if (have && have.resUri !== r.resUri)
          sync.differing.push(`${r.resCode}: ${have.resUri || '(none)'} ≠ ${r.resUri || '(none)'}`);
        continue;
      }
      sync.added.push(r.resCode);
      for (const role of r.roles) {
        await tx.query('INSERT INTO role_resources (employee_role, res_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          role,
          r.resCode,
        ]);
      }
    }
    return sync;
  });
}
