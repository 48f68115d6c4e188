/**
 * Process entry (`tsx server/main.ts`): configuration, the database, then the server
 * (server/serve.ts). Every line goes through the logger (LOG_LEVEL); a start that cannot succeed
 * ends with one Chinese-and-English line on stderr saying what to set (core/startup-errors.ts).
 * The server's features load only once the configuration is valid, beside the database's
 * opening: a bad setting is reported in half a second instead of after the 3 s the whole server
 * takes to load.
 */
import { createServer } from 'node:net';
import { pino, type Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { loggerOptions } from './core/logger';
import { DatabaseUnavailableError, startupFailureLine } from './core/startup-errors';
import { createDb } from './db/create-db';
import type { Db } from './db/db';
import { pingDatabase } from './infra/system/health.repo';

/** Writes the operator's line and leaves with a failing code; no stack trace. */
function failStart(err: unknown, port: number, code = 1): never {
  process.stderr.write(`${startupFailureLine(err, port)}\n`);
  process.exit(err instanceof ConfigError ? 2 : code);
}

async function openDatabase(config: Config, log: Logger): Promise<Db> {
  try {
    const db = await createDb(config, { onPoolError: (err) => log.warn(`database connection lost: ${err.message}`) });
    await pingDatabase(db);
    return db;
  } catch (err) {
    throw new DatabaseUnavailableError(config.databaseUrl !== undefined, err);
  }
}

/**
 * Fails as `listen` would (EADDRINUSE, EACCES, EADDRNOTAVAIL), but before the migrations and the
 * seed rather than after them (20 s on a new embedded database): the port is bound and released
 * at once. Listening itself comes last, once the app is ready; PORT=0 (any free port) needs no check.
 */
function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    failStart(err, 0);
  }
  try {
    await checkPortFree(config.port, config.host);
  } catch (err) {
    failStart(err, config.port);
  }
  const log = pino(loggerOptions(config));
  const server = import('./serve');
  // Awaited below; a rejection before then is not an unhandled one.
  server.catch(() => undefined);
  log.info(
    config.databaseUrl ? 'Connecting to PostgreSQL...' : `Opening the embedded database at ${config.dataDir}...`,
  );
  const db = await openDatabase(config, log);
  try {
    await (await server).serve(config, db, log);
  } catch (err) {
    await db.close().catch(() => undefined);
    failStart(err, config.port);
  }
}

main().catch((err: unknown) => failStart(err, Number(process.env.PORT) || 8080));
