/** The shapes of the invitation calls. */
import { CompRoleCode, Mobile, Name, Obj } from '../../core/schemas';

/** A company invited by the administrator: who to text and which enterprise role it will have. */
export const InvitationBody = Obj({ compName: Name(100), contactName: Name(50), mobile: Mobile, compRole: CompRoleCode });
