/**
 * The process's logger options, from the configuration: the level operators chose (LOG_LEVEL),
 * readable coloured lines in development (pino-pretty), one JSON object per line elsewhere, so
 * that a log collector can parse production logs.
 */
import type { LoggerOptions } from 'pino';
import type { Config } from '../config';

export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  if (config.nodeEnv !== 'development') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
