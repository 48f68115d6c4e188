/** Shape of POST /rsa/secretKey: the current public key and its id. */
import { Type } from 'typebox';

export const PublicKey = Type.Object({ kid: Type.String(), publicKey: Type.String() });
