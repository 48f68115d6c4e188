/**
 * A full disk. PostgreSQL and PGlite refuse a write that needs space they cannot get with
 * SQLSTATE 53100 (disk_full, "could not extend file ...: No space left on device"); the
 * operating system says ENOSPC. Such a write is answered 503 with a message saying why
 * (core/errors.ts), and readiness reports not-ready while writes keep failing, so that a load
 * balancer sends the traffic elsewhere; it recovers by itself once space is freed.
 */
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../core/time';

export const DISK_FULL_MSG = '服务器存储空间不足，暂时无法保存，请稍后重试';
export const DISK_FULL_READY_MSG = '服务未就绪：数据库磁盘空间不足，写入失败';

export function isDiskFullError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (code === '53100' || code === 'ENOSPC') return true;
  return /No space left on device/i.test(err.message);
}

export interface DiskSpaceOptions {
  /** The embedded database's folder: where a probe write tells whether space is back. */
  dataDir: string | null;
  /** Bytes the probe writes (default 1 MiB: room for more than one page). */
  probeBytes?: number;
  /**
   * Without a folder to probe (PostgreSQL: the disk is the database server's), how long after
   * the last disk-full error the instance counts as not ready (default 30 s); then traffic is
   * let in again, and the next failing write starts another such period.
   */
  holdMs?: number;
}

export class DiskSpaceWatch {
  private fullAt: number | null = null;
  private readonly probeBytes: number;
  private readonly holdMs: number;

  constructor(
    private readonly clock: Clock,
    private readonly options: DiskSpaceOptions,
  ) {
    this.probeBytes = options.probeBytes ?? 1024 * 1024;
    this.holdMs = options.holdMs ?? 30_000;
  }

  /** A write failed for lack of space. */
  noteFull(): void {
    this.fullAt = this.clock();
  }

  /** Whether writes are failing for lack of space now (readiness). */
  async full(): Promise<boolean> {
    if (this.fullAt === null) return false;
    const dir = this.options.dataDir;
    if (dir === null) {
      if (this.clock() - this.fullAt < this.holdMs) return true;
      this.fullAt = null;
      return false;
    }
    const probe = path.join(dir, '.scf-space-probe');
    try {
      await writeFile(probe, Buffer.alloc(this.probeBytes), { flush: true });
      this.fullAt = null;
      return false;
    } catch (err) {
      if (isDiskFullError(err)) return true;
      // Another fault (permissions, a missing folder) is not ours to judge: the database check says.
      this.fullAt = null;
      return false;
    } finally {
      await unlink(probe).catch(() => undefined);
    }
  }
}
