/**
 * Server configuration read from the environment once at start. Every value is checked here
 * so that a bad setting stops the process with a clear message instead of failing later.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Directory of the embedded database; ':memory:' keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  distDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Approve new company registrations at once (demos). */
  autoApprove: boolean;
  /** nodemailer transport URL; without it e-mail goes to the development outbox. */
  smtpUrl: string | undefined;
  /** Sender address of e-mails. */
  mailFrom: string;
  /** HTTP gateway for SMS (POST JSON {mobile, text}); without it SMS goes to the outbox. */
  smsWebhookUrl: string | undefined;
  /** Domain the client scopes its token cookies to (the provider's parent domain). */
  cookieDomain: string | undefined;
  /**
   * The service widget's settings, told to every page (docs/decisions/ux-service-widget-settings.md):
   * the external chat page 在线客服 opens (SERVICE_CHAT_URL, the page's path added as `path=`)
   * and what the 微信咨询 QR code holds (SERVICE_WECHAT_URL). Unset: the widget says 暂未开通.
   */
  service: { chatUrl: string | undefined; wechatUrl: string | undefined };
  /** Trust X-Forwarded-For from a reverse proxy (for per-IP throttling). */
  trustProxy: boolean;
  /**
   * Origins of the provider's other sites that embed the elements and call the API from the
   * browser (EMBED_ORIGINS, comma-separated; `*` only outside production).
   */
  embedOrigins: string[] | '*';
  /**
   * Multiplies the per-IP limits (IP_LIMIT_FACTOR, default 1): browser test suites that log in
   * hundreds of times from 127.0.0.1 raise it. Per-account limits never change.
   */
  ipLimitFactor: number;
  /** Lifetime of an access token in seconds (ACCESS_TOKEN_TTL; 15 minutes by default). */
  accessTokenTtlSeconds: number;
  /** Lowest level written to the log (LOG_LEVEL, default info). */
  logLevel: LogLevel;
  /**
   * Level of the one line logged per answered request (REQUEST_LOG_LEVEL): info in development,
   * debug elsewhere, so a production log at info is not one line per request.
   */
  requestLogLevel: LogLevel;
  /**
   * Seed the demo companies and people (DEMO_DATA; on by default in development and test;
   * off and refused in production: their password is published).
   */
  demoData: boolean;
  /**
   * The server's clock can be moved forward by POST /api/dev/clock (TEST_CLOCK=1; NODE_ENV=test
   * only): browser tests walk a voucher to its due date on a server of their own.
   */
  testClock: boolean;
  /**
   * The OpenAPI document and the reference page /api/docs (API_DOCS): on outside production,
   * off in production unless 1.
   */
  apiDocs: boolean;
  /**
   * RSA decryptions (request keys, password fields) one IP may cause per minute
   * (RSA_IP_LIMIT, default 600), before the per-IP factor.
   */
  rsaIpLimit: number;
  /**
   * Longest a single migration statement may run, in seconds (MIGRATION_TIMEOUT; 0, the
   * default: no limit). The requests' 15 s limit never applies to migrations.
   */
  migrationTimeoutSeconds: number;
  /**
   * Longest an instance waits for another one's migrations at start, in seconds
   * (MIGRATION_LOCK_WAIT, default 1800); the wait is logged every 10 s.
   */
  migrationLockWaitSeconds: number;
  /**
   * Time a client has to send a request's head, in ms (HEADERS_TIMEOUT in seconds, default
   * 10); it is also the window of the minimum body rate.
   */
  headersTimeoutMs: number;
  /**
   * A request body arriving slower than this many bytes a second is cut (MIN_BODY_RATE,
   * default 1024; 0 = no minimum). 2G sends ~10 KB a second.
   */
  minBodyRate: number;
  /** A connection with no traffic either way for this long is closed, in ms (SOCKET_TIMEOUT in seconds, default 60). */
  socketTimeoutMs: number;
  /**
   * Open connections one client address may hold (MAX_CONNECTIONS_PER_IP, default 256; 0 = no
   * cap; default 0 with TRUST_PROXY=1, where every connection comes from the proxy).
   */
  maxConnectionsPerIp: number;
  /**
   * Mean event-loop delay in ms from which API calls are shed with 503 (SHED_DELAY_MS, default
   * 15, 0 with NODE_ENV=test; background polls from this, other calls from twice this; 0 = never shed).
   */
  shedDelayMs: number;
  /**
   * How long a product request waits for the day's maturity sweep before it answers from the
   * vouchers as they are, in ms (SWEEP_WAIT_MS, default 2000; 60000 with NODE_ENV=test, where a
   * test that moves the clock reads the swept day): the sweep goes on in the background.
   */
  sweepWaitMs: number;
  /** Password logins worked on at once (LOGIN_CONCURRENCY, default 4). */
  loginConcurrency: number;
  /** Password logins that may wait for a turn before "busy" (LOGIN_QUEUE, default 100). */
  loginQueue: number;
  /**
   * The certificate and key (TLS_CERT, TLS_KEY: PEM file paths) when the server terminates TLS
   * itself: it then speaks HTTP/2, and HTTP/1.1 to clients that ask for it.
   */
  tls?: TlsFiles;
  /**
   * Origins a deploy may point the import map at (DEPLOY_URL_ORIGINS, comma-separated, e.g. the
   * CDN); empty: any public origin. Portal paths (/assets/...) are always allowed.
   */
  deployUrlOrigins: string[];
  /**
   * The deploy API may fetch modules from loopback and private addresses
   * (DEPLOY_ALLOW_PRIVATE_URLS): on outside production, off in production unless 1.
   */
  deployAllowPrivate: boolean;
  /**
   * Developers' import-map overrides for everyone (IMPORTMAP_OVERRIDES): on outside production;
   * in production off unless 1 (without it, only people whose role allows it may use them).
   */
  importMapOverrides: boolean;
  /**
   * Origins a developer's override may load code from (IMPORTMAP_OVERRIDE_ORIGINS,
   * comma-separated; `http://host:*` is any port): localhost, 127.0.0.1 and [::1] by default.
   */
  importMapOverrideOrigins: string[];
}

interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

function readTls(certPath: string | undefined, keyPath: string | undefined): TlsFiles | undefined {
  const cert = certPath ?? '';
  const key = keyPath ?? '';
  if (cert === '' && key === '') return undefined;
  if (cert === '' || key === '')
    throw new ConfigError('TLS_CERT and TLS_KEY go together: set both (PEM file paths) or neither');
  const read = (name: string, file: string): Buffer => {
    try {
      return readFileSync(path.resolve(file));
    } catch (err) {
      throw new ConfigError(`${name}: cannot read "${file}" (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  return { cert: read('TLS_CERT', cert), key: read('TLS_KEY', key) };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A setting the process cannot start with; `zh` is the Chinese half of the operator's line. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly zh = '环境变量设置有误，请按提示修改',
  ) {
    super(message);
  }
}

function parseLevel(name: string, raw: string | undefined, fallback: LogLevel): LogLevel {
  if (raw === undefined || raw === '') return fallback;
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level)
    throw new ConfigError(
      `${name} must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`,
      `${name} 只能是 ${LOG_LEVELS.join('、')} 之一`,
    );
  return level;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(
      `PORT must be an integer 0-65535 (0 = pick a free port), got "${raw}"`,
      'PORT 须为 0-65535 的整数（0 = 自动选择空闲端口）',
    );
  }
  return Number(raw);
}

function parseFlag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

/** A 1/0 flag whose absence means `fallback`. */
function parseDefaultedFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return parseFlag(name, raw);
}

function parseFactor(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1)
    throw new ConfigError(`IP_LIMIT_FACTOR must be an integer 1-9999, got "${raw}"`);
  return Number(raw);
}

function parseCount(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min)
    throw new ConfigError(`${name} must be an integer ${min}-999999, got "${raw}"`);
  return Number(raw);
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`, `${name} 不是有效的网址`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must use one of ${protocols.join(', ')}`,
      `${name} 须以 ${protocols.map((p) => `${p}//`).join(' 或 ')} 开头`,
    );
  }
  return raw;
}

function parseOrigins(raw: string | undefined, nodeEnv: string): string[] | '*' {
  if (raw === undefined || raw.trim() === '') return [];
  if (raw.trim() === '*') {
    if (nodeEnv === 'production')
      throw new ConfigError('EMBED_ORIGINS=* is not allowed in production: list the origins');
    return '*';
  }
  return raw.split(',').map((o) => {
    const origin = o.trim();
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(`EMBED_ORIGINS: "${origin}" is not an origin like https://www.example.com`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
      throw new ConfigError(`EMBED_ORIGINS: "${origin}" is not an origin like https://www.example.com`);
    }
    return origin;
  });
}

function parseDeployOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((o) => {
    const origin = o.trim();
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
      throw new ConfigError(`DEPLOY_URL_ORIGINS: "${origin}" is not an origin like https://cdn.example.com`);
    }
    return origin;
  });
}

/** Origins overrides may load from when IMPORTMAP_OVERRIDE_ORIGINS is not set; `:*` is any port. */
export const DEFAULT_OVERRIDE_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
];

function parseOverrideOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [...DEFAULT_OVERRIDE_ORIGINS];
  return raw.split(',').map((o) => {
    const origin = o.trim();
    const any = origin.endsWith(':*');
    let url: URL | null = null;
    try {
      url = new URL(any ? `${origin.slice(0, -2)}:1` : origin);
    } catch {
      url = null;
    }
    const expected = url ? (any ? `${url.protocol}//${url.hostname}:*` : url.origin) : '';
    if (!url || !['http:', 'https:'].includes(url.protocol) || expected !== origin) {
      throw new ConfigError(
        `IMPORTMAP_OVERRIDE_ORIGINS: "${origin}" is not an origin ` +
          `like http://localhost:5173 or http://localhost:* (any port)`,
      );
    }
    return origin;
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as Config['nodeEnv'];
  const host = env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1';
  if (!/^[A-Za-z0-9.:_-]+$/.test(host)) throw new ConfigError(`HOST is not a host name or address: "${host}"`);
  const dataDirRaw = env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './data';
  const dataDir = dataDirRaw === ':memory:' ? dataDirRaw : path.resolve(dataDirRaw);
  const cookieDomain = env.COOKIE_DOMAIN && env.COOKIE_DOMAIN !== '' ? env.COOKIE_DOMAIN : undefined;
  if (cookieDomain !== undefined && !/^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(cookieDomain)) {
    throw new ConfigError(`COOKIE_DOMAIN is not a domain: "${cookieDomain}"`);
  }
  const config: Config = {
    port: parsePort(env.PORT),
    host,
    dataDir,
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    distDir: path.resolve(env.DIST_DIR && env.DIST_DIR !== '' ? env.DIST_DIR : './dist'),
    nodeEnv,
    autoApprove: parseFlag('AUTO_APPROVE', env.AUTO_APPROVE),
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM && env.MAIL_FROM !== '' ? env.MAIL_FROM : 'noreply@scf.example.com',
    smsWebhookUrl: parseUrl('SMS_WEBHOOK_URL', env.SMS_WEBHOOK_URL, ['http:', 'https:']),
    cookieDomain,
    service: {
      chatUrl: parseUrl('SERVICE_CHAT_URL', env.SERVICE_CHAT_URL, ['http:', 'https:']),
      wechatUrl: parseUrl('SERVICE_WECHAT_URL', env.SERVICE_WECHAT_URL, ['http:', 'https:']),
    },
    trustProxy: parseFlag('TRUST_PROXY', env.TRUST_PROXY),
    embedOrigins: parseOrigins(env.EMBED_ORIGINS, nodeEnv),
    ipLimitFactor: parseFactor(env.IP_LIMIT_FACTOR),
    accessTokenTtlSeconds: parseCount('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 900, 10),
    logLevel: parseLevel('LOG_LEVEL', env.LOG_LEVEL, 'info'),
    requestLogLevel: parseLevel(
      'REQUEST_LOG_LEVEL',
      env.REQUEST_LOG_LEVEL,
      nodeEnv === 'development' ? 'info' : 'debug',
    ),
    demoData: parseDefaultedFlag('DEMO_DATA', env.DEMO_DATA, nodeEnv !== 'production'),
    apiDocs: parseDefaultedFlag('API_DOCS', env.API_DOCS, nodeEnv !== 'production'),
    rsaIpLimit: parseCount('RSA_IP_LIMIT', env.RSA_IP_LIMIT, 600, 1),
    migrationTimeoutSeconds: parseCount('MIGRATION_TIMEOUT', env.MIGRATION_TIMEOUT, 0, 0),
    migrationLockWaitSeconds: parseCount('MIGRATION_LOCK_WAIT', env.MIGRATION_LOCK_WAIT, 1800, 1),
    headersTimeoutMs: parseCount('HEADERS_TIMEOUT', env.HEADERS_TIMEOUT, 10, 1) * 1000,
    minBodyRate: parseCount('MIN_BODY_RATE', env.MIN_BODY_RATE, 1024, 0),
    socketTimeoutMs: parseCount('SOCKET_TIMEOUT', env.SOCKET_TIMEOUT, 60, 1) * 1000,
    maxConnectionsPerIp: parseCount(
      'MAX_CONNECTIONS_PER_IP',
      env.MAX_CONNECTIONS_PER_IP,
      parseFlag('TRUST_PROXY', env.TRUST_PROXY) ? 0 : 256,
      0,
    ),
    // Off in test runs: a test process's loop stalls on purpose (key generation, fixtures).
    shedDelayMs: parseCount('SHED_DELAY_MS', env.SHED_DELAY_MS, nodeEnv === 'test' ? 0 : 15, 0),
    sweepWaitMs: parseCount('SWEEP_WAIT_MS', env.SWEEP_WAIT_MS, nodeEnv === 'test' ? 60_000 : 2000, 0),
    loginConcurrency: parseCount('LOGIN_CONCURRENCY', env.LOGIN_CONCURRENCY, 4, 1),
    loginQueue: parseCount('LOGIN_QUEUE', env.LOGIN_QUEUE, 100, 0),
    tls: readTls(env.TLS_CERT, env.TLS_KEY),
    deployUrlOrigins: parseDeployOrigins(env.DEPLOY_URL_ORIGINS),
    deployAllowPrivate: parseDefaultedFlag(
      'DEPLOY_ALLOW_PRIVATE_URLS',
      env.DEPLOY_ALLOW_PRIVATE_URLS,
      nodeEnv !== 'production',
    ),
    importMapOverrides: parseDefaultedFlag('IMPORTMAP_OVERRIDES', env.IMPORTMAP_OVERRIDES, nodeEnv !== 'production'),
    importMapOverrideOrigins: parseOverrideOrigins(env.IMPORTMAP_OVERRIDE_ORIGINS),
    testClock: parseFlag('TEST_CLOCK', env.TEST_CLOCK),
  };
  // A movable clock would let anyone age every voucher and session: test servers only.
  if (nodeEnv !== 'test' && config.testClock) {
    throw new ConfigError('TEST_CLOCK=1 is for test servers only: it needs NODE_ENV=test');
  }
  // The demo people share a password printed in the README: a real deployment must never have them.
  if (nodeEnv === 'production' && config.demoData) {
    throw new ConfigError(
      'DEMO_DATA=1 is refused with NODE_ENV=production: demo accounts use a published password. ' +
        'Create the first administrator with `npm run admin -- create-admin`',
    );
  }
  // The console/outbox senders would leak codes to the log: never in production.
  if (nodeEnv === 'production' && config.ipLimitFactor !== 1) {
    throw new ConfigError('IP_LIMIT_FACTOR is for test runs only: not allowed with NODE_ENV=production');
  }
  if (nodeEnv === 'production' && (!config.smtpUrl || !config.smsWebhookUrl)) {
    throw new ConfigError(
      'NODE_ENV=production needs SMTP_URL and SMS_WEBHOOK_URL: the development senders write codes to the log',
      '生产环境（NODE_ENV=production）必须设置 SMTP_URL 和 SMS_WEBHOOK_URL：开发用的发送方式会把验证码写进日志',
    );
  }
  return config;
}
