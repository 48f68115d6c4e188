/** Registration steps (added): reg/account, reg/permit, reg/verification, reg/status. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { BrowserId, Code, Code6, CompRoleCode, Email, EncryptedPassword, Kid, Mobile, Name, Obj, Ticket } from '../../core/schemas';
import { verifyCode } from '../codes/codes.service';
import { decryptNewPassword, hashPassword } from '../auth/password.service';
import { personByMobile } from '../account/person.repo';
import { enforce, enforceLookup, POLICIES, perIp } from '../throttle/throttle.service';
import { createRegistration, registrationByTicket, registrationStatus, submitPermit, submitVerification } from './registration.service';

const StepBody = Type.Object({ step: Type.String() });

export const registrationRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;

  app.post(
    `${P}/reg/account`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Step 1: mobile + SMS code (purpose register) + password → regTicket',
        body: Obj({
          mobile: Mobile,
          smsCode: Code6,
          password: EncryptedPassword,
          kid: Type.Optional(Kid),
          browserID: BrowserId,
          inviteCode: Type.Optional(Type.String({ minLength: 8, maxLength: 8, pattern: '^[A-Za-z0-9]{8}$', 'x-msg': '邀请码为8位字母或数字' })),
        }),
        response: { 200: Envelope(Type.Object({ regTicket: Type.String(), step: Type.String() })) },
      },
    },
    async (request) => {
      const b = request.body;
      await enforce(ctx.db, `reg:ip:${request.ip}`, perIp(POLICIES.regIp, ctx.config.ipLimitFactor), ctx.clock());
      await enforceLookup(ctx.db, request.ip, [`browser:${b.browserID}`], ctx.config.ipLimitFactor, ctx.clock());
      const password = await decryptNewPassword(ctx, b.password, b.kid, 'password', request.ip);
      await verifyCode(ctx, { channel: 'sms', purpose: 'register', destination: b.mobile }, b.smsCode, 'smsCode');
      // Told only after the code is verified: the caller holds the number, nobody else learns it.
      if (await personByMobile(ctx.db, b.mobile)) throw fail.bad('该手机号已注册，请直接登录', 'mobile');
      const ticket = await createRegistration(ctx, b.mobile, await hashPassword(password), b.inviteCode?.toUpperCase());
      return ok({ regTicket: ticket, step: 'permit' });
    },
  );

  app.post(
    `${P}/reg/permit`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Step 2: company licence, credit code (GB 32100 check digit), role, region, address',
        body: Obj({
          regTicket: Ticket,
          compName: Name(100),
          creditCode: Type.String({ minLength: 18, maxLength: 18, pattern: '^[0-9A-Za-z]{18}$', 'x-msg': '统一社会信用代码格式不正确' }),
          compRole: CompRoleCode,
          provinceCode: Type.String({ pattern: '^\\d{6}$', maxLength: 6, 'x-msg': '请选择正确的省份' }),
          areaCode: Type.String({ pattern: '^\\d{6}$', maxLength: 6, 'x-msg': '请选择正确的城市' }),
          address: Name(200),
          licenceFileToken: Code(64),
        }),
        response: { 200: Envelope(StepBody) },
      },
    },
    async (request) => {
      const { regTicket, ...input } = request.body;
      const reg = await registrationByTicket(ctx, regTicket);
      await submitPermit(ctx, reg, input);
      return ok({ step: 'verification' });
    },
  );

  app.post(
    `${P}/reg/verification`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Step 3: the administrator (name, ID number); the application goes to approval',
        body: Obj({
          regTicket: Ticket,
          adminName: Name(50),
          idType: Type.Union([Type.Literal('ID_CARD'), Type.Literal('PASSPORT'), Type.Literal('OTHER')]),
          idNumber: Type.String({ minLength: 5, maxLength: 20, pattern: '^[0-9A-Za-z]+$', 'x-msg': '证件号码格式不正确' }),
          email: Type.Optional(Email),
        }),
        response: { 200: Envelope(Type.Object({ step: Type.String(), compCode: Type.String() })) },
      },
    },
    async (request) => {
      const { regTicket, ...input } = request.body;
      const reg = await registrationByTicket(ctx, regTicket);
      const compCode = await submitVerification(ctx, reg, input);
      return ok({ step: 'approval', compCode }, '注册申请已提交，请等待审核');
    },
  );

  app.post(
    `${P}/reg/status`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Where the registration is, with what was entered (the approval poll and the resume)',
        body: Obj({ regTicket: Ticket }),
        response: {
          200: Envelope(
            Type.Object({
              step: Type.String(),
              approvalStatus: Type.String(),
              compCode: Type.String(),
              rejectReason: Type.String(),
              mobile: Type.String(),
              permit: Type.Union([
                Type.Object({
                  compName: Type.String(), creditCode: Type.String(), compRole: Type.String(), provinceCode: Type.String(),
                  areaCode: Type.String(), address: Type.String(), licenceFileToken: Type.String(),
                }),
                Type.Null(),
              ]),
              verification: Type.Union([
                Type.Object({ adminName: Type.String(), idType: Type.String(), idNumber: Type.String(), email: Type.String() }),
                Type.Null(),
              ]),
            }),
          ),
        },
      },
    },
    async (request) => ok(await registrationStatus(ctx, await registrationByTicket(ctx, request.body.regTicket))),
  );

};
