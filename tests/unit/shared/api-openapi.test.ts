// @vitest-environment node
/**
 * Every typed call goes to the path and method the server publishes in its OpenAPI document
 * (server/app.ts, in-memory database, GET /api/openapi.json). The table below is also the
 * inventory: a new api function without a row here fails the first test.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../shared/http/axios-instance';
import * as session from '../../../shared/api/session.api';
import * as account from '../../../shared/api/account.api';
import * as company from '../../../shared/api/company.api';
import * as permission from '../../../shared/api/permission.api';
import * as employee from '../../../shared/api/employee.api';
import * as invitation from '../../../shared/api/invitation.api';
import * as message from '../../../shared/api/message.api';
import * as content from '../../../shared/api/content.api';
import * as product from '../../../shared/api/product.api';
import * as reference from '../../../shared/api/reference.api';
import * as file from '../../../shared/api/file.api';
import * as register from '../../../shared/api/register.api';
import * as resetpwd from '../../../shared/api/resetpwd.api';
import { mockAdapter, ok } from './helpers';
import { PORTAL_API as P } from '../../kit/api';

const modules = {
  session,
  account,
  company,
  permission,
  employee,
  invitation,
  message,
  content,
  product,
  reference,
  file,
  register,
  resetpwd,
};
/** Exports that are helpers, not calls. */
const NOT_CALLS = new Set(['isLoginChoice', 'isTokenGrant', 'fileDownloadUrl', 'importRefusedRows']);

type Row = [name: string, run: () => Promise<unknown>, method: 'GET' | 'POST', path: string];

const ROWS: Row[] = [
  ['fetchRsaKeys', () => session.fetchRsaKeys(), 'POST', '/api/rsa/secretKey'],
  ['getCaptcha', () => session.getCaptcha('browser01'), 'POST', `${P}/company/custAccount/verify/code`],
  [
    'validateCaptcha',
    () => session.validateCaptcha('abcd', 'browser01'),
    'POST',
    `${P}/company/custAccount/verify/codeValid`,
  ],
  [
    'sendSmsCode',
    () => session.sendSmsCode({ mobile: '13800000001', purpose: 'login', captcha: 'abcd', browserID: 'browser01' }),
    'POST',
    `${P}/sms/sendCode`,
  ],
  [
    'validateNewMobileCode',
    () =>
      session.validateNewMobileCode({ code: 'abcd', newCode: '123456', browserID: 'browser01', mobile: '13900000001' }),
    'POST',
    `${P}/sms/mobileNewCodeValid`,
  ],
  [
    'loginWithPassword',
    () =>
      session.loginWithPassword({
        account: '13800000001',
        password: 'Scf@2026',
        captcha: 'abcd',
        browserID: 'browser01',
      }),
    'POST',
    `${P}/company/custAccount/login/password`,
  ],
  [
    'loginWithSms',
    () => session.loginWithSms({ mobile: '13800000001', smsCode: '123456', browserID: 'browser01' }),
    'POST',
    `${P}/company/custAccount/login/sms`,
  ],
  [
    'listLoginChoices',
    () => session.listLoginChoices({ loginTicket: 't' }),
    'POST',
    `${P}/company/custAccount/login/employeeSmsTreeselect`,
  ],
  [
    'submitLoginChoice',
    () => session.submitLoginChoice({ loginTicket: 't', employeeCode: 'E1' }),
    'POST',
    `${P}/company/custAccount/login/smsEmployeeSubmit`,
  ],
  ['refreshToken', () => session.refreshToken({}), 'POST', `${P}/employee/refresh/token`],
  ['logoutSession', () => session.logoutSession(), 'POST', `${P}/company/custAccount/logout`],
  ['getDevOutbox', () => session.getDevOutbox(), 'GET', '/api/dev/outbox'],
  ['listAccountCompanies', () => account.listAccountCompanies(), 'POST', `${P}/company/custAccount/list/dict`],
  ['getAccountView', () => account.getAccountView(), 'POST', `${P}/company/custAccount/login/view`],
  ['getLoginInfo', () => account.getLoginInfo(), 'POST', `${P}/loginInfo/view`],
  ['checkOldPassword', () => account.checkOldPassword('Scf@2026'), 'POST', `${P}/company/custAccount/oldPwd/check`],
  [
    'updatePassword',
    () => account.updatePassword({ oldPassword: 'Scf@2026', newPassword: 'Scf@2027' }),
    'POST',
    `${P}/company/custAccount/passWord/update`,
  ],
  [
    'setRequiredPassword',
    () => account.setRequiredPassword('Scf@2027'),
    'POST',
    `${P}/company/custAccount/passWord/setRequired`,
  ],
  ['updateEmail', () => account.updateEmail('a@b.cn'), 'POST', `${P}/company/custAccount/email/update`],
  ['updateMobile', () => account.updateMobile('13900000001'), 'POST', `${P}/company/custAccount/mobile/update`],
  ['updatePhoto', () => account.updatePhoto('ft', 'a.png'), 'POST', `${P}/company/custAccount/photo/update`],
  ['checkMobile', () => account.checkMobile('13900000001'), 'POST', `${P}/company/custAccount/mobile/check`],
  ['listJoinInvites', () => account.listJoinInvites(), 'POST', `${P}/company/custAccount/joinInvites/list`],
  [
    'acceptJoinInvite',
    () => account.acceptJoinInvite('E20000001'),
    'POST',
    `${P}/company/custAccount/joinInvites/accept`,
  ],
  [
    'declineJoinInvite',
    () => account.declineJoinInvite('E20000001'),
    'POST',
    `${P}/company/custAccount/joinInvites/decline`,
  ],
  [
    'checkPassByProduct',
    () => account.checkPassByProduct({ productCode: 'CRM', compCode: 'C1', userCode: 'E1' }),
    'POST',
    `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode`,
  ],
  ['sendEmailCode', () => account.sendEmailCode('a@b.cn', 'browser01'), 'POST', '/api/third/mail/sendEmailCode'],
  [
    'validateEmailCode',
    () => account.validateEmailCode('123456', 'browser01'),
    'POST',
    '/api/third/mail/emailCodeValid',
  ],
  ['getCompInfo', () => company.getCompInfo('CRM'), 'POST', `${P}/cust/employee/info/comp`],
  [
    'listCompaniesByMobile',
    () => company.listCompaniesByMobile('CRM'),
    'POST',
    `${P}/cust/employee/findAllCompNameByMobile`,
  ],
  [
    'listEnabledCompaniesByMobile',
    () => company.listEnabledCompaniesByMobile(),
    'POST',
    `${P}/cust/employee/findAllCompNameByMobileEnable`,
  ],
  ['listAllCompanies', () => company.listAllCompanies(), 'POST', `${P}/cust/employee/comps/all`],
  ['getCompanyInfo', () => company.getCompanyInfo(), 'POST', `${P}/cust/company/info`],
  ['updateCompanyInfo', () => company.updateCompanyInfo({ address: 'x' }), 'POST', `${P}/cust/company/update`],
  ['listMenus', () => permission.listMenus('CRM'), 'POST', `${P}/res/menu/emp/role/findResAllByToken`],
  ['listPermissions', () => permission.listPermissions(), 'POST', `${P}/res/menu/emp/role/findPermByToken`],
  ['listEmployees', () => employee.listEmployees({ keyword: 'x' }), 'POST', `${P}/cust/employee/list`],
  [
    'addEmployee',
    () => employee.addEmployee({ userName: 'x', mobile: '13900000001', roles: [] }),
    'POST',
    `${P}/cust/employee/add`,
  ],
  [
    'editEmployee',
    () => employee.editEmployee({ employeeCode: 'E1', userName: 'y' }),
    'POST',
    `${P}/cust/employee/edit`,
  ],
  ['enableEmployee', () => employee.enableEmployee('E1'), 'POST', `${P}/cust/employee/enable`],
  ['setEmployeesActive', () => employee.setEmployeesActive(['E1', 'E2'], 0), 'POST', `${P}/cust/employee/batchStatus`],
  ['importEmployees', () => employee.importEmployees(new Blob(['x']), 'a.xlsx'), 'POST', `${P}/cust/employee/import`],
  ['disableEmployee', () => employee.disableEmployee('E1'), 'POST', `${P}/cust/employee/disable`],
  [
    'setEmployeeRoles',
    () => employee.setEmployeeRoles({ employeeCode: 'E1', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] }),
    'POST',
    `${P}/cust/employee/roles`,
  ],
  ['resetEmployeePassword', () => employee.resetEmployeePassword('E1'), 'POST', `${P}/cust/employee/resetPassword`],
  [
    'createInvitation',
    () =>
      invitation.createInvitation({
        compName: 'x',
        creditCode: '91310115MA1K000010',
        contactName: 'y',
        mobile: '13900000001',
        compRole: 'C102',
      }),
    'POST',
    `${P}/cust/invitation/create`,
  ],
  ['listInvitations', () => invitation.listInvitations({ status: 'sent' }), 'POST', `${P}/cust/invitation/list`],
  ['resendInvitation', () => invitation.resendInvitation(1), 'POST', `${P}/cust/invitation/resend`],
  ['revokeInvitation', () => invitation.revokeInvitation(1), 'POST', `${P}/cust/invitation/revoke`],
  ['acceptInvitation', () => invitation.acceptInvitation('CODE'), 'POST', `${P}/cust/invitation/accept`],
  ['listReceivedInvitations', () => invitation.listReceivedInvitations(), 'POST', `${P}/cust/invitation/received`],
  [
    'acceptReceivedInvitation',
    () => invitation.acceptReceivedInvitation(1),
    'POST',
    `${P}/cust/invitation/acceptReceived`,
  ],
  ['getUnreadCount', () => message.getUnreadCount('C1'), 'POST', `${P}/message/getIsUnreadNumbers`],
  ['listMessages', () => message.listMessages({ readStatus: 0 }), 'POST', `${P}/message/list`],
  ['getMessage', () => message.getMessage(1), 'POST', `${P}/message/detail`],
  ['markMessagesRead', () => message.markMessagesRead([1]), 'POST', `${P}/message/read`],
  ['markAllMessagesRead', () => message.markAllMessagesRead(), 'POST', `${P}/message/readAll`],
  ['listAffiches', () => message.listAffiches({ title: 'x' }), 'POST', '/api/mgr/msg/affiche/list'],
  ['getAffiche', () => message.getAffiche(1), 'POST', '/api/mgr/msg/affiche/detail'],
  ['listCmsHurdles', () => content.listCmsHurdles(), 'GET', `${P}/manage/cms/getEnableCmsHurdles`],
  ['listCmsItems', () => content.listCmsItems('NEWS'), 'POST', `${P}/manage/cms/findByBizCodeList`],
  ['pageCmsItems', () => content.pageCmsItems('NEWS', { pageNum: 1 }), 'POST', `${P}/manage/cms/findByBizCodePageList`],
  ['getCmsItem', () => content.getCmsItem('NEWS', 1), 'POST', `${P}/manage/cms/findByBizCode`],
  ['listProducts', () => product.listProducts(), 'POST', `${P}/product/list`],
  ['listApprovedProducts', () => product.listApprovedProducts(), 'POST', `${P}/product/bLlist`],
  ['listProductPermits', () => product.listProductPermits('C1'), 'POST', `${P}/cust/product/findAllByPermitStatus`],
  [
    'listPermitAudits',
    () => product.listPermitAudits({ compCode: 'C1' }),
    'POST',
    `${P}/cust/product/queryPermitAudit`,
  ],
  ['applyProduct', () => product.applyProduct('ZNX'), 'POST', `${P}/cust/product/apply`],
  [
    'getPersonalVoucher',
    () => product.getPersonalVoucher('C1', 'E1'),
    'POST',
    `${P}/product/getCompPersonalVoucherInfo`,
  ],
  ['listProvinces', () => reference.listProvinces(), 'POST', `${P}/province/list`],
  ['listAreas', () => reference.listAreas(110000), 'POST', `${P}/area/list`],
  ['listLinkageRoots', () => reference.listLinkageRoots(), 'POST', `${P}/linkage/list`],
  ['listLinkageChildren', () => reference.listLinkageChildren(1), 'POST', `${P}/linkage/getChild`],
  ['listDict', () => reference.listDict('compRole'), 'POST', `${P}/reg/user/listDict`],
  [
    'uploadFile',
    () => file.uploadFile(new Blob(['x'], { type: 'image/png' }), { fileName: 'a.png' }),
    'POST',
    `${P}/third/file/store`,
  ],
  [
    'registerAccount',
    () =>
      register.registerAccount({
        mobile: '13900000001',
        smsCode: '123456',
        password: 'Scf@2026',
        browserID: 'browser01',
      }),
    'POST',
    `${P}/reg/account`,
  ],
  [
    'submitPermit',
    () =>
      register.submitPermit({
        regTicket: 't',
        compName: 'x',
        creditCode: '91350100M000100Y43',
        compRole: 'C102',
        provinceCode: '11',
        areaCode: '1101',
        address: 'x',
        licenceFileToken: 'f',
      }),
    'POST',
    `${P}/reg/permit`,
  ],
  [
    'submitVerification',
    () =>
      register.submitVerification({
        regTicket: 't',
        adminName: 'x',
        idType: 'ID_CARD',
        idNumber: '11010519491231002X',
      }),
    'POST',
    `${P}/reg/verification`,
  ],
  [
    'saveRegistrationDraft',
    () => register.saveRegistrationDraft({ regTicket: 't' } as Parameters<typeof register.saveRegistrationDraft>[0]),
    'POST',
    `${P}/reg/draft`,
  ],
  [
    'resumeRegistration',
    () => register.resumeRegistration({ mobile: '13900000001', smsCode: '123456', browserID: 'browser01' }),
    'POST',
    `${P}/reg/resume`,
  ],
  ['getRegistrationStatus', () => register.getRegistrationStatus('t'), 'POST', `${P}/reg/status`],
  [
    'verifyResetAccount',
    () => resetpwd.verifyResetAccount({ mobile: '13800000001', smsCode: '123456', browserID: 'browser01' }),
    'POST',
    `${P}/resetpwd/account`,
  ],
  [
    'resetPassword',
    () => resetpwd.resetPassword({ resetTicket: 't', password: 'Scf@2027' }),
    'POST',
    `${P}/resetpwd/reset`,
  ],
];

const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const originalAdapter = http.defaults.adapter;
const seen: { method: string; path: string }[] = [];

function fullPath(cfg: InternalAxiosRequestConfig): string {
  const url = cfg.url ?? '';
  const joined = url.startsWith('/api/') || /^https?:/.test(url) ? url : `${cfg.baseURL ?? ''}${url}`;
  return new URL(joined, 'http://localhost').pathname;
}

beforeAll(() => {
  http.defaults.adapter = mockAdapter((cfg) => {
    const path = fullPath(cfg);
    if (path === '/api/rsa/secretKey') return ok({ kid: 'k1', publicKey: pem });
    seen.push({ method: (cfg.method ?? '').toUpperCase(), path });
    return ok(null);
  });
});
afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

describe('api modules', () => {
  it('the table lists every exported call once', () => {
    const exported = Object.values(modules)
      .flatMap((m) => Object.entries(m))
      .filter(([name, v]) => typeof v === 'function' && !NOT_CALLS.has(name))
      .map(([name]) => name)
      .sort();
    expect(ROWS.map((r) => r[0]).sort()).toEqual(exported);
  });

  it('each call uses its method and path', async () => {
    for (const [name, run, method, path] of ROWS) {
      seen.length = 0;
      await run();
      const last = name === 'fetchRsaKeys' ? { method: 'POST', path: '/api/rsa/secretKey' } : seen.at(-1);
      expect({ name, ...last }).toEqual({ name, method, path });
    }
  });

  it('file download URLs point at the download call', () => {
    expect(file.fileDownloadUrl('abc+/=')).toBe(`${P}/third/file/down/load?fileToken=abc%2B%2F%3D`);
    expect(file.fileDownloadUrl(null)).toBe('');
  });
});

describe('against the server’s OpenAPI document', () => {
  let paths: Record<string, Record<string, unknown>> | null = null;
  let skipReason = '';

  // Loads the server and migrates an embedded database: over two minutes on a loaded two-core
  // machine running two test files at a time (120 s was exceeded there).
  beforeAll(async () => {
    let mod: {
      buildApp?: (o: unknown) => Promise<{
        inject: (o: unknown) => Promise<{ statusCode: number; body: string }>;
        close: () => Promise<void>;
      }>;
    };
    try {
      mod = (await import('../../../server/app')) as typeof mod;
    } catch (err) {
      skipReason = `server/app.ts cannot be loaded: ${String(err)}`;
      return;
    }
    const { loadConfig } = await import('../../../server/config');
    const { createDb } = await import('../../../server/db/create-db');
    const { migrate } = await import('../../../server/db/migrate');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' });
    const db = await createDb(config);
    await migrate(db);
    const app = await mod.buildApp!({ config, db });
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    paths = (JSON.parse(res.body) as { paths: Record<string, Record<string, unknown>> }).paths;
    await app.close();
    await (db as unknown as { close?: () => Promise<void> }).close?.();
  }, 240_000);

  it('publishes every path the api modules call, with the method they use', () => {
    expect(skipReason).toBe('');
    const missing: string[] = [];
    for (const [name, , method, path] of ROWS) {
      const item = paths?.[path];
      if (!item?.[method.toLowerCase()]) missing.push(`${name}: ${method} ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('publishes the file download call used for avatars', () => {
    expect(paths?.[`${P}/third/file/down/load`]?.get).toBeTruthy();
  });
});
