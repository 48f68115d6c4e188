/**
 * The server's folders say what a file is: server/features/<name> holds one feature (routes,
 * service, repository), server/infra/<name> what features use (keys, senders, throttle…).
 * Infrastructure never imports a feature.
 *
 * Where SQL may run (read from the files, so adding SQL anywhere else fails this test):
 * - `*.repo.ts` files run SQL (`.query(`, `.exec(`) and nothing else does, anywhere under
 *   server/ except server/db (the database seam itself, migrations and the seed).
 * - A service (any file that is not a route or a repository) may open a transaction,
 *   `db.transaction(async (tx) => …)`, and hand `tx` to repository functions: since it may not
 *   run SQL itself, the handle can only be passed on. That is how rules, transactions and the
 *   audit entry of a change stay together in the service.
 * - Route files (`*.routes.ts`) neither run SQL nor open transactions: handlers call services
 *   and repositories.
 * - Route files are Fastify plugins typed `FastifyPluginAsyncTypebox` (as in fastify/demo), never a
 *   local `withTypeProvider`; they export their plugin and nothing else (no service code), and
 *   their folder (a feature's or infrastructure's) keeps their schemas in a `*.schemas.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve('server');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * A SQL call: `.query(` / `.query<…>(` (Fastify's request.query is a property, never called),
 * or `.exec(` on a database handle or with a SQL text (RegExp#exec takes a variable).
 */
const SQL_CALL = /\.query\s*[<(]|\b(?:db|tx|client|\w+Db)\.exec\s*\(|\.exec\s*\(\s*['"`]/;
const TRANSACTION = /\.transaction\s*[<(]/;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function rel(file: string): string {
  return path.relative(SERVER, file).split(path.sep).join('/');
}

function sqlOffenders(list: string[]): string[] {
  return list
    .filter((f) => !f.endsWith('.repo.ts') && SQL_CALL.test(withoutComments(readFileSync(f, 'utf8'))))
    .map(rel);
}

function transactionOffenders(list: string[]): string[] {
  return list
    .filter((f) => f.endsWith('.routes.ts') && TRANSACTION.test(withoutComments(readFileSync(f, 'utf8'))))
    .map(rel);
}

describe('server layers', () => {
  it('has features and infrastructure, and no folder that mixes them', () => {
    expect(readdirSync(SERVER)).not.toContain('modules');
    expect(readdirSync(path.join(SERVER, 'features')).length).toBeGreaterThan(0);
    expect(readdirSync(path.join(SERVER, 'infra')).length).toBeGreaterThan(0);
  });

  it('infrastructure never imports a feature', () => {
    const offenders = files(path.join(SERVER, 'infra')).filter((f) =>
      /from '[./]*\/features\//.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it('recognises SQL calls and transactions the way the rules below need', () => {
    for (const sql of [
      "await ctx.db.query('SELECT 1')",
      'await tx.query<{ id: number }>(`UPDATE x SET y = 1`)',
      'db.exec(`CREATE TABLE t (id int)`)',
      "await this.db.exec('VACUUM')",
    ]) {
      expect(SQL_CALL.test(sql), sql).toBe(true);
    }
    for (const notSql of [
      'const q = request.query;',
      'PATH_RE.exec(p)',
      '/^Bearer\\s+(\\S+)$/i.exec(header)',
      'ok(await listX(ctx, request.query.id))',
    ]) {
      expect(SQL_CALL.test(notSql), notSql).toBe(false);
    }
    expect(TRANSACTION.test('await ctx.db.transaction(async (tx) => {')).toBe(true);
    expect(withoutComments('/** Runs db.query(sql) */\nconst x = 1;')).not.toMatch(SQL_CALL);
  });

  it('runs SQL only in repositories (server/db, the database seam, aside)', () => {
    const all = files(SERVER).filter((f) => !rel(f).startsWith('db/'));
    expect(all.length).toBeGreaterThan(50);
    expect(sqlOffenders(all)).toEqual([]);
  });

  it(
    'keeps every feature to routes → service → repository: ' +
      'SQL only in *.repo.ts, transactions opened in services only',
    () => {
      const features = files(path.join(SERVER, 'features'));
      expect(features.filter((f) => f.endsWith('.repo.ts')).length).toBeGreaterThan(10);
      expect(sqlOffenders(features)).toEqual([]);
      expect(transactionOffenders(features)).toEqual([]);
    },
  );

  /**
   * The exported functions of the features that write one of `tables`, each with whether it calls
   * `announcer(` (a cache on every instance is dropped by that announcement).
   */
  const writersOf = (tables: readonly string[], announcer: string) => {
    const write = new RegExp(`\\b(?:INSERT INTO|UPDATE|DELETE FROM)\\s+(?:${tables.join('|')})\\b`, 'i');
    return files(path.join(SERVER, 'features')).flatMap((f) =>
      withoutComments(readFileSync(f, 'utf8'))
        .split(/\n(?=export )/)
        .filter((chunk) => write.test(chunk))
        .map((chunk) => ({ where: `${rel(f)}: ${chunk.split('\n')[0]}`, announces: chunk.includes(`${announcer}(`) })),
    );
  };

  it('announces every change of product grants from the repository function that writes it', () => {
    // Product grants (permits, company roles, employee roles) are cached on every instance
    // (product-access.ts); a write that does not announce itself would leave them stale there.
    const writers = writersOf(['company_products', 'company_roles', 'employee_roles'], 'announceGrantsChanged');
    expect(writers.length).toBeGreaterThan(8);
    expect(writers.filter((w) => !w.announces).map((w) => w.where)).toEqual([]);
  });

  it('announces every write of the rows behind the cached list summaries from the repository function', () => {
    // The list summaries (vouchers, transfers, settlement days, financing) are cached on every
    // instance until a change is announced (voucher-summary-cache.ts); a write that does not
    // announce itself would leave a summary stale there.
    const tables = ['credit_vouchers', 'voucher_applications', 'settlements', 'znx_applications'];
    const writers = writersOf(tables, 'vouchersChanged');
    expect(writers.length).toBeGreaterThan(8);
    expect(writers.filter((w) => !w.announces).map((w) => w.where)).toEqual([]);
  });

  it(
    'declares routes as FastifyPluginAsyncTypebox plugins that export nothing but the plugin, ' +
      'with the schemas in *.schemas.ts',
    () => {
      const routes = files(SERVER).filter((f) => f.endsWith('.routes.ts'));
      expect(routes.length).toBeGreaterThan(25);
      const untyped = routes.filter((f) => {
        const code = withoutComments(readFileSync(f, 'utf8'));
        return code.includes('withTypeProvider') || !/export const \w+: FastifyPluginAsyncTypebox\b/.test(code);
      });
      expect(untyped.map(rel)).toEqual([]);
      const exportLine =
        /^export (?:async )?(?:function|const|let|class|type|interface|\{) ?(\w*)(: FastifyPluginAsyncTypebox\b)?/gm;
      const otherExports = routes.flatMap((f) =>
        [...withoutComments(readFileSync(f, 'utf8')).matchAll(exportLine)]
          .filter((m) => m[2] === undefined)
          .map((m) => `${rel(f)}: ${m[1]}`),
      );
      expect(otherExports).toEqual([]);
      // Route files (features and infrastructure alike) name their schemas and declare none
      // (no `Type.…(` or `Obj(…)` of their own); their folder keeps them in a *.schemas.ts.
      const inlineSchemas = routes.filter((f) =>
        /\bType\.\w+\(|\bObj\(/.test(withoutComments(readFileSync(f, 'utf8'))),
      );
      expect(inlineSchemas.map(rel)).toEqual([]);
      const routeDirs = new Set(routes.map((f) => path.dirname(f)));
      expect([...routeDirs].some((d) => rel(d).startsWith('infra/'))).toBe(true);
      const withoutSchemas = [...routeDirs].filter((d) => !readdirSync(d).some((n) => n.endsWith('.schemas.ts')));
      expect(withoutSchemas.map(rel)).toEqual([]);
    },
  );
});
