/** The 404 application's one page, by the key the route table names. */
import { definePages } from '@scf/shared';
import { NotFoundPage } from './not-found.page';

export const NOT_FOUND_PAGES = definePages<object>('not-found', {
  'not-found/not-found': async () => ({ default: NotFoundPage }),
});
