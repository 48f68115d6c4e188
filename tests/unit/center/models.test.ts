import { describe, expect, it } from 'vitest';
import { accountState, canSwitchTo, readEmployeeCodeQuery } from '../../../parcels/center/crm/account/account-model';
import { isOpenInvitation, isInvitationStatus } from '../../../shared/rules/status-codes';
import { isReadFilter, parseId, readStatusOf } from '../../../parcels/center/message/message-model';
import { avatarFileProblem } from '../../../parcels/center/crm/user/avatar-file';
import { validPaging } from '../../../shared/list/use-paged-list-state.hook';
import { assignableRoles, rolesOf, withRoles } from '../../../parcels/center/crm/employee/roles-editor.component';
import { changedFields } from '../../../parcels/center/crm/company/company-edit.modal';
import { companyRoleCodes } from '../../../parcels/center/crm/company/company.page';
import { groupRoles } from '../../../parcels/center/common/role-list.component';
import { productEntryPath } from '../../../parcels/center/product/product-paths';
import type { ProductRole } from '../../../shared/api/types';

const item = (o: Partial<{ status: number; isActive: number; current: boolean }>) => ({
  compName: 'x',
  compBizCode: 'C1',
  employeeCode: 'E1',
  status: 1,
  isActive: 1,
  compRole: [],
  employeeRole: [],
  current: false,
  ...o,
});

describe('account model', () => {
  it('names the membership state and allows switching only to other active accounts', () => {
    expect(accountState(item({}))).toBe('active');
    expect(accountState(item({ isActive: 0 }))).toBe('disabled');
    expect(accountState(item({ status: 0 }))).toBe('removed');
    expect(canSwitchTo(item({}))).toBe(true);
    expect(canSwitchTo(item({ current: true }))).toBe(false);
    expect(canSwitchTo(item({ isActive: 0 }))).toBe(false);
  });

  it('reads ?employeeCode= and refuses garbage', () => {
    expect(readEmployeeCodeQuery('?employeeCode=E20000001')).toEqual({ kind: 'code', code: 'E20000001' });
    expect(readEmployeeCodeQuery('')).toEqual({ kind: 'none' });
    expect(readEmployeeCodeQuery('?employeeCode=%27%3B%20drop')).toEqual({ kind: 'invalid' });
    expect(readEmployeeCodeQuery(`?employeeCode=${'A'.repeat(40)}`)).toEqual({ kind: 'invalid' });
  });
});

describe('message and invitation models', () => {
  it('parses detail ids strictly', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', '01', 'abc', '99999999999'])
      expect(parseId(bad)).toBeNull();
  });

  it('maps read filters to the server readStatus', () => {
    expect(readStatusOf('unread')).toBe(0);
    expect(readStatusOf('read')).toBe(1);
    expect(readStatusOf('all')).toBeUndefined();
    expect(isReadFilter('x')).toBe(false);
  });

  it('allows resend and revoke only on open invitations', () => {
    expect(['sent', 'expired'].every((s) => isInvitationStatus(s) && isOpenInvitation(s))).toBe(true);
    expect(isOpenInvitation('accepted')).toBe(false);
    expect(isOpenInvitation('revoked')).toBe(false);
    expect(isInvitationStatus('deleted')).toBe(false);
  });
});

describe('form helpers', () => {
  it('checks an avatar file before decoding it', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/JPG、PNG 或 WebP/);
    expect(avatarFileProblem({ type: 'image/jpeg', size: 0 })).toMatch(/为空/);
    expect(avatarFileProblem({ type: 'image/webp', size: 11 * 1024 * 1024 })).toMatch(/10MB/);
    expect(avatarFileProblem(null)).toMatch(/请选择/);
  });

  it('falls back to page 1 of 10 for corrupt paging', () => {
    expect(validPaging({ pageNum: 3, pageSize: 20 })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(validPaging({ pageNum: -1, pageSize: 7 })).toEqual({ pageNum: 1, pageSize: 10 });
    expect(validPaging({ pageNum: '2', pageSize: null })).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('edits roles per product and drops what cannot be assigned', () => {
    const value = [
      { prodCode: 'CRM', employeeRole: 'E101' },
      { prodCode: 'EC', employeeRole: 'E100' },
      { prodCode: 'CREDIT', employeeRole: 'E102' },
    ];
    expect(rolesOf(value, 'CRM')).toEqual(['E101']);
    expect(rolesOf(value, 'EC')).toEqual([]);
    expect(withRoles(value, 'CRM', ['E102', 'E100', 'E999'])).toEqual([
      { prodCode: 'EC', employeeRole: 'E100' },
      { prodCode: 'CREDIT', employeeRole: 'E102' },
      { prodCode: 'CRM', employeeRole: 'E102' },
    ]);
    const opened = [{ productCode: 'CRM', productName: '客户关系', description: '', orderNum: 1 }];
    expect(assignableRoles(value, opened)).toEqual([{ prodCode: 'CRM', employeeRole: 'E101' }]);
  });

  it('sends only the company fields that changed', () => {
    const before = { address: 'a', contactName: 'b', contactPhone: '13800000000', email: 'x@y.cn', introduction: '' };
    expect(changedFields(before, { ...before, address: ' a ' })).toEqual({});
    expect(changedFields(before, { ...before, contactName: '王五', email: '' })).toEqual({ contactName: '王五' });
  });

  it("reads the company's roles from the per-product list the server sends, each once", () => {
    const roles = [
      { prodCode: 'EC', compRole: 'C101' },
      { prodCode: 'CRM', compRole: 'C101' },
      { prodCode: 'CRM', compRole: 'C106' },
    ];
    expect(companyRoleCodes(roles)).toEqual(['C101', 'C106']);
    // Garbage from an older server does not break the page.
    expect(companyRoleCodes([3, null, { prodCode: 'EC' }] as unknown as ProductRole[])).toEqual([]);
    expect(companyRoleCodes(null as unknown as ProductRole[])).toEqual([]);
  });

  it('groups roles by product with labels, E100 never shown', () => {
    expect(
      groupRoles([
        { prodCode: 'EC', employeeRole: 'E100' },
        { prodCode: 'CRM', employeeRole: 'E101' },
        { prodCode: 'CRM', employeeRole: 'E102' },
      ]),
    ).toEqual([{ prodCode: 'CRM', labels: ['管理员', '操作员'] }]);
  });

  it('enters customer relations at crm/user and other products under /center/product', () => {
    expect(productEntryPath('CRM')).toBe('/center/crm/user');
    expect(productEntryPath('CREDIT')).toBe('/center/product/CREDIT');
  });
});
