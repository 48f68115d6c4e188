/**
 * The operation kinds: the portal's 操作类型 filter is derived from the one list the server
 * names entries from, and every kind the server writes is in that list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_ACTIONS } from '../../server/features/audit/operation-log.service';
import { OPERATION_ACTION_OPTIONS } from '../../shared/api/audit.api';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('operation kinds', () => {
  it('match between server and portal, with the same names', () => {
    expect(Object.fromEntries(OPERATION_ACTION_OPTIONS.map((o) => [o.value, o.label]))).toEqual(OPERATION_ACTIONS);
  });

  it('include every kind the server writes (重置员工密码, 重新发送邀请 …)', () => {
    const written = new Set<string>();
    for (const file of sources('server/features')) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /action: (?:[^,}]*\? )?'([a-z]+\.[A-Za-z]+)'(?: : '([a-z]+\.[A-Za-z]+)')?/g,
      )) {
        if (m[1]) written.add(m[1]);
        if (m[2]) written.add(m[2]);
      }
    }
    expect(written.size).toBeGreaterThan(10);
    const offered = new Set(OPERATION_ACTION_OPTIONS.map((o) => o.value as string));
    for (const action of written) if (!action.startsWith('importmap.')) expect(offered, action).toContain(action);
    expect(offered).toContain('employee.resetPassword');
    expect(offered).toContain('invitation.resend');
  });
});
