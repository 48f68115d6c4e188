/** Registration steps (added): reg/account, reg/permit, reg/verification, reg/status. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, fail, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { verifyCode } from '../codes/codes.service';
import { decryptNewPassword, hashPassword } from '../auth/password.service';
import { personByMobile } from '../account/person.repo';
import { enforceIp, enforceLookup, POLICIES } from '../../infra/throttle/throttle.service';
import {
  AccountAnswer,
  AccountBody,
  DraftBody,
  PermitBody,
  ResumeAnswer,
  ResumeBody,
  StatusAnswer,
  StepBody,
  TicketBody,
  VerificationAnswer,
  VerificationBody,
} from './registration.schemas';
import {
  createRegistration,
  registrationByTicket,
  registrationStatus,
  submitPermit,
  submitVerification,
} from './registration.service';
import {
  checkInvitedCompany,
  checkInviteCode,
  draftsView,
  forgetDraft,
  invitationOf,
  resumeRegistration,
  saveDraft,
  savedIdNumber,
} from './registration-draft.service';

export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/reg/account`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Step 1: mobile + SMS code (purpose register) + password → regTicket',
        body: AccountBody,
        response: { 200: Envelope(AccountAnswer) },
      },
    },
    async (request) => {
      const b = request.body;
      await enforceIp(ctx, 'reg', request.ip, POLICIES.regIp);
      await enforceLookup(ctx, request.ip, [`browser:${b.browserID}`]);
      const password = await decryptNewPassword(ctx, b.password, b.kid, 'password', request.ip);
      // Checked before the SMS code is used up: a mistyped invitation code costs no new SMS.
      const inviteCode = b.inviteCode ? await checkInviteCode(ctx, b.inviteCode, b.mobile) : undefined;
      await verifyCode(ctx, { channel: 'sms', purpose: 'register', destination: b.mobile }, b.smsCode, 'smsCode');
      // Told only after the code is verified: the caller holds the number, nobody else learns it.
      if (await personByMobile(ctx.db, b.mobile)) throw fail.bad('该手机号已注册，请直接登录', 'mobile');
      const ticket = await createRegistration(ctx, b.mobile, await hashPassword(password), inviteCode);
      return ok({ regTicket: ticket, step: 'permit' as const });
    },
  );

  app.post(
    `${P}/reg/permit`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Step 2: company licence, credit code (GB 32100 check digit), role, region, address',
        body: PermitBody,
        response: { 200: Envelope(StepBody) },
      },
    },
    async (request) => {
      const { regTicket, ...input } = request.body;
      const reg = await registrationByTicket(ctx, regTicket);
      await checkInvitedCompany(ctx, reg, input);
      await submitPermit(ctx, reg, input);
      await forgetDraft(ctx, reg.id, 'permit');
      return ok({ step: 'verification' as const });
    },
  );

  app.post(
    `${P}/reg/verification`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Step 3: the administrator (name, ID number); the application goes to approval',
        body: VerificationBody,
        response: { 200: Envelope(VerificationAnswer) },
      },
    },
    async (request) => {
      const { regTicket, ...input } = request.body;
      const reg = await registrationByTicket(ctx, regTicket);
      const idNumber = input.idNumber ?? savedIdNumber(reg);
      if (!idNumber) throw fail.bad('请输入证件号码', 'idNumber');
      const compCode = await submitVerification(ctx, reg, { ...input, idNumber });
      await forgetDraft(ctx, reg.id, 'verification');
      return ok({ step: 'approval' as const, compCode }, '注册申请已提交，请等待审核');
    },
  );

  app.post(
    `${P}/reg/status`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Where the registration is, with what was entered (the approval poll and the resume)',
        body: TicketBody,
        response: {
          200: Envelope(StatusAnswer),
        },
      },
    },
    async (request) => {
      const reg = await registrationByTicket(ctx, request.body.regTicket);
      return ok({
        ...(await registrationStatus(ctx, reg)),
        drafts: draftsView(reg),
        invitation: await invitationOf(ctx, reg),
      });
    },
  );

  app.post(
    `${P}/reg/draft`,
    {
      schema: {
        tags: ['registration'],
        summary: 'Saves what a step holds before it is submitted (and the invitation code of an invitation link)',
        body: DraftBody,
        response: { 200: Envelope(StepBody) },
      },
    },
    async (request) => {
      const { regTicket, ...input } = request.body;
      const reg = await registrationByTicket(ctx, regTicket);
      return ok({ step: await saveDraft(ctx, reg, input) }, '已保存');
    },
  );

  app.post(
    `${P}/reg/resume`,
    {
      schema: {
        tags: ['registration'],
        summary:
          'Another tab or device: mobile + SMS code (purpose register) → a new ticket of the unfinished registration',
        body: ResumeBody,
        response: { 200: Envelope(ResumeAnswer) },
      },
    },
    async (request) => {
      const b = request.body;
      await enforceIp(ctx, 'reg', request.ip, POLICIES.regIp);
      await enforceLookup(ctx, request.ip, [`browser:${b.browserID}`]);
      const inviteCode = b.inviteCode ? await checkInviteCode(ctx, b.inviteCode, b.mobile) : null;
      await verifyCode(ctx, { channel: 'sms', purpose: 'register', destination: b.mobile }, b.smsCode, 'smsCode');
      const { ticket, step } = await resumeRegistration(ctx, b.mobile, inviteCode);
      return ok({ regTicket: ticket, step });
    },
  );
};
