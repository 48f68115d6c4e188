/**
 * Operator commands: `npm run admin -- approve <compCode> [--same-name]` (refused while another
 * company bears the same name, unless confirmed) / `reject <compCode> [reason]` /
 * `pending` (lists the applications waiting for approval) / `create-admin` (the first
 * administrator of a real deployment, see createAdminCommand) / `deploy-token create|list|revoke`
 * (tokens of the deploy API, see admin-deploy-token.ts) / `override-role grant|revoke|list` (who may
 * use import-map overrides in production, see admin-override-role.ts).
 * A command loads the modules it runs, when it runs them (runAdminRequest): a command answered
 * by the running server loads none of the server's features.
 */
import pino from 'pino';
import { runAdminRequest } from './admin-run';
import { loadConfig } from './config';
import type { Db } from './db/db';

const USAGE =
  'Usage: npm run admin -- approve <compCode> [--same-name] | reject <compCode> [reason] | pending | ' +
  'create-admin --help | deploy-token create|list|revoke | ' +
  'override-role grant|revoke <mobile> | override-role list';
const DEFAULT_REJECT_REASON = '资料不完整，请补充后重新提交';

type PendingRow = { comp_code: string; comp_name: string; same_name: string[] };

function printPending(rows: PendingRow[]): void {
  if (rows.length === 0) console.log('No application is waiting for approval.');
  // A name another company already bears is flagged: approving it needs --same-name.
  for (const r of rows)
    console.log(
      `${r.comp_code}  ${r.comp_name}${r.same_name.length > 0 ? `  ! same name as ${r.same_name.join(', ')}` : ''}`,
    );
}

/** The decision's line: the same service runs locally or in the running server (the operator routes). */
function printDecision(verb: 'Approved' | 'Rejected') {
  return (request: { compCode: string }, _result: unknown, via: { port: number } | null) =>
    console.log(
      via
        ? `${verb} ${request.compCode} (through the running server on port ${via.port}).`
        : `${verb} ${request.compCode}.`,
    );
}

/**
 * What a decision made here needs: the applicant is told through the configured senders (the outbox in development).
 */
async function decisionDeps(db: Db) {
  const { createSenders } = await import('./infra/senders/senders');
  const log = pino({ level: 'info' });
  return { db, log, senders: createSenders(db, loadConfig(), Date.now, log) };
}

const registration = () => import('./features/registration/approval.service');

async function run(argv: string[]): Promise<number> {
  const [command, compCode, ...rest] = argv;
  if (command === 'create-admin') return (await import('./admin-create')).createAdminCommand(argv.slice(1));
  if (command === 'deploy-token') return (await import('./admin-deploy-token')).deployTokenCommand(argv.slice(1));
  if (command === 'override-role') return (await import('./admin-override-role')).overrideRoleCommand(argv.slice(1));
  if (command === 'pending') {
    return runAdminRequest(
      'registration/pending',
      {},
      async (db: Db) => (await import('./features/company/company.repo')).pendingApplications(db),
      (_request, rows) => printPending(rows as PendingRow[]),
    );
  }
  if (!command || !compCode || !['approve', 'reject'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'approve') {
    const sameNameConfirmed = rest.includes('--same-name');
    return runAdminRequest(
      'registration/approve',
      { compCode, sameNameConfirmed },
      async (db, r) =>
        (await registration()).approveCompany(await decisionDeps(db), r.compCode, Date.now(), {
          sameNameConfirmed: r.sameNameConfirmed,
        }),
      printDecision('Approved'),
    );
  }
  const reason = rest.join(' ').trim() || DEFAULT_REJECT_REASON;
  return runAdminRequest(
    'registration/reject',
    { compCode, reason },
    async (db, r) => (await registration()).rejectCompany(await decisionDeps(db), r.compCode, r.reason, Date.now()),
    printDecision('Rejected'),
  );
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
