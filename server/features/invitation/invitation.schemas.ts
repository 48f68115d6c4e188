/** The shapes of the invitation calls. */
import { Type } from 'typebox';
import { CompanyName, CompRoleCode, Id, Mobile, Obj, PageNum, PageSize, PersonName } from '../../core/schemas';
import { INVITATION_STATUSES } from '../../core/status';

/**
 * A company invited by the administrator: its name (for people), its unified social credit
 * code (what the invitation is bound to: names are not unique), who to text and which
 * enterprise role it will have.
 */
export const InvitationBody = Obj({
  compName: CompanyName,
  creditCode: Type.String({
    minLength: 18,
    maxLength: 18,
    pattern: '^[0-9A-Za-z]{18}$',
    'x-msg': '统一社会信用代码为18位字母或数字',
  }),
  contactName: PersonName,
  mobile: Mobile,
  compRole: CompRoleCode,
});

export const CreateAnswer = Type.Object({ id: Type.Integer(), inviteCode: Type.String() });

/** A code that is sent expires at its deadline unless it is accepted or revoked first. */
const InvitationStatus = Type.Enum(INVITATION_STATUSES);

/** One invitation of the company's list. */
export const InvitationItem = Type.Object({
  id: Type.Integer(),
  compName: Type.String(),
  /** The invited company's unified social credit code; '' for invitations sent before it was asked for. */
  creditCode: Type.String(),
  contactName: Type.String(),
  mobile: Type.String(),
  compRole: Type.String(),
  status: InvitationStatus,
  createTime: Type.String(),
  /** When the code was last sent (a resend moves it): its expiry less the validity. */
  sendTime: Type.String(),
  expireTime: Type.String(),
  acceptTime: Type.String(),
});

export const InvitationListBody = Obj({
  status: Type.Optional(InvitationStatus),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const ResendAnswer = Type.Object({ inviteCode: Type.String() });

export const AcceptBody = Obj({
  inviteCode: Type.String({
    minLength: 8,
    maxLength: 8,
    pattern: '^[A-Za-z0-9]{8}$',
    'x-msg': '邀请码为8位字母或数字',
  }),
});

export const AcceptAnswer = Type.Object({ inviterCompName: Type.String() });

export const ReceivedList = Type.Array(
  Type.Object({
    id: Type.Integer(),
    inviterCompName: Type.String(),
    compName: Type.String(),
    sendTime: Type.String(),
    expireTime: Type.String(),
  }),
);

export const IdQuery = Obj({ id: Id });
