import { describe, expect, it } from 'vitest';
import { routesOf } from '@scf/shared';
import { PAGES } from '../../../parcels/center/center-pages';

describe('centre pages', () => {
  it('has a page for every centre route of the route table, and no page without a route', () => {
    const routes = routesOf('center').map((r) => r.path).sort();
    expect(Object.keys(PAGES).sort()).toEqual(routes);
  });
});
