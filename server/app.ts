/**
 * Builds the Fastify application: validation, envelope errors, OpenAPI, cookies, the API
 * (under /api) and then the static host. One visible place registers every plugin.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { createFastify } from './core/http-server';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AppContext } from './core/context';
import type { Clock } from './core/time';
import { errorHandler } from './core/errors';
import { answerWhileClosing } from './core/closing';
import { closeStreamsWithConnection } from './core/abandoned-streams';
import { registerLoadShedding } from './core/load-shedding';
import { capConnectionsPerIp, closeStalledReaders, requireBodyRate } from './core/slow-clients';
import { hstsHook } from './plugins/hsts.hook';
import { validatorCompiler } from './core/validation';
import { createKeyService } from './infra/keys/keys.service';
import { createSenders } from './infra/senders/senders';
import { createWorkQueue } from './core/work-queue';
import { apiPlugin } from './api.plugin';
import { hostPlugin } from './host/host.plugin';
import { operatorRoutes } from './features/operator/operator.routes';
import { startMaintenance } from './infra/maintenance/maintenance.service';
import { startVoucherUpkeep } from './features/voucher/voucher-maturity.service';
import { RequestLogController } from './core/request-log';
import { registerApiDocs } from './infra/system/api-docs';
import { HotCache } from './features/session/hot-cache';
import { LiveImportMap } from './features/deploy/live-importmap';
import { DiskSpaceWatch } from './infra/system/disk-space';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  logger?: boolean | object;
  /** The process's logger (server/main.ts), used instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Injectable time (tests); defaults to Date.now. */
  clock?: Clock;
  /** Enables the loopback operator channel used by `npm run admin` (see operator-channel.ts). */
  operatorToken?: string;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const clock = opts.clock ?? Date.now;
  const loggerOption: FastifyServerOptions['logger'] =
    opts.logger === undefined ? false : (opts.logger as FastifyServerOptions['logger']);
  const app = createFastify(
    config,
    {
      ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: loggerOption }),
      logController: new RequestLogController(config.requestLogLevel),
      // Fastify's defaults never time out; a server without a proxy in front must, or slow clients
      // hold sockets forever (core/slow-clients.ts). The head within HEADERS_TIMEOUT (checked
      // every second, not Node's 30 s); the whole request within 5 minutes (a 5 MB upload at
      // 20 KB/s), its body never slower than MIN_BODY_RATE; a socket silent both ways for
      // SOCKET_TIMEOUT is closed (a client that stopped reading its answer).
      requestTimeout: 300_000,
      connectionTimeout: config.socketTimeoutMs,
      keepAliveTimeout: 72_000,
      bodyLimit: 1024 * 1024,
      pluginTimeout: 30_000,
      // Requests arriving during the shutdown get the envelope instead (core/closing.ts).
      return503OnClosing: false,
      forceCloseConnections: 'idle',
      trustProxy: config.trustProxy,
      routerOptions: { maxParamLength: 200 },
      ajv: { customOptions: { strict: false } },
    },
    { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs) },
  ).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  answerWhileClosing(app);
  closeStreamsWithConnection(app);
  capConnectionsPerIp(app, config.maxConnectionsPerIp);
  closeStalledReaders(app, config.socketTimeoutMs);
  requireBodyRate(app, config.minBodyRate, config.headersTimeoutMs);
  app.addHook('onRequest', hstsHook);

  const ctx: AppContext = {
    db,
    config,
    clock,
    keys: createKeyService(db, clock, { perIpPerMinute: config.rsaIpLimit * config.ipLimitFactor }),
    senders: createSenders(db, config, clock, app.log),
    loginQueue: createWorkQueue(config.loginConcurrency, config.loginQueue),
    hot: new HotCache(clock),
    importMap: new LiveImportMap(db, config.distDir, clock),
    // The embedded database's folder can be probed for space; PostgreSQL's disk is elsewhere.
    disk: new DiskSpaceWatch(clock, {
      dataDir: db.kind === 'pglite' && config.dataDir !== ':memory:' ? config.dataDir : null,
    }),
    log: app.log,
  };
  await ctx.hot.start(db);
  await ctx.importMap.start();
  app.addHook('onClose', async () => {
    await ctx.hot.stop();
    await ctx.importMap.stop();
  });
  app.decorate('scf', ctx);
  app.decorateRequest('auth', null);
  app.decorateRequest('deployCaller', null);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SCF customer portal API',
        description: 'Envelope {status, ok, msg, body} on every response; see docs/api.md.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The deploy API's scheme: a deploy token (npm run admin -- deploy-token create), not a session.
          deployToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'Deploy token scfd_…, scoped to import-map specifiers',
          },
        },
      },
    },
    // Who may call is declared per route (config.auth, enforced in one hook): the document says
    // it too, as `x-auth` (public, user, admin, deploy), so docs/api.md is generated with it.
    transform: ({ schema, url, route }) => ({
      schema: { ...schema, 'x-auth': route.config?.auth ?? 'public' } as typeof schema,
      url,
    }),
  });
  // Text answers (host pages, JSON, the import map) travel compressed, brotli or gzip as the
  // client accepts: a rendered page carries its CSS inline, ~75 KB that shrink to ~15 KB, which
  // on a slow mobile line is most of a second. Registered before every route so each gets it;
  // the hashed assets are served precompressed (.br/.gz from the build) and pass through as they
  // are. Request bodies are never decompressed: no client of the API sends them compressed.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
  await app.register(fastifyCookie);
  await registerLoadShedding(app, { backgroundDelayMs: config.shedDelayMs });
  // The provider's other sites embed <scf-header> and call the API from their own origin. The
  // access token travels as a Bearer header; credentials are allowed for the listed origins
  // only so that their refresh call carries the HttpOnly refresh_token cookie (SameSite=Strict
  // keeps it to the provider's own sites; JSON-only bodies force a preflight, so another origin
  // cannot even send a refresh).
  const embed = config.embedOrigins;
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, origin !== undefined && (embed === '*' || embed.includes(origin))),
    methods: ['GET', 'POST'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-requested-with',
      'x-scf-background',
      'x-scf-key',
      'x-scf-kid',
      'x-scf-timestamp',
      'x-scf-nonce',
      'x-scf-sign',
    ],
    credentials: true,
    maxAge: 600,
  });
  if (config.apiDocs) await registerApiDocs(app);
  await app.register(apiPlugin, { prefix: '/api' });
  if (opts.operatorToken) await app.register(operatorRoutes, { prefix: '/api', token: opts.operatorToken });
  await app.register(hostPlugin, { distDir: config.distDir, cookieDomain: config.cookieDomain });

  const stop = startMaintenance(ctx);
  const stopVouchers = startVoucherUpkeep(ctx);
  app.addHook('onClose', async () => {
    stop();
    stopVouchers();
    await ctx.keys.close();
  });
  return app;
}
