/**
 * The public registration's calls as the tests make them: the account (with a fresh SMS code),
 * the company with its licence uploaded, and the administrator. Each returns the call's result
 * for the test to judge.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/db';
import { call, encPassword, freshIp, P, PDF_MINI, smsCode, upload } from './api';
import { APPLICANT_ID } from './registration-data';

/** The account step for `mobile` (password Abc12345x unless given; the invitation code when given). */
export async function regAccount(
  app: FastifyInstance,
  db: Db,
  mobile: string,
  options: { password?: string; inviteCode?: string } = {},
) {
  const { code, browserId } = await smsCode(app, db, mobile, 'register');
  return call<{ regTicket: string; step: string }>(app, `${P}/reg/account`, {
    body: {
      mobile,
      smsCode: code,
      password: await encPassword(app, options.password ?? 'Abc12345x'),
      browserID: browserId,
      ...(options.inviteCode === undefined ? {} : { inviteCode: options.inviteCode }),
    },
    ip: freshIp(),
  });
}

export interface PermitFields {
  compName: string;
  creditCode: string;
  /** C102 (supplier) unless given. */
  compRole?: string;
  /** 深圳 (440000, 440300) unless given. */
  provinceCode?: string;
  areaCode?: string;
  address?: string;
}

/** The company step's body: the licence (`fileName`) uploaded for `ticket`, and the company. */
export async function permitBody(
  app: FastifyInstance,
  ticket: string,
  fields: PermitFields,
  fileName = '营业执照.pdf',
) {
  const file = await upload(app, PDF_MINI, fileName, { regTicket: ticket });
  expect(file.env.ok, file.env.msg).toBe(true);
  return {
    regTicket: ticket,
    compRole: 'C102',
    provinceCode: '440000',
    areaCode: '440300',
    address: '深圳',
    ...fields,
    licenceFileToken: file.env.body.fileToken as string,
  };
}

/** The company step, its licence uploaded first. */
export const regPermit = async (app: FastifyInstance, ticket: string, fields: PermitFields, fileName?: string) =>
  call(app, `${P}/reg/permit`, { body: await permitBody(app, ticket, fields, fileName) });

/** The administrator step: `adminName` with the demo applicant's ID card unless `extra` says else. */
export const regVerification = (
  app: FastifyInstance,
  ticket: string,
  adminName: string,
  extra: Record<string, unknown> = {},
) =>
  call<{ compCode: string; step: string }>(app, `${P}/reg/verification`, {
    body: { regTicket: ticket, adminName, idType: 'ID_CARD', idNumber: APPLICANT_ID, ...extra },
  });
