/**
 * `npm run admin -- create-admin --company <name> --credit-code <USCC> --mobile <mobile>
 * --name <administrator> [--role C101]`: the first administrator of a real deployment (the
 * production start seeds no people). The password is asked for without echo on a terminal, or
 * read from the first line of standard input when piped (`printf '%s\n' "$PW" | npm run admin
 * -- create-admin ...`); it is never a command-line flag, which `ps` and shell history would show.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { createDb } from './db/db';
import { migrate } from './db/migrate';
import { seedReference } from './db/seed/seed';
import { AppError } from './core/envelope';
import { createFirstAdmin, firstAdminProblem, type FirstAdminInput } from './features/registration/first-admin.service';
import { OPERATOR_TOKEN_HEADER, readOperatorChannel } from './features/operator/operator-channel';

const HELP = `Usage: npm run admin -- create-admin --company <企业名称> --credit-code <统一社会信用代码> --mobile <手机号> --name <管理员姓名> [--role C101]

Creates an active company (customer-relations product opened) and its administrator (E101).
The password is prompted for (no echo), or read from the first line of standard input when piped.
--role is the enterprise role C101-C106 (default C101, core enterprise).`;

/** Reads the password: hidden prompt on a terminal, first line of stdin otherwise. */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write('管理员密码（8-20位，包含字母和数字）: ');
  return new Promise((resolve) => {
    let value = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        value = ch === '\u007f' ? value.slice(0, -1) : value + ch;
      }
    };
    input.on('data', onData);
  });
}

export async function createAdminCommand(argv: string[]): Promise<number> {
  const options = {
    company: { type: 'string' },
    'credit-code': { type: 'string' },
    mobile: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'C101' },
    help: { type: 'boolean' },
  } as const;
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options; strict: true }>>['values'];
  try {
    values = parseArgs({ args: argv, options, strict: true }).values;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    console.error(HELP);
    return 2;
  }
  const v = values;
  if (v.help) {
    console.log(HELP);
    return 0;
  }
  if (!v.company || !v['credit-code'] || !v.mobile || !v.name) {
    console.error(HELP);
    return 2;
  }
  const input: FirstAdminInput = {
    compName: v.company,
    creditCode: v['credit-code'],
    compRole: v.role ?? 'C101',
    mobile: v.mobile,
    adminName: v.name,
    password: '',
  };
  // Check everything but the password before asking for it.
  const early = firstAdminProblem({ ...input, password: 'Checked1later' });
  if (early) {
    console.error(early);
    return 1;
  }
  input.password = await readPassword();

  const config = loadConfig();
  // A running server owns the embedded database: ask it instead of opening the files twice.
  const channel = config.databaseUrl ? null : readOperatorChannel(config.dataDir);
  if (channel) {
    const res = await fetch(`http://127.0.0.1:${channel.port}/api/operator/admin/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: channel.token },
      body: JSON.stringify(input),
    });
    const envelope = (await res.json()) as { ok: boolean; msg: string; body: { compCode: string; userCode: string } | null };
    if (!envelope.ok || !envelope.body) {
      console.error(envelope.msg);
      return 1;
    }
    console.log(`Created company ${envelope.body.compCode} and its administrator ${envelope.body.userCode} (mobile ${input.mobile}), through the running server.`);
    return 0;
  }
  const db = await createDb(config);
  try {
    await migrate(db);
    await seedReference(db);
    const made = await createFirstAdmin(db, input, Date.now());
    console.log(`Created company ${made.compCode} and its administrator ${made.userCode} (mobile ${input.mobile}).`);
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
