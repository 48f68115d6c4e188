/**
 * `useCanOpen`: the one route check of the menus (the centre's customer-relations menu and the
 * header's avatar menu): the guard's permission list from the store, a fallback list only
 * where no guard loaded one (an element on another site), re-evaluated when the list changes.
 */
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCanOpen } from '../../../shared/access/use-access.hook';
import { clearProductContext, setPermissions } from '../../../shared/state/actions';
import { resetAll } from './helpers';

const ADMIN = ['/center/crm/user', '/center/crm/employee/list', '/center/crm/invication'];
const OPERATOR = ['/center/crm/user'];

beforeEach(() => {
  resetAll();
  document.cookie = 'access_token=token-for-tests; Path=/';
});

describe('useCanOpen', () => {
  it("follows the guard's permission list and ignores the fallback once it is loaded", () => {
    setPermissions(OPERATOR.map((resUri) => ({ resUri })));
    const { result } = renderHook(() => useCanOpen(ADMIN));
    expect(result.current('/center/crm/user')).toBe(true);
    expect(result.current('/center/crm/employee/list')).toBe(false);
    act(() => setPermissions(ADMIN.map((resUri) => ({ resUri }))));
    expect(result.current('/center/crm/employee/list')).toBe(true);
  });

  it('keeps the last list while the guard loads it again after a change of product', () => {
    setPermissions(OPERATOR.map((resUri) => ({ resUri })));
    const { result } = renderHook(() => useCanOpen());
    expect(result.current('/center/crm/user')).toBe(true);
    act(() => clearProductContext());
    expect(result.current('/center/crm/user')).toBe(true);
    expect(result.current('/center/crm/employee/list')).toBe(false);
  });

  it('uses the fallback list where no guard loaded one, and refuses all without either', () => {
    const withFallback = renderHook(() => useCanOpen(OPERATOR));
    expect(withFallback.result.current('/center/crm/user')).toBe(true);
    expect(withFallback.result.current('/center/crm/invication')).toBe(false);
    const without = renderHook(() => useCanOpen());
    expect(without.result.current('/center/crm/user')).toBe(false);
    // Public pages and the product centre (product EC) need no entry.
    expect(without.result.current('/index/index')).toBe(true);
    expect(without.result.current('/center/product/product')).toBe(true);
  });

  it('refuses permission pages without a session', () => {
    document.cookie = 'access_token=; Path=/; Max-Age=0';
    setPermissions(ADMIN.map((resUri) => ({ resUri })));
    const { result } = renderHook(() => useCanOpen());
    expect(result.current('/center/crm/user')).toBe(false);
  });
});
