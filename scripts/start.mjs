// `npm start`: install if needed, build if stale, then run the server (embedded database,
// migrations, demo data; it prints the URL and the demo logins).
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const { ensureBuild } = await import('./build-state.mjs');
ensureBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
