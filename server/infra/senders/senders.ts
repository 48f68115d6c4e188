/**
 * Delivery of SMS and e-mail codes behind one interface. Development: the message goes to the
 * server log and the outbox table (GET /api/dev/outbox) so that a person can register on a
 * fresh machine. E-mail over SMTP when SMTP_URL is set; SMS through SMS_WEBHOOK_URL when set.
 * Production refuses to start without both (server/config.ts).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { Clock } from '../../core/time';
import { enforce, POLICIES } from '../throttle/throttle.service';
import { insertOutbox, type OutboxChannel } from './outbox.repo';

export interface Senders {
  /**
   * Every SMS of the portal goes through here, so the per-number daily cap is applied here
   * (counted before sending): no purpose (login, registration, reset, change of mobile,
   * invitation) can flood one phone. Over the cap it throws the 429 envelope.
   */
  sms(mobile: string, text: string, code: string): Promise<void>;
  email(to: string, subject: string, text: string, code: string): Promise<void>;
  /** Captcha answers are only recorded in development (browser tests read them). */
  captcha(browserId: string, answer: string): Promise<void>;
}

export function createSenders(db: Db, config: Config, clock: Clock, log: FastifyBaseLogger): Senders {
  const devOutbox = config.nodeEnv !== 'production';
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  async function record(channel: OutboxChannel, to: string, code: string): Promise<void> {
    if (!devOutbox) return;
    await insertOutbox(db, channel, to, code, clock());
  }

  return {
    async sms(mobile, text, code) {
      await enforce(db, `sms:day:${mobile}`, POLICIES.smsNumberDaily, clock());
      await record('sms', mobile, code);
      if (config.smsWebhookUrl) {
        const res = await fetch(config.smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile, text }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      } else {
        log.info({ channel: 'sms', to: mobile }, `[development SMS] ${text}`);
      }
    },
    async email(to, subject, text, code) {
      await record('email', to, code);
      if (transport) {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
      } else {
        log.info({ channel: 'email', to }, `[development e-mail] ${subject}: ${text}`);
      }
    },
    async captcha(browserId, answer) {
      await record('captcha', browserId, answer);
    },
  };
}
