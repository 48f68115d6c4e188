/** The request and answer schemas of the signed-in devices (sessions) pages. */
import { Type } from 'typebox';
import { Envelope } from '../../core/envelope';
import { Code, Obj, PageNum, PageSize } from '../../core/schemas';

const SessionId = Type.String({ pattern: '^[0-9a-f-]{36}$', maxLength: 36, 'x-msg': '会话标识不正确' });

const DeviceSchema = Type.Object({
  sessionId: Type.String(),
  compName: Type.String(),
  loginTime: Type.String(),
  lastActiveTime: Type.String(),
  ip: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  current: Type.Boolean(),
});

export const CompanySessionSchema = Type.Object({
  ...DeviceSchema.properties,
  employeeCode: Type.String(),
  userName: Type.String(),
  mobile: Type.String(),
});

export const SessionSignOutQuery = Obj({ sessionId: SessionId });

export const SessionCompanyBody = Obj({
  keyword: Type.Optional(Type.String({ maxLength: 50, 'x-msg': '关键字最多50个字符' })),
  sortOrder: Type.Optional(
    Type.Union([Type.Literal('ascend'), Type.Literal('descend')], { 'x-msg': '排序方式不正确' }),
  ),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const SessionForceOutQuery = Obj({ employeeCode: Code() });

export const SessionForceOutAnswer = Envelope(Type.Object({ signedOut: Type.Integer() }));

export const DeviceList = Type.Array(DeviceSchema);
