/**
 * Image captcha bound to a browserID: 4 characters, 2 minutes, case-insensitive, single use
 * even when the answer is wrong (it is deleted before it is compared).
 */
import { AppError, fail } from '../../core/envelope';
import type { AppContext } from '../../core/context';
import { randomFrom, safeEqual, sha256Hex } from '../../core/crypto';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captcha.png';

export const CAPTCHA_TTL_MS = 2 * 60_000;

function hashAnswer(browserId: string, answer: string): string {
  return sha256Hex(`${browserId}:${answer.toUpperCase()}`);
}

export async function issueCaptcha(ctx: AppContext, browserId: string): Promise<string> {
  const answer = randomFrom(CAPTCHA_ALPHABET, 4);
  await ctx.db.query(
    `INSERT INTO captchas (browser_id, answer_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (browser_id) DO UPDATE SET answer_hash = EXCLUDED.answer_hash, expires_at = EXCLUDED.expires_at`,
    [browserId, hashAnswer(browserId, answer), ctx.clock() + CAPTCHA_TTL_MS],
  );
  await ctx.senders.captcha(browserId, answer);
  return `data:image/png;base64,${(await renderCaptchaPng(answer)).toString('base64')}`;
}

export const CAPTCHA_WRONG = '图形验证码错误或已过期，请刷新后重试';

/** Uses up the captcha; throws the field error when it was wrong, missing or expired. */
export async function consumeCaptcha(ctx: AppContext, browserId: string, answer: string, field = 'captcha'): Promise<void> {
  const rows = await ctx.db.query<{ answer_hash: string; expires_at: number }>(
    'DELETE FROM captchas WHERE browser_id = $1 RETURNING answer_hash, expires_at',
    [browserId],
  );
  const row = rows[0];
  if (!row || row.expires_at < ctx.clock() || !safeEqual(row.answer_hash, hashAnswer(browserId, answer))) {
    throw fail.bad(CAPTCHA_WRONG, field);
  }
}

/**
 * The pre-check of spec §7 (verify/codeValid): a wrong answer burns the captcha, a right one
 * stays for the call that needs it.
 */
export async function checkCaptcha(ctx: AppContext, browserId: string, answer: string): Promise<void> {
  const wanted = hashAnswer(browserId, answer);
  const burned = await ctx.db.query<{ browser_id: string }>(
    'DELETE FROM captchas WHERE browser_id = $1 AND (answer_hash <> $2 OR expires_at < $3) RETURNING browser_id',
    [browserId, wanted, ctx.clock()],
  );
  if (burned.length > 0) throw new AppError(400, CAPTCHA_WRONG, { field: 'code' });
  const left = await ctx.db.query<{ browser_id: string }>('SELECT browser_id FROM captchas WHERE browser_id = $1', [browserId]);
  if (left.length === 0) throw new AppError(400, CAPTCHA_WRONG, { field: 'code' });
}
