/** The shapes of the invitation calls. */
import { Type } from 'typebox';
import { CompanyName, CompRoleCode, Mobile, Obj, PersonName } from '../../core/schemas';

/**
 * A company invited by the administrator: its name (for people), its unified social credit
 * code (what the invitation is bound to: names are not unique), who to text and which
 * enterprise role it will have.
 */
export const InvitationBody = Obj({
  compName: CompanyName,
  creditCode: Type.String({ minLength: 18, maxLength: 18, pattern: '^[0-9A-Za-z]{18}$', 'x-msg': '统一社会信用代码为18位字母或数字' }),
  contactName: PersonName,
  mobile: Mobile,
  compRole: CompRoleCode,
});
