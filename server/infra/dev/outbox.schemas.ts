/** Shapes of GET /dev/outbox (development only). */
import { Type } from 'typebox';

export const OutboxQuery = Type.Object({}, { additionalProperties: false });

export const OutboxList = Type.Array(
  Type.Object({
    channel: Type.Enum(['sms', 'email', 'captcha']),
    to: Type.String(),
    code: Type.String(),
    time: Type.String(),
    timestamp: Type.Integer(),
  }),
);
