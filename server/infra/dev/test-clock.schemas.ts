/** Shapes of POST /dev/clock (TEST_CLOCK=1 only). */
import { Type } from 'typebox';
import { Obj } from '../../core/schemas';

export const AdvanceBody = Obj({
  advanceDays: Type.Integer({ minimum: 0, maximum: 400, 'x-msg': '天数应为0至400的整数' }),
});

export const ClockNow = Type.Object({ now: Type.String() });
