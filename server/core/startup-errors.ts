/**
 * What an operator reads when the server cannot start: one line, Chinese and English, saying
 * what to set; never a stack trace. Known causes (a bad setting, an unreachable database, a port
 * in use) get their own line; anything else says what failed in one line.
 */
import { ConfigError } from '../config';

/** The database could not be reached or refused us; `driverError` is what the driver said. */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly usesPostgres: boolean,
    readonly driverError: unknown,
  ) {
    super('database unavailable');
  }
}

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function oneLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** The line written to stderr before exiting with a failing code. */
export function startupFailureLine(err: unknown, port: number): string {
  if (err instanceof ConfigError) {
    return `配置错误：${err.zh}。Configuration error: ${err.message}.`;
  }
  if (err instanceof DatabaseUnavailableError) {
    const detail = oneLine(err.driverError);
    return err.usesPostgres
      ? `无法连接数据库（${detail}）：请检查 DATABASE_URL（如 postgres://用户:密码@主机:5432/库名），或去掉它以使用内置数据库。Cannot ` +
          `connect to the database (${detail}): check DATABASE_URL (postgres://user:password@host:5432/db), ` +
          `or unset it for the embedded database.`
      : `无法打开内置数据库（${detail}）：请检查 DATA_DIR 是否可写且未被另一个进程占用。Cannot open the embedded database (${detail}): ` +
          `check that DATA_DIR is writable and not in use by another process.`;
  }
  const code = errorCode(err);
  if (code === 'EADDRINUSE') {
    return (
      `端口 ${port} 已被占用：请设置 PORT 为空闲端口（PORT=0 自动选择）或停止占用它的程序。Port ${port} is in use: ` +
      `set PORT to a free port (PORT=0 picks one) or stop the program using it.`
    );
  }
  if (code === 'EACCES') {
    return (
      `没有权限监听端口 ${port}：请设置 PORT 为 1024 以上的端口，由代理监听 80/443。No permission to listen on port ${port}: ` +
      `set PORT above 1024 and let the proxy listen on 80/443.`
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return (
      `无法监听 HOST 指定的地址（${oneLine(err)}）：请检查 HOST（如 127.0.0.1 或 0.0.0.0）。Cannot ` +
      `listen on HOST (${oneLine(err)}): check HOST (e.g. 127.0.0.1 or 0.0.0.0).`
    );
  }
  return `启动失败（${oneLine(err)}）。Failed to start: ${oneLine(err)}.`;
}
