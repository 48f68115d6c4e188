/**
 * RSA-OAEP decryption in worker threads. One RSA-3072 private-key operation costs several
 * milliseconds of CPU; done on the main thread it stops every other request for that long, so
 * the event loop only hands the ciphertext to a worker and awaits the answer.
 *
 * The worker's code is a short CommonJS script passed with `eval` so that it runs the same
 * under tsx, vitest and plain Node (a TypeScript worker file would need a loader in each).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { constants, createPrivateKey, privateDecrypt } = require('node:crypto');
const key = createPrivateKey(workerData.privatePem);
parentPort.on('message', (task) => {
  let plain = null;
  try {
    const options = { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
    plain = privateDecrypt(options, Buffer.from(task.cipher));
  } catch {
    plain = null;
  }
  parentPort.postMessage({ id: task.id, plain: plain === null ? null : new Uint8Array(plain) });
});
`;

interface Reply {
  id: number;
  plain: Uint8Array | null;
}

interface Slot {
  worker: Worker;
  busy: number;
  dead: boolean;
}

export interface RsaPool {
  /** The plaintext, or null when the ciphertext does not decrypt with this key. */
  decrypt(cipher: Buffer): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** Workers for the server's key: at most one per spare core, at least one. */
function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export function createRsaPool(privatePem: string, size = defaultPoolSize()): RsaPool {
  const pending = new Map<number, { resolve: (b: Buffer | null) => void; reject: (e: Error) => void; slot: Slot }>();
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { privatePem } });
    // The pool never keeps the process alive on its own; requests in flight do.
    worker.unref();
    const slot: Slot = { worker, busy: 0, dead: false };
    worker.on('message', (reply: Reply) => {
      const task = pending.get(reply.id);
      if (!task) return;
      pending.delete(reply.id);
      task.slot.busy--;
      task.resolve(reply.plain === null ? null : Buffer.from(reply.plain));
    });
    // A worker that dies fails its tasks (the caller answers with a clear error) and is replaced.
    const fail = (err: Error) => {
      if (slot.dead) return;
      slot.dead = true;
      for (const [id, task] of pending) {
        if (task.slot !== slot) continue;
        pending.delete(id);
        task.reject(err);
      }
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      if (!closed) slots.push(spawn());
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closed) fail(new Error(`RSA worker exited with code ${code}`));
    });
    return slot;
  }

  for (let i = 0; i < size; i++) slots.push(spawn());

  return {
    decrypt(cipher) {
      if (closed) return Promise.reject(new Error('RSA pool closed'));
      // The least busy worker takes the task.
      const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      slot.busy++;
      return new Promise<Buffer | null>((resolve, reject) => {
        pending.set(id, { resolve, reject, slot });
        slot.worker.postMessage({ id, cipher: new Uint8Array(cipher) });
      });
    },
    async close() {
      closed = true;
      for (const [id, task] of pending) {
        pending.delete(id);
        task.reject(new Error('RSA pool closed'));
      }
      await Promise.all(slots.map((s) => s.worker.terminate()));
      slots.length = 0;
    },
  };
}
