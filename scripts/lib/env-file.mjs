// The `.env` file of `npm start`: passed to the server with Node's --env-file when it exists.
// Node 20 has no --env-file-if-exists (Node 22 does), so the check is made here.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Node arguments that load `<dir>/.env`, or none when there is no such file. */
export function envFileArgs(dir = '.') {
  const file = path.join(dir, '.env');
  return existsSync(file) ? [`--env-file=${file}`] : [];
}
