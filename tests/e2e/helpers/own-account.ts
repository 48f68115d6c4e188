/**
 * An account a test may change freely: a new employee of 江南商贸 (administrator 13800000011)
 * with a fresh mobile, given a password through the administrator's reset and the 找回密码
 * API. The demo accounts stay as they are. createOwnCompany: a whole company of the test's own.
 */
import { withIdCheck, withUsccCheck } from '../../../server/core/rules';
import { baseUrl } from './browser';
import { DEMO_PASSWORD, api, apiLogin, encryptForServer, newBrowserId, outboxCode } from './login';
import { operator } from './operator';
import { beginRegistration } from './registration';
import { PORTAL_API as P } from '../../kit/api';

export interface OwnAccount {
  mobile: string;
  password: string;
  employeeCode: string;
}

/** A mobile no seeded person has: 139 plus eight digits of the clock and a random digit. */
export function freshMobile(): string {
  return `139${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

export async function createOwnAccount(userName: string, password = DEMO_PASSWORD): Promise<OwnAccount> {
  const admin = await apiLogin('13800000011');
  const mobile = freshMobile();
  const added = await api<{ employeeCode: string }>(`${P}/cust/employee/add`, {
    token: admin.accessToken,
    body: { userName, mobile, roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
  });
  await api(`${P}/cust/employee/resetPassword?employeeCode=${added.employeeCode}`, { token: admin.accessToken });
  const code = await outboxCode('sms', mobile);
  const { resetTicket } = await api<{ resetTicket: string }>(`${P}/resetpwd/account`, {
    body: { mobile, smsCode: code, browserID: newBrowserId() },
  });
  const { value, kid } = await encryptForServer(password);
  await api(`${P}/resetpwd/reset`, { body: { resetTicket, password: value, kid } });
  return { mobile, password, employeeCode: added.employeeCode };
}

export interface OwnCompany {
  compCode: string;
  compName: string;
  /** Its unified social credit code (what invitations to it are bound to). */
  creditCode: string;
  /** Its administrator (E101), who registered it. */
  mobile: string;
  password: string;
}

const PDF_MINI = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

/**
 * A company of the test's own: registered through the registration API with a fresh mobile
 * and credit code, then approved by the operator command through the running server (the
 * demo companies stay as they are). `inviteCode` registers with an invitation.
 */
export async function createOwnCompany(
  compName: string,
  options: { inviteCode?: string; password?: string } = {},
): Promise<OwnCompany> {
  const password = options.password ?? DEMO_PASSWORD;
  const mobile = freshMobile();
  const { regTicket } = await beginRegistration(mobile, password, options.inviteCode);
  const form = new FormData();
  form.append('file', new Blob([PDF_MINI], { type: 'application/pdf' }), '营业执照.pdf');
  const stored = await fetch(new URL(`${P}/third/file/store?regTicket=${regTicket}`, baseUrl()), {
    method: 'POST',
    body: form,
  });
  const file = (await stored.json()) as { ok: boolean; msg: string; body: { fileToken: string } };
  if (!file.ok) throw new Error(`licence upload failed: ${file.msg}`);
  const creditCode = withUsccCheck(`91440300MA${mobile.slice(-7)}`);
  await api(`${P}/reg/permit`, {
    body: {
      regTicket,
      compName,
      creditCode,
      compRole: 'C102',
      provinceCode: '440000',
      areaCode: '440300',
      address: '深圳市南山区测试路1号',
      licenceFileToken: file.body.fileToken,
    },
  });
  const { compCode } = await api<{ compCode: string }>(`${P}/reg/verification`, {
    body: { regTicket, adminName: '测试管理员', idType: 'ID_CARD', idNumber: withIdCheck('11010519491231002') },
  });
  operator('approve', compCode);
  return { compCode, compName, creditCode, mobile, password };
}
