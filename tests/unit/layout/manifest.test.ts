/**
 * The published descriptions of the elements (custom-elements.json, scf-elements.d.ts and
 * docs/embedding.md) against the element definitions the bundles use: every attribute and
 * event documented, nothing documented that does not exist.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerElement } from '../../../parcels/elements/header.element';
import { messageSidebarElement } from '../../../parcels/elements/message-sidebar.element';
import { serviceWidgetElement } from '../../../parcels/elements/service-widget.element';
import { toAttributeName } from '../../../parcels/elements/element-factory';

const ROOT = path.resolve(__dirname, '../../..');
const read = (p: string): string => readFileSync(path.join(ROOT, p), 'utf8');

interface ManifestDeclaration {
  tagName: string;
  attributes: { name: string; fieldName: string; description: string }[];
  members: { name: string; attribute: string }[];
  events: { name: string; description: string }[];
}
const manifest = JSON.parse(read('parcels/elements/custom-elements.json')) as {
  schemaVersion: string;
  modules: { path: string; declarations: ManifestDeclaration[]; exports: { name: string }[] }[];
};
const typings = read('parcels/elements/scf-elements.d.ts');
const guide = read('docs/embedding.md');

const DEFINITIONS = [headerElement, messageSidebarElement, serviceWidgetElement];

describe('custom-elements.json', () => {
  it('describes exactly the three elements', () => {
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(manifest.modules.flatMap((m) => m.exports.map((e) => e.name))).toEqual(DEFINITIONS.map((d) => d.tag));
    for (const m of manifest.modules) expect(readFileSync(path.join(ROOT, m.path), 'utf8').length).toBeGreaterThan(0);
  });

  it.each(DEFINITIONS.map((d) => [d.tag, d] as const))(
    '%s: attributes, properties and events match the definition',
    (tag, def) => {
      const decl = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag)!;
      expect(decl.attributes.map((a) => a.name)).toEqual(def.properties.map(toAttributeName));
      expect(decl.attributes.map((a) => a.fieldName)).toEqual([...def.properties]);
      expect(decl.members.map((m) => [m.name, m.attribute])).toEqual(
        def.properties.map((p) => [p, toAttributeName(p)]),
      );
      expect(decl.events.map((e) => e.name).sort()).toEqual([...def.events].sort());
      for (const a of decl.attributes) expect(a.description.length).toBeGreaterThan(20);
    },
  );
});

describe('scf-elements.d.ts and docs/embedding.md', () => {
  it.each(DEFINITIONS.map((d) => [d.tag, d] as const))(
    '%s is typed and documented with every attribute and event',
    (tag, def) => {
      expect(typings).toContain(`'${tag}': `);
      expect(guide).toContain(`<${tag}`);
      for (const p of def.properties) {
        const attr = toAttributeName(p);
        expect(typings, `${tag} ${attr}`).toMatch(new RegExp(`'?${attr}'?\\?:`));
        expect(typings, `${tag} property ${p}`).toContain(`  ${p}: string | undefined;`);
        expect(guide, `${tag} ${attr} in the guide`).toContain(`\`${attr}\``);
      }
      for (const e of def.events) {
        expect(typings).toContain(`'on${e}'?:`);
        expect(guide, `${e} in the guide`).toContain(`\`${e}\``);
      }
    },
  );
});
