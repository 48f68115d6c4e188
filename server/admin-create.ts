/**
 * `npm run admin -- create-admin --company <name> --credit-code <USCC> --mobile <mobile>
 * --name <administrator> [--role C101]`: the first administrator of a real deployment (the
 * production start seeds no people). The password is asked for without echo on a terminal, or
 * read from the first line of standard input when piped (`printf '%s\n' "$PW" | npm run admin
 * -- create-admin ...`); it is never a command-line flag, which `ps` and shell history would show.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { runAdminRequest } from './admin-run';
import { seedReference } from './db/seed/seed';
import { createFirstAdmin, firstAdminProblem, type FirstAdminInput } from './features/registration/first-admin.service';

const HELP =
  'Usage: npm run admin -- create-admin --company <企业名称> --credit-code <统一社会信用代码> ' +
  `--mobile <手机号> --name <管理员姓名> [--role C101]

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

  // A running server owns the embedded database: the request goes through it (runAdminRequest).
  return runAdminRequest(
    'admin/create',
    input,
    async (db, request) => {
      await seedReference(db);
      return createFirstAdmin(db, request, Date.now());
    },
    (request, result, via) => {
      const made = result as { compCode: string; userCode: string };
      console.log(
        `Created company ${made.compCode} and its administrator ${made.userCode} ` +
          `(mobile ${request.mobile})${via ? ', through the running server' : ''}.`,
      );
    },
  );
}
