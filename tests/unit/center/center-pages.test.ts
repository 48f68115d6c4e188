import { describe, expect, it } from 'vitest';
import { pageRoutesOf } from '@scf/shared';
import { CENTER_PAGES } from '../../../parcels/center/center-pages';

describe('centre pages', () => {
  it('resolves the page of every centre route of the route table, and has no page without a route', () => {
    const named = pageRoutesOf('center').map((r) => r.page).sort();
    expect([...CENTER_PAGES.keys].sort()).toEqual(named);
    for (const key of named) expect(CENTER_PAGES.component(key)).not.toBeNull();
  });
});
