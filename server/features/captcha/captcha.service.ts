/**
 * Image captcha bound to a browserID: 4 characters, 2 minutes, case-insensitive, single use
 * even when the answer is wrong (it is deleted before it is compared).
 */
import { AppError, fail } from '../../core/envelope';
import type { AppContext } from '../../core/context';
import { randomFrom, safeEqual, sha256Hex } from '../../core/crypto';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captcha.png';
import { burnWrongCaptcha, hasCaptcha, putCaptcha, takeCaptcha } from './captcha.repo';

const CAPTCHA_TTL_MS = 2 * 60_000;

function hashAnswer(browserId: string, answer: string): string {
  return sha256Hex(`${browserId}:${answer.toUpperCase()}`);
}

export async function issueCaptcha(ctx: AppContext, browserId: string): Promise<string> {
  const answer = randomFrom(CAPTCHA_ALPHABET, 4);
  await putCaptcha(ctx.db, browserId, hashAnswer(browserId, answer), ctx.clock() + CAPTCHA_TTL_MS);
  await ctx.senders.captcha(browserId, answer);
  return `data:image/png;base64,${(await renderCaptchaPng(answer)).toString('base64')}`;
}

const CAPTCHA_WRONG = '图形验证码错误或已过期，请刷新后重试';

/** Uses up the captcha; throws the field error when it was wrong, missing or expired. */
export async function consumeCaptcha(
  ctx: AppContext,
  browserId: string,
  answer: string,
  field = 'captcha',
): Promise<void> {
  const row = await takeCaptcha(ctx.db, browserId);
  if (!row || row.expires_at < ctx.clock() || !safeEqual(row.answer_hash, hashAnswer(browserId, answer))) {
    throw fail.bad(CAPTCHA_WRONG, field);
  }
}

/**
 * The pre-check (verify/codeValid): a wrong answer burns the captcha, a right one
 * stays for the call that needs it.
 */
export async function checkCaptcha(ctx: AppContext, browserId: string, answer: string): Promise<void> {
  const wanted = hashAnswer(browserId, answer);
  if (await burnWrongCaptcha(ctx.db, browserId, wanted, ctx.clock()))
    throw new AppError(400, CAPTCHA_WRONG, { field: 'code' });
  if (!(await hasCaptcha(ctx.db, browserId))) throw new AppError(400, CAPTCHA_WRONG, { field: 'code' });
}
