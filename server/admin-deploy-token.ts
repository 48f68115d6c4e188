/**
 * `npm run admin -- deploy-token create --name <who> --scope <specifier> [--scope …]`
 * `npm run admin -- deploy-token list`
 * `npm run admin -- deploy-token revoke <id>`
 *
 * Deploy tokens authenticate the deploy API (PATCH /api/deploy/importmap …). The token is shown
 * once, at creation; the database keeps only its SHA-256. A scope is a specifier of the import
 * map (`@scf/center`) or a prefix ending in `*` (`@team/*`).
 */
import { parseArgs } from 'node:util';
import { runAdminRequest } from './admin-run';
import { runDeployTokenRequest, type DeployTokenRequest } from './features/deploy/deploy-token.service';

const HELP = `Usage:
  npm run admin -- deploy-token create --name <who uses it> --scope <specifier> [--scope <specifier> …]
  npm run admin -- deploy-token list
  npm run admin -- deploy-token revoke <id>

A scope is an import-map specifier (@scf/center) or a prefix ending in * (@team/*).
The token is printed once; only its SHA-256 is stored.`;

type Request = DeployTokenRequest;

interface TokenListItem {
  id: number;
  name: string;
  scopes: string[];
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

function parse(argv: string[]): Request | string {
  const [action, ...rest] = argv;
  if (action === 'list') return { action: 'list' };
  if (action === 'revoke') {
    const id = Number(rest[0]);
    return Number.isInteger(id) && id > 0 ? { action: 'revoke', id } : HELP;
  }
  if (action === 'create') {
    try {
      const { values } = parseArgs({
        args: rest,
        options: { name: { type: 'string' }, scope: { type: 'string', multiple: true } },
        strict: true,
      });
      if (!values.name || !values.scope?.length) return HELP;
      return { action: 'create', name: values.name, scopes: values.scope };
    } catch (err) {
      return `${err instanceof Error ? err.message : String(err)}\n\n${HELP}`;
    }
  }
  return HELP;
}

const time = (ms: number | null): string =>
  ms ? new Date(Number(ms)).toISOString().replace('T', ' ').slice(0, 19) : '-';

function print(req: Request, result: unknown): void {
  if (req.action === 'create') {
    const made = result as { id: number; token: string; scopes: string[] };
    console.log(`Created deploy token ${made.id} for "${req.name}", scopes: ${made.scopes.join(', ')}`);
    console.log('Token (shown once, keep it in your CI secrets):');
    console.log(`  ${made.token}`);
  } else if (req.action === 'list') {
    const rows = result as TokenListItem[];
    if (rows.length === 0) console.log('No deploy tokens.');
    for (const r of rows) {
      console.log(
        `${String(r.id).padStart(4)}  ${r.revoked_at ? 'revoked' : 'active '}  ${r.name}  ` +
          `[${r.scopes.join(', ')}]  created ${time(r.created_at)}  last used ${time(r.last_used_at)}`,
      );
    }
  } else {
    console.log(`Revoked deploy token ${req.id}.`);
  }
}

export async function deployTokenCommand(argv: string[]): Promise<number> {
  const req = parse(argv);
  if (typeof req === 'string') {
    console.error(req);
    return 2;
  }
  return runAdminRequest(
    'deploy-token',
    req,
    (db, r: DeployTokenRequest) => runDeployTokenRequest(db, r, Date.now()),
    print,
  );
}
