/**
 * `npm run dev -- --parcel NAME`: develop one parcel against the portal. The parcel is rebuilt
 * on every save (Vite watch, about a second) and its line in dist/importmap.json updated; the
 * server inlines the live map into the next page, and pages opened from a server started by
 * this script reload themselves. Every other application keeps running from dist/.
 */
import { build } from 'vite';
import { parcelConfig, isParcelName, PARCELS, DIST, parcelSpecifier, type ParcelName } from '../vite.config';
import { readImportMap, writeImportMap } from './import-map';
import { spawnServer } from './lib/spawn-server';
import { ensureBuild } from './build-state.mjs';

function parcelArg(): ParcelName {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--parcel');
  const name = i >= 0 ? argv[i + 1] : argv[0];
  if (!name || !isParcelName(name)) {
    console.error(`Usage: npm run dev -- --parcel <${Object.keys(PARCELS).join('|')}>`);
    process.exit(2);
  }
  return name;
}

async function serverIsUp(port: string): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const name = parcelArg();
  ensureBuild();
  const port = process.env.PORT ?? '8080';
  let stop: (() => Promise<void>) | null = null;
  if (await serverIsUp(port)) {
    console.log(`Using the portal already running on http://127.0.0.1:${port}`);
  } else {
    const server = await spawnServer({
      PORT: port,
      SCF_LIVE_RELOAD: '1',
      NODE_ENV: 'development',
      DATA_DIR: process.env.DATA_DIR ?? 'data',
    });
    console.log(`Portal with live reload: ${server.url}`);
    server.process.stdout?.pipe(process.stdout);
    stop = server.stop;
  }

  const spec = parcelSpecifier(name);
  const config = parcelConfig(name, (report) => {
    const url = report.imports[spec];
    if (!url) return;
    const map = readImportMap(DIST);
    if (map.imports[spec] === url) return;
    map.imports[spec] = url;
    writeImportMap(DIST, map);
    console.log(`[${new Date().toLocaleTimeString()}] ${spec} → ${url}`);
  });
  await build({ ...config, logLevel: 'info', build: { ...config.build, watch: {} } });
  console.log(`Watching parcels/${name}/ and shared/ (shared changes need a full \`npm run build\`). Ctrl+C to stop.`);

  const quit = async (): Promise<void> => {
    await stop?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void quit());
  process.on('SIGTERM', () => void quit());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
