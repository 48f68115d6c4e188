/**
 * Process entry (`tsx server/main.ts`): configuration, database, migrations, seed, the app,
 * listen, and a graceful shutdown (close the server, then the database; force exit after 10 s).
 */
import { ConfigError, loadConfig, type Config } from './config';
import { createDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, seed } from './db/seed/seed';
import { buildApp } from './app';
import { newOperatorToken, writeOperatorChannel } from './modules/operator/operator-channel';

const DEMO_LOGINS: ReadonlyArray<readonly [string, string]> = [
  ['13800000001', '华信核心制造集团 管理员(E101) + 华南精密零部件供应 操作员(E102)：登录时选择企业'],
  ['13800000002', '华信核心制造集团 操作员(E102)'],
  ['13800000003', '华南精密零部件供应 管理员(E101)'],
  ['13800000004', '华信核心制造集团 复核员(E103)/查询员(E105)/放款初审/复审'],
  ['13800000005', '金桥投资管理 管理员(E101)（投资机构 C103 + 资金方 C104）'],
  ['13800000006', '已停用的员工（登录返回 403）'],
];

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const db: Db = await createDb(config, { onPoolError: (err) => console.warn(`database connection lost: ${err.message}`) });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (await seed(db)) console.log('Seeded the demo data.');

  const operatorToken = db.kind === 'pglite' ? newOperatorToken() : undefined;
  const app = await buildApp({ config, db, operatorToken, logger: { level: 'info' } });
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  // The embedded database belongs to this process: `npm run admin` talks to it through here.
  const closeChannel = operatorToken ? writeOperatorChannel(config.dataDir, { port, pid: process.pid, token: operatorToken }) : () => undefined;
  process.on('exit', closeChannel);
  const url = `${config.tls ? 'https' : 'http'}://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  console.log(`\nSCF portal listening on ${url}  (API: ${url}/api, OpenAPI: ${url}/api/openapi.json)`);
  console.log(`Database: ${db.kind === 'pg' ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}`);
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const [mobile, what] of DEMO_LOGINS) console.log(`  ${mobile}  ${what}`);
  if (config.nodeEnv !== 'production') console.log(`Development outbox (SMS/e-mail codes, captcha answers): ${url}/api/dev/outbox\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      process.exit(1); // a second signal: leave at once
    }
    closing = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s: forcing exit');
      process.exit(1);
    }, 10_000);
    force.unref();
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error('Shutdown failed', err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
