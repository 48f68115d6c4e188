/**
 * Where a server error goes on a form, the wait text of a throttled form, the login
 * redirect target, the invitation code of a link, the licence file check, and the values a
 * registration step is prefilled with.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/shared';
import { formProblem, waitText } from '@scf/shared/forms';
import { redirectFromSearch } from '../../../parcels/login/login-flow';
import { parseInviteCode } from '../../../parcels/register/invite-code';
import { checkLicenceFile, formatBytes, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '../../../parcels/register/licence-file';
import { permitValues, verificationValues } from '../../../parcels/register/registration-values';

const business = (msg: string, body: unknown, status: number | string = 400) =>
  new ApiError({ kind: 'business', message: msg, status, body });

describe('formProblem', () => {
  const fields = ['account', 'password', 'captcha'] as const;

  it('puts a message next to the field the server blamed', () => {
    expect(formProblem(business('账号或密码错误', { field: 'password' }), fields)).toEqual({
      field: 'password',
      message: '账号或密码错误',
      retryAfter: null,
    });
    // The captcha pre-check calls its field "code".
    expect(formProblem(business('图形验证码错误', { field: 'code' }), fields).field).toBe('captcha');
  });

  it('puts anything else above the form', () => {
    expect(formProblem(business('账号不可用', { field: 'mobile' }), fields).field).toBeNull();
    expect(formProblem(business('出错了', null), fields).field).toBeNull();
    expect(formProblem(new Error('boom'), fields)).toEqual({ field: null, message: 'boom', retryAfter: null });
    expect(formProblem('?', fields, '登录失败').message).toBe('?');
    expect(formProblem(undefined, fields, '登录失败').message).toBe('登录失败');
  });

  it('carries the wait of a throttled answer', () => {
    const throttled = business('登录失败次数过多，请15分钟后再试', { retryAfter: 900 }, 429);
    expect(formProblem(throttled, fields)).toEqual({
      field: null,
      message: '登录失败次数过多，请15分钟后再试',
      retryAfter: 900,
    });
  });

  it('says the wait in words', () => {
    expect(waitText(45)).toBe('45秒');
    expect(waitText(60)).toBe('1分钟');
    expect(waitText(899.2)).toBe('15分钟');
    expect(waitText(125)).toBe('2分5秒');
    expect(waitText(7200)).toBe('2小时');
    expect(waitText(-3)).toBe('0秒');
  });
});

describe('redirectFromSearch', () => {
  it('keeps same-origin paths', () => {
    expect(redirectFromSearch(`?redirect=${encodeURIComponent('/center/crm/user?tab=1')}`)).toBe(
      '/center/crm/user?tab=1',
    );
  });

  it('refuses other origins, scripts, the login page itself and garbage', () => {
    for (const bad of [
      '//evil.example.com/x',
      'https://evil.example.com/',
      'javascript:alert(1)',
      '/\\evil.example.com',
      '/login',
      '/login?redirect=/x',
      '',
      'center',
    ]) {
      expect(redirectFromSearch(`?redirect=${encodeURIComponent(bad)}`), bad).toBe('/center/product/product');
    }
    expect(redirectFromSearch('')).toBe('/center/product/product');
    expect(redirectFromSearch('?redirect=%E0%A4%A')).toBe('/center/product/product');
  });
});

describe('parseInviteCode', () => {
  it('takes 8 letters or digits, upper-cased', () => {
    expect(parseInviteCode('?inviteCode=ab12cd34')).toEqual({ code: 'AB12CD34', problem: null });
    expect(parseInviteCode('')).toEqual({ code: null, problem: null });
  });

  it('reports and ignores anything else', () => {
    for (const bad of ['?inviteCode=abc', '?inviteCode=%3Cscript%3E', '?inviteCode=ABCDEFGHI']) {
      const r = parseInviteCode(bad);
      expect(r.code).toBeNull();
      expect(r.problem).toContain('邀请码无效');
    }
  });
});

describe('checkLicenceFile', () => {
  it('accepts images up to 2 MB and PDFs up to 5 MB', () => {
    expect(checkLicenceFile({ name: 'a.png', size: 1000, type: 'image/png' })).toBeNull();
    expect(checkLicenceFile({ name: 'a.jpeg', size: MAX_IMAGE_BYTES, type: '' })).toBeNull();
    expect(checkLicenceFile({ name: 'a.pdf', size: MAX_PDF_BYTES, type: 'application/pdf' })).toBeNull();
  });

  it('refuses other types, empty and too large files, with a Chinese reason', () => {
    expect(checkLicenceFile({ name: 'a.svg', size: 10, type: 'image/svg+xml' })).toContain('文件格式不支持');
    expect(checkLicenceFile({ name: 'a.exe', size: 10, type: '' })).toContain('文件格式不支持');
    expect(checkLicenceFile({ name: 'a.png', size: 0, type: 'image/png' })).toContain('文件是空的');
    expect(checkLicenceFile({ name: 'a.png', size: MAX_IMAGE_BYTES + 1, type: 'image/png' })).toContain('2 MB');
    expect(checkLicenceFile({ name: 'a.pdf', size: MAX_PDF_BYTES + 1, type: 'application/pdf' })).toContain('5 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(-1)).toBe('');
  });
});

describe('prefilled registration values', () => {
  it('takes strings only; empty choices stay unset so selects show their placeholder', () => {
    expect(
      permitValues({ compName: '甲公司', creditCode: 5, compRole: '', provinceCode: '330000', areaCode: null }),
    ).toEqual({
      compName: '甲公司',
      creditCode: '',
      compRole: undefined,
      provinceCode: '330000',
      areaCode: undefined,
      address: '',
      licenceFileToken: '',
    });
    expect(permitValues(null).compName).toBe('');
    expect(permitValues([1, 2]).address).toBe('');
  });

  it('does not put a masked ID number back into the form', () => {
    expect(
      verificationValues({ adminName: '张三', idType: 'PASSPORT', idNumber: 'E1234567', email: 'a@b.cn' }),
    ).toEqual({
      adminName: '张三',
      idType: 'PASSPORT',
      idNumber: 'E1234567',
      email: 'a@b.cn',
    });
    expect(verificationValues({ idType: 'ID_CARD', idNumber: '1101**********002X' }).idNumber).toBe('');
    expect(verificationValues({ idType: 'SOMETHING' }).idType).toBe('ID_CARD');
  });
});
