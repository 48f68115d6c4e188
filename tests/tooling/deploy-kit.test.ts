/**
 * The deployment kit is checked without a Docker engine: the Dockerfile and docker-compose.yml
 * are parsed and held to what docs/deploy.md promises (a non-root runtime with a health check,
 * two portal instances behind a proxy, PostgreSQL), and .env.example must list exactly the
 * variables the server reads, found in the server's code (no second hand-kept list).
 * Where a Docker engine answers, `docker compose config` validates the compose file as well.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Dockerfile → stages of instructions (continuation lines joined, comments dropped). */
function dockerStages(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const m = /^([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const keyword = (m[1] ?? '').toUpperCase();
    const args = m[2] ?? '';
    if (keyword === 'FROM') {
      const f = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args);
      stages.push({ from: f?.[1] ?? '', name: f?.[2], instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** Every `env.NAME` / `process.env.NAME` the server's code reads. */
function variablesReadByServer(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.ts$/.test(entry)) {
        for (const m of readFileSync(file, 'utf8').matchAll(
          /\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g,
        ))
          names.add((m[1] ?? m[2]) as string);
      }
    }
  };
  walk(path.join(ROOT, 'server'));
  return names;
}

/** `.env.example` → variable → the comment lines right above it. */
function envExample(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let comment: string[] = [];
  for (const raw of read('.env.example').split('\n')) {
    const line = raw.trim();
    const assignment = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (assignment) {
      out.set(assignment[1] as string, comment);
      comment = [];
    } else if (line.startsWith('#')) comment.push(line.replace(/^#\s?/, ''));
    else comment = [];
  }
  return out;
}

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'));
  const runtime = stages.at(-1);
  const final = runtime?.instructions ?? [];
  const args = (keyword: string): string[] => final.filter((i) => i.keyword === keyword).map((i) => i.args);

  it('builds in one stage and runs from a slim one that copies the build', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime?.from).toMatch(/^node:.*slim/);
    const build = stages[0]?.name;
    expect(build).toBeTruthy();
    expect(args('COPY').some((a) => a.includes(`--from=${build}`) && a.includes('dist'))).toBe(true);
  });

  it('runs the server as a user other than root', () => {
    const users = args('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('checks its health on /api/health and starts the server', () => {
    expect(args('HEALTHCHECK').join(' ')).toMatch(/CMD .*\/api\/health/);
    expect(args('CMD').join(' ')).toContain('server/main.ts');
    expect(args('ENV').join(' ')).toMatch(/NODE_ENV=production/);
  });
});

describe('docker-compose.yml', () => {
  interface Service {
    image?: string;
    build?: unknown;
    environment?: Record<string, string>;
    volumes?: string[];
    depends_on?: unknown;
  }
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, Service>;
    volumes?: Record<string, unknown>;
  };
  const services = Object.entries(compose.services);
  const portals = services.filter(([, s]) => s.build !== undefined || s.image?.startsWith('scf-portal'));
  const dockerEnv = Object.fromEntries(
    dockerStages(read('Dockerfile'))
      .at(-1)
      ?.instructions.filter((i) => i.keyword === 'ENV')
      .flatMap((i) => [...i.args.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]])) ?? [],
  ) as Record<string, string>;

  it('starts PostgreSQL with its data on a volume', () => {
    const pg = services.find(([, s]) => s.image?.startsWith('postgres'));
    expect(pg).toBeDefined();
    expect(pg?.[1].volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
  });

  it('runs two portal instances on that database, with a data volume and TRUST_PROXY', () => {
    expect(portals.length).toBe(2);
    const pgName = services.find(([, s]) => s.image?.startsWith('postgres'))?.[0] ?? 'postgres';
    for (const [name, s] of portals) {
      expect(s.environment?.DATABASE_URL, name).toMatch(new RegExp(`^postgres(ql)?://[^@]+@${pgName}:5432/`));
      expect(s.environment?.TRUST_PROXY, name).toBe('1');
      expect(s.environment?.NODE_ENV, name).toBe('production');
      expect(
        s.volumes?.some((v) => v.endsWith(`:${dockerEnv.DATA_DIR}`)),
        name,
      ).toBe(true);
    }
  });

  it('puts a proxy in front whose configuration sends traffic to both instances', () => {
    const proxy = services.find(([, s]) => /^(nginx|caddy)/.test(s.image ?? ''));
    expect(proxy).toBeDefined();
    const mount = proxy?.[1].volumes?.find((v) => v.startsWith('./'));
    const configFile = mount?.split(':')[0] ?? '';
    expect(existsSync(path.join(ROOT, configFile)), configFile).toBe(true);
    const config = read(configFile);
    for (const [name] of portals) expect(config).toContain(`${name}:8080`);
    expect(config).toMatch(/X-Forwarded-For/i);
  });

  it('passes `docker compose config` where a Docker engine answers', () => {
    const engine = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 });
    if (engine.status !== 0) {
      console.warn('No Docker engine here: docker-compose.yml was checked by parsing only.');
      return;
    }
    execFileSync('docker', ['compose', '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '--quiet'], {
      env: { ...process.env, SMTP_URL: 'smtp://mail.example.com', SMS_WEBHOOK_URL: 'https://sms.example.com/send' },
      stdio: 'pipe',
    });
  });
});

describe('.env.example', () => {
  const listed = envExample();
  const used = variablesReadByServer();

  it('lists every variable the server reads, and only those', () => {
    expect(used.size).toBeGreaterThan(10);
    expect([...listed.keys()].sort()).toEqual([...used].sort());
  });

  it('explains each variable in a comment above it', () => {
    for (const [name, comment] of listed) expect(comment.join(' ').length, name).toBeGreaterThan(15);
  });

  it('is kept out of images and git, unlike the real .env', () => {
    expect(used.has('DATABASE_URL')).toBe(true);
    expect(readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')).toMatch(/^\.env$/m);
    expect(readFileSync(path.join(ROOT, '.gitignore'), 'utf8')).toMatch(/^\.env$/m);
  });
});
