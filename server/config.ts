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
  /**
   * The certificate and key (TLS_CERT, TLS_KEY: PEM file paths) when the server terminates TLS
   * itself: it then speaks HTTP/2, and HTTP/1.1 to clients that ask for it.
   */
  tls?: TlsFiles;
}

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

function readTls(certPath: string | undefined, keyPath: string | undefined): TlsFiles | undefined {
  const cert = certPath ?? '';
  const key = keyPath ?? '';
  if (cert === '' && key === '') return undefined;
  if (cert === '' || key === '') throw new ConfigError('TLS_CERT and TLS_KEY go together: set both (PEM file paths) or neither');
  const read = (name: string, file: string): Buffer => {
    try {
      return readFileSync(path.resolve(file));
    } catch (err) {
      throw new ConfigError(`${name}: cannot read "${file}" (${err instanceof Error ? err.message : String(err)})`);
    }
  };
  return { cert: read('TLS_CERT', cert), key: read('TLS_KEY', key) };
}

export class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be an integer 0-65535 (0 = pick a free port), got "${raw}"`);
  }
  return Number(raw);
}

function parseFlag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

function parseFactor(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) throw new ConfigError(`IP_LIMIT_FACTOR must be an integer 1-9999, got "${raw}"`);
  return Number(raw);
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use one of ${protocols.join(', ')}`);
  }
  return raw;
}

function parseOrigins(raw: string | undefined, nodeEnv: string): string[] | '*' {
  if (raw === undefined || raw.trim() === '') return [];
  if (raw.trim() === '*') {
    if (nodeEnv === 'production') throw new ConfigError('EMBED_ORIGINS=* is not allowed in production: list the origins');
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
    trustProxy: parseFlag('TRUST_PROXY', env.TRUST_PROXY),
    embedOrigins: parseOrigins(env.EMBED_ORIGINS, nodeEnv),
    ipLimitFactor: parseFactor(env.IP_LIMIT_FACTOR),
    tls: readTls(env.TLS_CERT, env.TLS_KEY),
  };
  // The console/outbox senders would leak codes to the log: never in production.
  if (nodeEnv === 'production' && config.ipLimitFactor !== 1) {
    throw new ConfigError('IP_LIMIT_FACTOR is for test runs only: not allowed with NODE_ENV=production');
  }
  if (nodeEnv === 'production' && (!config.smtpUrl || !config.smsWebhookUrl)) {
    throw new ConfigError(
      'NODE_ENV=production needs SMTP_URL and SMS_WEBHOOK_URL: the development senders write codes to the log',
    );
  }
  return config;
}
