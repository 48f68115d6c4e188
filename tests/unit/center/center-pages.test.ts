import { describe, expect, it } from 'vitest';
import { pageRoutesOf, pagesFromFiles } from '@scf/shared';
import { CENTER_PAGES } from '../../../parcels/center/center-pages';

describe('centre pages', () => {
  it('resolves the page of every centre route of the route table, and has no page without a route', () => {
    const named = pageRoutesOf('center')
      .map((r) => r.page)
      .sort();
    expect([...CENTER_PAGES.keys].sort()).toEqual(named);
    for (const key of named) expect(CENTER_PAGES.component(key)).not.toBeNull();
  });
});

describe('page files', () => {
  const Named = () => null;
  const Default = () => null;

  it('names a page by its file and takes its default export or its one …Page export', async () => {
    const pages = pagesFromFiles<object>('center', {
      './crm/x/new-thing.page.tsx': async () => ({ NewThingPage: Named, helper: () => 1 }),
      './y/other.page.tsx': async () => ({ default: Default, OtherPage: Named }),
    });
    expect(Object.keys(pages).sort()).toEqual(['center/new-thing', 'center/other']);
    expect((await pages['center/new-thing']?.())?.default).toBe(Named);
    expect((await pages['center/other']?.())?.default).toBe(Default);
  });

  it('refuses a page file without one page component, and two files of one name', async () => {
    const pages = pagesFromFiles<object>('center', {
      './a/none.page.tsx': async () => ({ helper: 1 }),
      './b/two.page.tsx': async () => ({ APage: Named, BPage: Named }),
    });
    await expect(pages['center/none']?.()).rejects.toThrow(/must export its page component/);
    await expect(pages['center/two']?.()).rejects.toThrow(/must export its page component/);
    expect(() =>
      pagesFromFiles('center', { './a/same.page.tsx': async () => ({}), './b/same.page.tsx': async () => ({}) }),
    ).toThrow(/Two page files/);
  });
});
