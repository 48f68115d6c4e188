/**
 * How an admin command reaches the database. A running server owns the embedded database, so
 * the command then asks it through the operator channel instead of opening the files twice;
 * otherwise (PostgreSQL, or no server running) it opens the database itself. A refusal
 * (AppError, or ok:false from the server) prints its Chinese message and exits 1. `print` is
 * told the running server's port when the answer came through it (null when run locally).
 * The database code, and whatever `runLocal` needs, is loaded only on the local path: through the
 * channel a command answers in half a second instead of the two the server's modules take to load.
 */
import { loadConfig } from './config';
import { AppError } from './core/envelope';
import type { Db } from './db/db';
import { OPERATOR_TOKEN_HEADER, readOperatorChannel } from './features/operator/operator-channel';

export async function runAdminRequest<R>(
  operatorPath: string,
  request: R,
  runLocal: (db: Db, request: R) => Promise<unknown>,
  print: (request: R, result: unknown, via: { port: number } | null) => void,
): Promise<number> {
  const config = loadConfig();
  const channel = config.databaseUrl ? null : readOperatorChannel(config.dataDir);
  if (channel) {
    const res = await fetch(`http://127.0.0.1:${channel.port}/api/operator/${operatorPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: channel.token },
      body: JSON.stringify(request),
    });
    const envelope = (await res.json()) as { ok: boolean; msg: string; body: unknown };
    if (!envelope.ok) {
      console.error(envelope.msg);
      return 1;
    }
    print(request, envelope.body, { port: channel.port });
    return 0;
  }
  const [{ createDb }, { migrate }] = await Promise.all([import('./db/create-db'), import('./db/migrate')]);
  const db = await createDb(config);
  try {
    await migrate(db);
    print(request, await runLocal(db, request), null);
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
