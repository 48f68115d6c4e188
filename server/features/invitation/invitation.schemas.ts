/** The shapes of the invitation calls. */
import { CompanyName, CompRoleCode, Mobile, Obj, PersonName } from '../../core/schemas';

/** A company invited by the administrator: who to text and which enterprise role it will have. */
export const InvitationBody = Obj({ compName: CompanyName, contactName: PersonName, mobile: Mobile, compRole: CompRoleCode });
