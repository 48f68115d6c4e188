/**
 * Operator commands: `npm run admin -- approve <compCode>` / `reject <compCode> [reason]` /
 * `pending` (lists the applications waiting for approval) / `create-admin` (the first
 * administrator of a real deployment, see createAdminCommand).
 */
import { loadConfig } from './config';
import { createDb } from './db/db';
import { migrate } from './db/migrate';
import { AppError } from './core/envelope';
import { approveCompany, rejectCompany } from './modules/registration/approval.service';
import { createAdminCommand } from './admin-create';
import { OPERATOR_TOKEN_HEADER, readOperatorChannel, type OperatorChannel } from './modules/operator/operator-channel';

const USAGE = 'Usage: npm run admin -- approve <compCode> | reject <compCode> [reason] | pending | create-admin --help';

async function run(argv: string[]): Promise<number> {
  const [command, compCode, ...rest] = argv;
  if (command === 'create-admin') return createAdminCommand(argv.slice(1));
  if (command !== 'pending' && (!command || !compCode || !['approve', 'reject'].includes(command))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // A running server owns the embedded database: ask it instead of opening the files twice.
  const channel = config.databaseUrl ? null : readOperatorChannel(config.dataDir);
  if (channel) return viaServer(channel, command as string, compCode, rest.join(' ').trim());
  const db = await createDb(config);
  try {
    await migrate(db);
    if (command === 'pending') {
      const rows = await db.query<{ comp_code: string; comp_name: string }>('SELECT comp_code, comp_name FROM companies WHERE status = 0 ORDER BY id');
      if (rows.length === 0) console.log('No application is waiting for approval.');
      for (const r of rows) console.log(`${r.comp_code}  ${r.comp_name}`);
      return 0;
    }
    const code = compCode as string;
    if (command === 'approve') {
      await approveCompany(db, code, Date.now());
      console.log(`Approved ${code}.`);
    } else {
      await rejectCompany(db, code, rest.join(' ').trim() || '资料不完整，请补充后重新提交', Date.now());
      console.log(`Rejected ${code}.`);
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

async function viaServer(channel: OperatorChannel, command: string, compCode: string | undefined, reason: string): Promise<number> {
  const body = command === 'pending' ? {} : command === 'reject' ? { compCode, reason: reason || '资料不完整，请补充后重新提交' } : { compCode };
  const res = await fetch(`http://127.0.0.1:${channel.port}/api/operator/registration/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: channel.token },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { ok: boolean; msg: string; body: unknown };
  if (!envelope.ok) {
    console.error(envelope.msg);
    return 1;
  }
  if (command === 'pending') {
    const rows = envelope.body as { comp_code: string; comp_name: string }[];
    if (rows.length === 0) console.log('No application is waiting for approval.');
    for (const r of rows) console.log(`${r.comp_code}  ${r.comp_name}`);
  } else {
    console.log(`${command === 'approve' ? 'Approved' : 'Rejected'} ${compCode} (through the running server on port ${channel.port}).`);
  }
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
