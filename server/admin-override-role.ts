/**
 * `npm run admin -- override-role grant <mobile> [--company <compCode>]`
 * `npm run admin -- override-role revoke <mobile> [--company <compCode>]`
 * `npm run admin -- override-role list`
 *
 * Gives or takes the system role that allows import-map overrides in production (E100 of the
 * CRM product; see docs/deploy.md). Without --company it applies to every company the person is
 * an active member of. With the embedded database the command goes through the running server.
 */
import { parseArgs } from 'node:util';
import { runAdminRequest } from './admin-run';
import {
  runOverrideRoleRequest,
  type OverrideRoleChange,
  type OverrideRoleRequest,
} from './features/deploy/override-role.service';
import type { RoleHolder } from './features/deploy/override-role.repo';

const HELP = `Usage:
  npm run admin -- override-role grant <mobile> [--company <compCode>]
  npm run admin -- override-role revoke <mobile> [--company <compCode>]
  npm run admin -- override-role list

Gives or takes the role that lets a person use import-map overrides in production (E100 of CRM).
Without --company: every company the person is an active member of.`;

export function parseOverrideRoleArgs(argv: string[]): OverrideRoleRequest | string {
  const [action, ...rest] = argv;
  if (action === 'list') return rest.length ? HELP : { action: 'list' };
  if (action !== 'grant' && action !== 'revoke') return HELP;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { company: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const [mobile, ...extra] = positionals;
    if (!mobile || extra.length) return HELP;
    return { action, mobile, compCode: values.company ?? null };
  } catch (err) {
    return `${err instanceof Error ? err.message : String(err)}\n\n${HELP}`;
  }
}

function print(req: OverrideRoleRequest, result: unknown): void {
  if (req.action === 'list') {
    const rows = result as RoleHolder[];
    if (rows.length === 0) console.log('Nobody holds the override role.');
    for (const r of rows) console.log(`${r.mobile}  ${r.name}  ${r.compCode}`);
    return;
  }
  const done = result as OverrideRoleChange;
  const verb = req.action === 'grant' ? 'Granted' : 'Revoked';
  const state = done.changed === 0 ? ` (nothing changed: ${req.action === 'grant' ? 'already held' : 'not held'})` : '';
  console.log(`${verb} the import-map override role for ${req.mobile} in ${done.companies.join(', ')}${state}.`);
}

export async function overrideRoleCommand(argv: string[]): Promise<number> {
  const req = parseOverrideRoleArgs(argv);
  if (typeof req === 'string') {
    console.error(req);
    return 2;
  }
  return runAdminRequest('override-role', req, runOverrideRoleRequest, print);
}
