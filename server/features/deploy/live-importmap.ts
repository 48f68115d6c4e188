/**
 * The live import map of this instance: the newest version in the database, with the module
 * closures its pages preload. Every instance holds the same map: a change is announced on the
 * database's notification channel (PostgreSQL LISTEN/NOTIFY, in-process for the embedded
 * database) and every instance reads the new version before the deploy call answers. While the
 * notification connection is down, the version number is checked at most a second apart.
 *
 * The map a build writes (dist/importmap.json) is adopted into the database when it is newer
 * than the last one adopted: exactly the entries the build changed become a new version, so a
 * local `npm run build` or `npm run dev` keeps working and an entry deployed through the API is
 * not reset by an unrelated rebuild.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileStamp } from '../../core/file-stamp';
import type { Db, Listener } from '../../db/db';
import { readModuleGraph, RoutePreloads } from '../../host/route-preloads';
import {
  addModules,
  closureModules,
  insertVersion,
  latestVersionNumber,
  lockMap,
  readLatest,
  readModules,
  readSource,
  writeSource,
} from './importmap.repo';
import {
  diffImports,
  EMPTY_MAP,
  normaliseMap,
  parseMap,
  serialiseMap,
  usedUrls,
  type ImportMapDoc,
} from './importmap-doc';
import { sha384 } from './module-check';

const IMPORTMAP_CHANNEL = 'scf_importmap';
/** Without notifications, how old the instance's idea of the version may get. */
const RECHECK_MS = 1000;
/** Who a build adopted from disk is recorded as. */
const BUILD_ACTOR = '本机构建';

export interface LiveMap {
  version: number;
  map: ImportMapDoc;
  /** The map as the page and /importmap.json get it. */
  json: string;
  preloads: RoutePreloads;
}

export class LiveImportMap {
  private current: LiveMap | null = null;
  private listener: Listener | null = null;
  /** Bumped by every announcement: a load that started before it is not trusted after it. */
  private generation = 0;
  private loadedGeneration = -1;
  private checkedAt = 0;
  private loading: Promise<LiveMap> | null = null;
  private adoptedStamp = '';
  private adopting: Promise<number | null> | null = null;

  constructor(
    private readonly db: Db,
    private readonly distDir: string,
    private readonly clock: () => number,
  ) {}

  async start(): Promise<void> {
    try {
      this.listener = await this.db.listen(IMPORTMAP_CHANNEL, () => {
        this.generation++;
      });
    } catch {
      this.listener = null; // no notifications: the version is checked every second instead
    }
  }

  async stop(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
  }

  /** Tells every instance (this one included) that the map changed; inside a transaction, at commit. */
  static announce(tx: Db, version: number): Promise<void> {
    return tx.notify(IMPORTMAP_CHANNEL, String(version));
  }

  /** The live map; adopts a newer build on disk first. */
  async get(): Promise<LiveMap> {
    // One adoption at a time per instance: the requests arriving meanwhile wait for it.
    this.adopting ??= this.adoptBuild()
      .catch(() => null)
      .finally(() => {
        this.adopting = null;
      });
    await this.adopting;
    const fresh =
      this.current !== null &&
      this.loadedGeneration === this.generation &&
      (this.listener?.healthy() === true || this.clock() - this.checkedAt < RECHECK_MS);
    if (fresh && this.current) return this.current;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    try {
      return await this.loading;
    } catch (err) {
      // The database is unreachable: pages keep the map this instance last had (the API
      // answers 503 meanwhile); without one, the error stands.
      if (this.current) return this.current;
      throw err;
    }
  }

  private async load(): Promise<LiveMap> {
    const generation = this.generation;
    const now = this.clock();
    const version = await latestVersionNumber(this.db);
    if (this.current && this.current.version === version) {
      this.checkedAt = now;
      this.loadedGeneration = generation;
      return this.current;
    }
    const row = await readLatest(this.db);
    const map = row ? parseMap(row.map) : { ...EMPTY_MAP };
    const graph: Record<string, readonly string[]> = {};
    for (const m of await readModules(this.db)) {
      try {
        const imports = JSON.parse(m.imports) as unknown;
        if (Array.isArray(imports)) graph[m.url] = imports.filter((i): i is string => typeof i === 'string');
      } catch {
        // a damaged row only shortens a preload list
      }
    }
    const live: LiveMap = {
      version: row?.version ?? 0,
      map,
      json: serialiseMap(map),
      preloads: new RoutePreloads(map, graph),
    };
    this.current = live;
    this.checkedAt = now;
    this.loadedGeneration = generation;
    return live;
  }

  /**
   * Adopts dist/importmap.json when it changed since this instance last looked and is newer
   * than the build the database adopted last (an older instance of a rolling upgrade never
   * takes the map back). Returns the new version, or null when nothing was adopted.
   */
  async adoptBuild(): Promise<number | null> {
    const file = path.join(this.distDir, 'importmap.json');
    const info = fileStamp(file);
    if (info === null || info.key === this.adoptedStamp) return null;
    const text = await readFile(file, 'utf8');
    const built = parseMap(text);
    const graph = await readModuleGraph(this.distDir);
    const mtime = Math.floor(info.mtimeMs);
    const version = await this.db.transaction(async (tx) => {
      await lockMap(tx);
      const source = await readSource(tx);
      const before = source ? parseMap(source.map) : { ...EMPTY_MAP };
      const changes = diffImports(before.imports, built.imports);
      const latest = await readLatest(tx);
      if (source && (changes.length === 0 || mtime < source.file_mtime) && latest) return null;
      const live = latest ? parseMap(latest.map) : { ...EMPTY_MAP };
      const next: ImportMapDoc = {
        imports: { ...live.imports },
        scopes: built.scopes,
        integrity: { ...live.integrity },
      };
      for (const c of changes) {
        if (c.to === null) delete next.imports[c.specifier];
        else {
          next.imports[c.specifier] = c.to;
          const hash = await this.localIntegrity(c.to);
          if (hash) next.integrity[c.to] = hash;
        }
      }
      // Deployed entries keep their closures' integrity (chunks are not in imports themselves).
      const normal = normaliseMap(next, await closureModules(tx, [...usedUrls(next)]));
      const applied = diffImports(live.imports, normal.imports);
      await writeSource(tx, JSON.stringify({ imports: built.imports, scopes: built.scopes }), mtime);
      await addModules(tx, graph, this.clock());
      if (latest && applied.length === 0 && JSON.stringify(normal.scopes) === JSON.stringify(live.scopes)) return null;
      const v = (latest?.version ?? 0) + 1;
      await insertVersion(tx, {
        version: v,
        created_at: this.clock(),
        actor: BUILD_ACTOR,
        action: 'build',
        map: JSON.stringify(normal),
        changes: JSON.stringify(applied),
        rollback_to: null,
        ip: '',
      });
      await LiveImportMap.announce(tx, v);
      return v;
    });
    this.adoptedStamp = info.key;
    return version;
  }

  /** The SHA-384 of a portal file named by a map entry; null for URLs elsewhere or files missing. */
  private async localIntegrity(url: string): Promise<string | null> {
    if (!url.startsWith('/assets/') || url.includes('..')) return null;
    const body = await readFile(path.join(this.distDir, url)).catch(() => null);
    return body ? sha384(body) : null;
  }
}
