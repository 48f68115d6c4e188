/** Shapes of POST /dev/clock (TEST_CLOCK=1 only). */
import { Type } from 'typebox';
import { Obj } from '../../core/schemas';

export const AdvanceBody = Obj({
  advanceDays: Type.Integer({ minimum: 0, maximum: 400, 'x-msg': '天数应为0至400的整数' }),
  /**
   * Seconds on top of the days: a browser test moves past a rule of a minute (one SMS a minute
   * per number) instead of waiting it out, where a whole day would end what it walks through.
   */
  advanceSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400, 'x-msg': '秒数应为0至86400的整数' })),
});

export const ClockNow = Type.Object({ now: Type.String() });
