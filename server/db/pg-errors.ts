/**
 * Which PostgreSQL errors mean "the database cannot be reached" (answered as 503, the server
 * keeps running) rather than a fault of the statement.
 */
import type { AnswerClock } from './answer-clock';
import { DbUnavailableError } from './db';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300', // admin shutdown, crash shutdown, cannot connect now, too many connections
]);

const CONNECTION_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error',
    'connect ECONNREFUSED',
  ].join('|'),
  'i',
);

export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return CONNECTION_MESSAGES.test(err.message);
}

/** The error a caller sees: a lost connection as DbUnavailableError (and the answer clock told). */
export function unavailableIfLost(err: unknown, clock?: AnswerClock): unknown {
  if (!isConnectionError(err)) return err;
  clock?.lost();
  return new DbUnavailableError(err);
}
