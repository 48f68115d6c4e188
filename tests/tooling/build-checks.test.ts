/**
 * The build's guarantees: named antd/icon imports become per-module specifiers, and a parcel
 * that bundles its own copy of React (or leaves an unmapped import) fails the build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, parcelConfig, rewriteLibraryImports, vendorEntries, type BuildReport } from '../../vite.config';
import {
  computeLibraryGroups,
  consumerGroupIndex,
  groupEntrySource,
  libraryUsage,
  type Consumer,
  type ConsumerUsage,
} from '../../build/library-groups';
import { antdComponentDirs } from '../../build/library-imports';
import { chunkNameFor, mergeSmallSets, moduleConsumers } from '../../build/vendor-chunks';

describe('library import rewriting', () => {
  it('turns named antd imports into one specifier per component', () => {
    const out = rewriteLibraryImports(`import { Button, DatePicker as DP, type ButtonProps } from 'antd';`);
    expect(out).toContain(`import Button from 'antd/es/button';`);
    expect(out).toContain(`import DP from 'antd/es/date-picker';`);
    expect(out).toContain(`import type { ButtonProps } from 'antd';`);
  });

  it('keeps types imported without the type keyword as type-only imports', () => {
    const out = rewriteLibraryImports(`import { Form, FormProps } from "antd";`);
    expect(out).toContain(`import Form from 'antd/es/form';`);
    expect(out).toContain(`import type { FormProps } from 'antd';`);
  });

  it('turns icon imports into per-icon modules and leaves type-only imports alone', () => {
    expect(rewriteLibraryImports(`import { BellOutlined } from '@ant-design/icons';`)).toBe(
      `import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';`,
    );
    const typeOnly = `import type { ThemeConfig } from 'antd';`;
    expect(rewriteLibraryImports(typeOnly)).toBe(typeOnly);
  });

  it('gives the vendor build an entry for every antd component (its group or its own) and the shared library', () => {
    const groups = computeLibraryGroups(libraryUsage());
    const entries = vendorEntries(groups);
    for (const [name, dir] of antdComponentDirs()) {
      const served =
        (Object.hasOwn(groups.antd, name) && entries[groups.antd[name] as string] !== undefined) ||
        entries[`antd/es/${dir}`] !== undefined;
      expect(served, name).toBe(true);
    }
    for (const spec of [
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      '@ant-design/cssinjs',
      'dayjs',
      'axios',
      'single-spa',
      'single-spa-react',
      '@r2wc/react-to-web-component',
      '@r2wc/core',
      '@scf/shared',
      '@scf/shared/ui',
      '@scf/shared/forms',
      '@scf/shared/list',
      '@scf/shared/wizard',
      '@scf/shared/date-picker',
      '@scf/shared/sanitize',
      '@scf/shared/layout',
      '@scf/shared/service-widget',
    ]) {
      expect(entries[spec], spec).toBeDefined();
    }
  });
});

describe('duplicate-copy check', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scf-build-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const buildEntry = async (source: string): Promise<BuildReport | null> => {
    const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(entry, source);
    let report: BuildReport | null = null;
    await build({
      ...parcelConfig('not-found', (r) => (report = r), path.join(dir, 'out'), entry),
      logLevel: 'silent',
    });
    return report;
  };

  it('accepts a parcel that imports React through the map', async () => {
    const report = await buildEntry(`import { useState } from 'react';\nexport const x = useState;\n`);
    expect(report?.externals).toContain('react');
  });

  it('fails a parcel that bundles its own React', async () => {
    const reactFile = path.join(ROOT, 'node_modules/react/cjs/react.production.js');
    await expect(buildEntry(`import R from ${JSON.stringify(reactFile)};\nexport const x = R;\n`)).rejects.toThrow(
      /own copy of a shared library/,
    );
  });

  it('fails a parcel that bundles its own antd module', async () => {
    const antdFile = path.join(ROOT, 'node_modules/antd/es/button/index.js');
    await expect(buildEntry(`import B from ${JSON.stringify(antdFile)};\nexport const x = B;\n`)).rejects.toThrow(
      /own copy of a shared library/,
    );
  });
});

describe('library groups', () => {
  const usage = new Map<Consumer, ConsumerUsage>([
    ['shell', { antd: new Set(), icons: new Set(), bare: new Set(['single-spa']) }],
    ['login', { antd: new Set(['Button', 'Tabs']), icons: new Set(['UserOutlined']), bare: new Set(['react']) }],
    ['center', { antd: new Set(['Button', 'Table']), icons: new Set(['UserOutlined']), bare: new Set(['react']) }],
  ]);

  it('gives each consumer one facade of what it uses, and a build outside the portal the centre’s first', () => {
    const groups = computeLibraryGroups(usage);
    expect(groups.facades).toEqual({
      center: { antd: ['Button', 'Table'], icons: ['UserOutlined'] },
      login: { antd: ['Button', 'Tabs'], icons: ['UserOutlined'] },
    });
    expect(groups.consumers).toEqual({ '@scf/lib/center': ['center'], '@scf/lib/login': ['login'] });
    // A product parcel is mounted by the centre: it imports from the centre's facade first.
    expect(groups.antd).toEqual({ Button: '@scf/lib/center', Table: '@scf/lib/center', Tabs: '@scf/lib/login' });
    expect(consumerGroupIndex(groups, 'login')).toEqual({
      antd: { Button: '@scf/lib/login', Tabs: '@scf/lib/login' },
      icons: { UserOutlined: '@scf/lib/login' },
    });
    expect(groupEntrySource(groups, '@scf/lib/login')).toBe(
      `export { default as Button } from 'antd/es/button';\nexport { default as Tabs } from 'antd/es/tabs';` +
        `\nexport { default as UserOutlined } from '@ant-design/icons/es/icons/UserOutlined';\n`,
    );
  });

  it('points named imports at their group and keeps a per-component entry for the rest', () => {
    const out = rewriteLibraryImports(`import { Button as B, Modal, Tabs } from 'antd';`, {
      antd: { Button: '@scf/lib/center_login', Tabs: '@scf/lib/login' },
      icons: {},
    });
    expect(out).toContain(`import { Button as B } from '@scf/lib/center_login';`);
    expect(out).toContain(`import { Tabs } from '@scf/lib/login';`);
    expect(out).toContain(`import Modal from 'antd/es/modal';`);
  });

  it('puts a module in the chunk of the consumers that reach it, the shell taking what it reaches', () => {
    const graph = {
      getModuleInfo: (id: string) => ({
        importedIds: ({ a: ['c', 's'], b: ['c'], c: [], shell: ['s'], s: [] } as Record<string, string[]>)[id] ?? [],
      }),
    };
    const reach = moduleConsumers(
      new Map<string, Set<Consumer>>([
        ['a', new Set<Consumer>(['login'])],
        ['b', new Set<Consumer>(['center'])],
        ['shell', new Set<Consumer>(['shell'])],
      ]),
      graph,
    );
    expect(chunkNameFor(reach.get('a'))).toBe('lib-login');
    expect(chunkNameFor(reach.get('c'))).toBe('lib-center_login');
    expect(chunkNameFor(reach.get('s'))).toBe('shell');
    expect(chunkNameFor(undefined)).toBeNull();
  });

  it(
    'places what an entry loads lazily by the later selves of its consumers, ' +
      'never by the one facade that imports it',
    () => {
      // `ui` (a shared entry every parcel imports) loads `app` lazily; `app` needs `modal`, which the
      // centre's facade also imports statically. Before, `modal` sat in the centre's chunk alone, so
      // the home page's lazy `app` fetched the whole of it.
      const statics: Record<string, string[]> = { ui: [], app: ['modal'], modal: [], centre: ['modal'], root: [] };
      const dynamics: Record<string, string[]> = { ui: ['app'], root: ['late'] };
      const graph = {
        getModuleInfo: (id: string) => ({ importedIds: statics[id] ?? [], dynamicallyImportedIds: dynamics[id] ?? [] }),
      };
      const reach = moduleConsumers(
        new Map<string, Set<Consumer>>([
          ['ui', new Set<Consumer>(['index', 'center'])],
          ['centre', new Set<Consumer>(['center'])],
          ['root', new Set<Consumer>(['shell'])],
        ]),
        graph,
      );
      expect(chunkNameFor(reach.get('app'))).toBe('lib-center_index-lazy');
      expect(chunkNameFor(reach.get('modal'))).toBe('lib-center_index-lazy');
      // What the shell loads later (the request machinery) is a chunk of its own.
      expect(chunkNameFor(reach.get('late'))).toBe('shell-lazy');
    },
  );

  it('keeps what the shell loads later in its own chunk, which no other leftovers join', () => {
    const sets = new Map([
      // The request machinery: reached later by the shell and by every parcel.
      ['machinery', { consumers: new Set<Consumer>(['shell-lazy', 'center', 'index-lazy']), bytes: 120_000 }],
      // A small leftover of the same parcels: it must not ride along in the machinery's chunk.
      ['leftover', { consumers: new Set<Consumer>(['center', 'index-lazy']), bytes: 1_000 }],
      ['centre', { consumers: new Set<Consumer>(['center', 'index-lazy', 'login']), bytes: 90_000 }],
    ]);
    const merged = mergeSmallSets(sets);
    expect(chunkNameFor(merged.get('machinery'))).toBe('shell-lazy');
    expect(chunkNameFor(merged.get('leftover'))).toBe('lib-center_index-lazy_login');
  });
});
