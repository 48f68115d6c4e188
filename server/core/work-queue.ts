/**
 * A queue with a bounded number of running tasks and a bounded number of waiting ones, for
 * expensive work such as password logins (RSA decryption plus an argon2id check). A morning
 * burst then waits its turn in order instead of slowing every other request, and once the
 * waiting line is full the next caller is told at once that the system is busy.
 */
import { fail } from './envelope';

const BUSY_MSG = '系统繁忙，请稍后重试';

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  running(): number;
  waiting(): number;
}

export function createWorkQueue(concurrency: number, maxWaiting: number): WorkQueue {
  let active = 0;
  const line: Array<() => void> = [];

  function next(): void {
    active--;
    const start = line.shift();
    if (start) {
      active++;
      start();
    }
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active++;
        return Promise.resolve().then(task).finally(next);
      }
      if (line.length >= maxWaiting) return Promise.reject(fail.throttled(1, BUSY_MSG));
      return new Promise<T>((resolve, reject) => {
        line.push(() => {
          Promise.resolve().then(task).then(resolve, reject).finally(next);
        });
      });
    },
    running: () => active,
    waiting: () => line.length,
  };
}
