/** Every link of the layout components is a route of the one route table. */
import { describe, expect, it } from 'vitest';
import { LAYOUT_PATHS } from '../../../shared/layout/layout-links';
import { matchRoute } from '../../../shared/routes/match-route';
import { sectionOfPath } from '../../../shared/layout/message-sidebar.component';

describe('layout links', () => {
  it.each(Object.entries(LAYOUT_PATHS))('%s → %s is a page of the route table', (_name, path) => {
    const m = matchRoute(path);
    expect(m, path).not.toBeNull();
    expect(m?.route.redirect, path).toBeUndefined();
  });

  it('the header links (docs/requirements.md#layout) go where the spec says', () => {
    expect(LAYOUT_PATHS.accountList).toBe('/center/crm/account/list');
    expect(LAYOUT_PATHS.messages).toBe('/center/crm/message/list');
    expect(LAYOUT_PATHS.affiches).toBe('/center/crm/affiche/list');
    expect(matchRoute(LAYOUT_PATHS.messages)?.route.prodCode).toBe('CRM');
  });

  it('the message sidebar marks list and detail pages of its two entries', () => {
    expect(sectionOfPath('/center/crm/message/list')).toBe('message');
    expect(sectionOfPath('/center/crm/message/detail/12')).toBe('message');
    expect(sectionOfPath('/center/crm/affiche/detail/3')).toBe('affiche');
    expect(sectionOfPath('/center/crm/user')).toBeNull();
    expect(sectionOfPath('/legacy/page.html')).toBeNull();
  });
});
