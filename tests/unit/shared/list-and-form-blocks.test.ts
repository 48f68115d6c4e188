/** The shared building blocks' rules: a server error on the right form field, the list pagination. */
import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../shared/http/api-error';
import { formProblem, showFormProblem } from '../../../shared/sign-in/form-errors';
import { listPagination } from '../../../shared/list/list-page.component';
import { PAGE_SIZES, validPaging } from '../../../shared/list/use-paged-list-state.hook';

const business = (msg: string, body: unknown) => new ApiError({ kind: 'business', message: msg, status: 400, body });

function fakeForm() {
  return { setFields: vi.fn(), focusField: vi.fn() } as unknown as FormInstance & {
    setFields: ReturnType<typeof vi.fn>;
    focusField: ReturnType<typeof vi.fn>;
  };
}

describe('showFormProblem', () => {
  it('marks and focuses the field the server blamed, through a map when the names differ', () => {
    const form = fakeForm();
    const elsewhere = vi.fn();
    const p = showFormProblem(form, business('原密码错误', { field: 'pwd' }), { pwd: 'oldPassword' }, { elsewhere });
    expect(p.field).toBe('oldPassword');
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'oldPassword', errors: ['原密码错误'] }]);
    expect(form.focusField).toHaveBeenCalledWith('oldPassword');
    expect(elsewhere).not.toHaveBeenCalled();
  });

  it('clears a refused value when asked, and sends a message for no field elsewhere', () => {
    const form = fakeForm();
    showFormProblem(form, business('密码错误', { field: 'password' }), ['account', 'password'] as const, {
      clear: ['password'],
    });
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'password', errors: ['密码错误'], value: '' }]);
    const elsewhere = vi.fn();
    showFormProblem(form, business('账号不可用', { field: 'mobile' }), ['password'] as const, { elsewhere });
    expect(elsewhere).toHaveBeenCalledWith('账号不可用', expect.objectContaining({ field: null }));
  });

  it('a map does not apply the sign-in aliases; garbage maps blame nothing', () => {
    expect(formProblem(business('x', { field: 'code' }), { newCode: 'smsCode' }).field).toBeNull();
    expect(formProblem(business('x', { field: 'toString' }), {}).field).toBeNull();
  });
});

describe('list pagination', () => {
  it('offers PAGE_SIZES, counts in the given unit and starts a new page size at page 1', () => {
    const onPaging = vi.fn();
    const p = listPagination({ pageNum: 3, pageSize: 10 }, onPaging, 95, '人');
    expect(p.pageSizeOptions).toEqual([...PAGE_SIZES]);
    expect(p.showTotal?.(95, [1, 10])).toBe('共 95 人');
    p.onChange?.(4, 10);
    expect(onPaging).toHaveBeenLastCalledWith({ pageNum: 4, pageSize: 10 });
    p.onChange?.(4, 20);
    expect(onPaging).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 });
    expect(validPaging({ pageNum: 2, pageSize: 15 })).toEqual({ pageNum: 2, pageSize: PAGE_SIZES[0] });
  });
});
