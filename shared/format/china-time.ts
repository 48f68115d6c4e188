/**
 * A time the browser makes itself ("验证码已发送（14:03:27 发送）", 已自动保存, 最近查询时间)
 * in China time, UTC+8 without daylight saving, like every time the server sends
 * (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai): a reader abroad, or a browser set to another zone,
 * saw the two disagree (issue 33.14).
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `HH:mm:ss` in China time of an instant (a Date or epoch ms); '' for an invalid one. */
export function chinaClock(at: Date | number): string {
  const ms = at instanceof Date ? at.getTime() : at;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(11, 19);
}
