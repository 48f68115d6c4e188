/** The operation kinds the portal offers as filters are exactly those the server logs. */
import { describe, expect, it } from 'vitest';
import { OPERATION_ACTIONS } from '../../server/features/audit/operation-log.service';
import { OPERATION_ACTION_OPTIONS } from '../../shared/api/audit.api';

describe('operation kinds', () => {
  it('match between server and portal, with the same names', () => {
    expect(Object.fromEntries(OPERATION_ACTION_OPTIONS.map((o) => [o.value, o.label]))).toEqual(OPERATION_ACTIONS);
  });
});
