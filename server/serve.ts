/**
 * What the server does once its configuration is valid and its database answers: migrations,
 * reference and demo data, the app, listen, and a graceful shutdown (close the server, then the
 * database; force exit after SHUTDOWN_LIMIT_MS). Loaded by server/main.ts only then, so that a
 * start that cannot succeed does not first load every feature of the server.
 */
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, seedDemo, seedReference } from './db/seed/seed';
import { addDeclaredResources } from './db/seed/declared-resources';
import { buildApp } from './app';
import { hasAnyPerson } from './features/account/person.repo';
import { newOperatorToken, writeOperatorChannel } from './features/operator/operator-channel';
import { movableClock } from './infra/dev/test-clock';
import { SHUTDOWN_LIMIT_MS } from './core/shutdown-limit';

const DEMO_LOGINS: ReadonlyArray<readonly [string, string]> = [
  ['13800000001', '华信核心制造集团 管理员(E101) + 华南精密零部件供应 操作员(E102)：登录时选择企业'],
  ['13800000002', '华信核心制造集团 操作员(E102)'],
  ['13800000003', '华南精密零部件供应 管理员(E101)'],
  ['13800000004', '华信核心制造集团 复核员(E103)/查询员(E105)/放款初审/复审'],
  ['13800000005', '金桥投资管理 管理员(E101)（投资机构 C103 + 资金方 C104）'],
  ['13800000006', '已停用的员工（登录返回 403）'],
];

/** Serves on `db` until a signal stops the process; throws when the server cannot listen. */
export async function serve(config: Config, db: Db, log: Logger): Promise<void> {
  log.info('Checking the database schema (migrations)...');
  const applied = await migrate(db, {
    statementTimeoutMs: config.migrationTimeoutSeconds * 1000,
    lockWaitMs: config.migrationLockWaitSeconds * 1000,
    log: (line) => log.info(line),
  });
  log.info(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
  if (await seedReference(db)) log.info('Seeded the reference data (regions, dictionaries, products, site content).');
  // A page declared since the database was seeded gets its permission resource now (no migration).
  const resources = await addDeclaredResources(db);
  if (resources.added.length > 0)
    log.info(`Added the permission resources of new pages: ${resources.added.join(', ')}`);
  if (resources.differing.length > 0)
    log.warn(
      "Permission resources whose path differs from the page's declaration (the page stays closed to them): " +
        resources.differing.join('; '),
    );
  // Demo people only where the configuration allows them (never in production).
  if (config.demoData) {
    log.info('Adding the demo companies and people if there are none...');
    if (await seedDemo(db)) log.info('Seeded the demo companies and people.');
  }

  const operatorToken = db.kind === 'pglite' ? newOperatorToken() : undefined;
  const app = await buildApp({
    config,
    db,
    operatorToken,
    loggerInstance: log,
    ...(config.testClock ? { clock: movableClock() } : {}),
  });
  // Installed before listening: a stop asked for as soon as the port answers (a test harness, an
  // orchestrator) closes the server and the database cleanly instead of ending the process mid-write.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      process.exit(1); // a second signal: leave at once
    }
    closing = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      log.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: forcing exit`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  // The embedded database belongs to this process: `npm run admin` talks to it through here.
  const closeChannel = operatorToken
    ? writeOperatorChannel(config.dataDir, { port, pid: process.pid, token: operatorToken })
    : () => undefined;
  process.on('exit', closeChannel);
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `${config.tls ? 'https' : 'http'}://${host}:${port}`;
  log.info(
    `SCF portal listening on ${url}  (API: ` +
      `${url}/api${config.apiDocs ? `, OpenAPI: ${url}/api/openapi.json, reference: ${url}/api/docs` : ''})`,
  );
  log.info(`Database: ${db.kind === 'pg' ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}`);
  if (config.demoData) {
    log.info(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const [mobile, what] of DEMO_LOGINS) log.info(`  ${mobile}  ${what}`);
  } else if (!(await hasAnyPerson(db))) {
    log.info('No account exists yet: create the first administrator with `npm run admin -- create-admin --help`.');
  }
  if (config.nodeEnv !== 'production')
    log.info(`Development outbox (SMS/e-mail codes, captcha answers): ${url}/api/dev/outbox`);
}
