/**
 * A server-rendered parcel's libraries are split by when its code needs them: what its entry
 * reaches statically (the first screen) and what only its lazily loaded files add. So a first
 * visit does not download the components of pages it has not opened, and the lazy part's small
 * leftovers join a chunk of lazy code before they join one the first screen loads.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  computeLibraryGroups,
  consumerGroupIndex,
  eagerTwin,
  pageFileConsumers,
  staticFiles,
  type Consumer,
  type ConsumerUsage,
} from '../../build/library-groups';
import { chunkNameFor, importCycle, MIN_PAGE_CHUNK_SOURCE, mergeSmallSets } from '../../build/vendor-chunks';

const dir = mkdtempSync(path.join(os.tmpdir(), 'scf-split-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, code: string): string => {
  const full = path.join(dir, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, code);
  return full;
};

describe('the first screen of a parcel', () => {
  it('is what its entry reaches through static imports, not through import() or type-only imports', () => {
    const entry = file(
      'p.parcel.tsx',
      `import { App } from './app.component';\nexport * from './pages';\nimport type { T } from './types';\n`,
    );
    const app = file(
      'app.component.tsx',
      `import './side-effect';\nimport { lazy } from 'react';\nconst Carousel = lazy(() => import('./carousel'));\n`,
    );
    const pages = file('pages/index.ts', `export { Home } from '../home.page';\n`);
    const home = file('home.page.tsx', `export const Home = 1;\n`);
    const side = file('side-effect.ts', `window.x = 1;\n`);
    file('carousel.tsx', `import { Carousel } from 'antd';\n`);
    file('types.ts', `export type T = 1;\n`);
    expect([...staticFiles(entry)].sort()).toEqual([app, entry, home, pages, side].sort());
  });
});

describe('@scf/shared/ui, which the first screen of every parcel loads', () => {
  it('takes from antd only the provider and the theme (the spinner comes with the first request)', () => {
    // An antd component used here lands in the chunk every public page downloads: Typography for
    // one heading once added about 40 KB gzip to the home page. A component of a few pages is
    // imported by those pages (or drawn in plain HTML with the theme's tokens, as SectionTitle).
    const names = new Set<string>();
    for (const f of staticFiles(path.resolve('shared/ui.ts'))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g))
        for (const spec of (m[1] ?? '').split(',')) {
          const name = spec.trim();
          if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
        }
    }
    expect([...names].sort()).toEqual(['ConfigProvider', 'theme']);
  });
});

describe('lazy consumers', () => {
  const usage = new Map<Consumer, ConsumerUsage>([
    ['index', { antd: new Set(['theme']), icons: new Set(), bare: new Set() }],
    ['index-lazy', { antd: new Set(['Carousel', 'Pagination']), icons: new Set(), bare: new Set() }],
    ['center', { antd: new Set(['Pagination', 'theme']), icons: new Set(), bare: new Set() }],
  ]);

  it('get a facade of their own, so the first screen’s facade does not carry them', () => {
    const groups = computeLibraryGroups(usage);
    expect(groups.facades.index).toEqual({ antd: ['theme'], icons: [] });
    expect(groups.facades['index-lazy']).toEqual({ antd: ['Carousel', 'Pagination'], icons: [] });
    // The parcel's build imports each name from the facade that loads first with it.
    expect(consumerGroupIndex(groups, 'index').antd).toEqual({
      theme: '@scf/lib/index',
      Pagination: '@scf/lib/index-lazy',
      Carousel: '@scf/lib/index-lazy',
    });
    expect(consumerGroupIndex(groups, 'center').antd).toEqual({
      theme: '@scf/lib/center',
      Pagination: '@scf/lib/center',
    });
  });

  it('are named after their parcel', () => {
    expect(eagerTwin('index-lazy')).toBe('index');
    expect(eagerTwin('center')).toBe('center');
    expect(chunkNameFor(new Set<Consumer>(['index', 'index-lazy', 'center']))).toBe('lib-center_index');
    expect(chunkNameFor(new Set<Consumer>(['index-lazy', 'center']))).toBe('lib-center_index-lazy');
  });

  it('put their small leftovers in a chunk of lazy code when one holds them, else in their parcel’s', () => {
    const set = (consumers: Consumer[], bytes: number) => ({ consumers: new Set(consumers), bytes });
    const sizes = new Map([
      ['a', set(['index'], 200_000)],
      ['b', set(['center', 'index-lazy'], 200_000)],
      ['c', set(['index-lazy'], 1_000)],
      ['d', set(['login-lazy'], 1_000)],
      ['e', set(['login'], 200_000)],
    ]);
    const merged = mergeSmallSets(sizes);
    expect([...(merged.get('c') ?? [])].sort()).toEqual(['center', 'index-lazy']);
    expect([...(merged.get('d') ?? [])]).toEqual(['login']);
  });
});

describe('a parcel split by page (the centre)', () => {
  it('gives each file to its page, to the parts every page loads, or to the few pages a heavy part serves', () => {
    const root = path.join(dir, 'split');
    const at = (name: string, code: string): string => file(`split/${name}`, code);
    const entry = at('c.parcel.tsx', `import { Layout } from './layout';\n`);
    const layout = at('layout.tsx', `import { Menu } from 'antd';\n`);
    at('a.page.tsx', `import { Frame } from './frame';\nimport { Log } from './log';\nimport { Own } from './own';\n`);
    at(
      'b.page.tsx',
      `import { Frame } from './frame';\nimport { Log } from './log';\nimport { Layout } from './layout';\n`,
    );
    at('frame.tsx', `import { Card } from 'antd';\n`);
    at('log.tsx', `import { ListTable } from '@scf/shared/list';\n`);
    at('own.tsx', `import { Slider } from 'antd';\n`);
    at('unused.tsx', `import { Tag } from 'antd';\n`);
    const byFile = pageFileConsumers('center', root, entry);
    const of = (name: string): Consumer | undefined => byFile.get(path.join(root, name));
    expect(of('layout.tsx')).toBeUndefined(); // the entry's
    expect(byFile.has(layout)).toBe(false);
    expect(of('a.page.tsx')).toBe('center~a');
    expect(of('own.tsx')).toBe('center~a');
    expect(of('frame.tsx')).toBe('center-lazy');
    expect(of('log.tsx')).toBe('center~a~b');
    expect(of('unused.tsx')).toBe('center-lazy');
    expect(eagerTwin('center~a~b')).toBe('center');
  });

  it('imports a page’s names from its facade, and what the entry has from the entry’s', () => {
    const groups = computeLibraryGroups(
      new Map<Consumer, ConsumerUsage>([
        ['center', { antd: new Set(['Button', 'Menu']), icons: new Set(), bare: new Set() }],
        ['center~user', { antd: new Set(['Slider']), icons: new Set(), bare: new Set() }],
      ]),
    );
    expect(consumerGroupIndex(groups, 'center~user').antd).toEqual({
      Slider: '@scf/lib/center~user',
      Button: '@scf/lib/center',
      Menu: '@scf/lib/center',
    });
  });

  it('keeps a page’s own leftovers apart above a smaller size, and names a chunk of many pages short', () => {
    const set = (consumers: Consumer[], bytes: number) => ({ consumers: new Set(consumers), bytes });
    const sizes = new Map([
      ['a', set(['center'], 200_000)],
      ['b', set(['center~user'], MIN_PAGE_CHUNK_SOURCE)],
      ['c', set(['center~devices'], 1_000)],
    ]);
    const merged = mergeSmallSets(sizes);
    expect([...(merged.get('b') ?? [])]).toEqual(['center~user']);
    expect([...(merged.get('c') ?? [])]).toEqual(['center']);
    const many = new Set<Consumer>(
      ['center~a', 'center~b', 'center~c', 'center~d', 'center~e', 'center~f', 'center~g'].map(
        (c) => `${c}-page-with-a-long-name` as Consumer,
      ),
    );
    const name = chunkNameFor(many) as string;
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name).toMatch(/^lib-center~a-page-with-a-long-name-and-6-more-[0-9a-f]{8}$/);
    expect(chunkNameFor(new Set<Consumer>(['center', 'center~user']))).toBe('lib-center');
  });
});

describe('the vendor chunks', () => {
  it('are checked for imports in a cycle', () => {
    expect(importCycle({ a: ['b', 'react'], b: ['c'], c: [] })).toBeNull();
    expect(importCycle({ a: ['b'], b: ['c'], c: ['b'] })).toEqual(['b', 'c', 'b']);
  });
});
