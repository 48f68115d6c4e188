// `npm start`: install if needed, build if stale, then run the server (embedded database,
// migrations, demo data; it prints the URL and the demo logins). Each slow step says what it
// is doing first, so a first start (a minute or more) is never a silent terminal.
// A `.env` file next to package.json is loaded into the server's environment (Node's --env-file;
// variables already set in the shell win). See .env.example for every variable.
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';
import { envFileArgs } from './lib/env-file.mjs';

ensureDeps();
const { ensureBuild } = await import('./build-state.mjs');
ensureBuild();

const envFile = envFileArgs();
console.log(
  `Starting the server${envFile.length ? ' with the settings in .env' : ''}: database, migrations, demo data...`,
);
const server = spawn(process.execPath, [...envFile, '--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
