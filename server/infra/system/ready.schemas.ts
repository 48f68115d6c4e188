/** Shape of GET /ready's answer when the instance can serve. */
import { Type } from 'typebox';

export const Readiness = Type.Object({ db: Type.String(), migrations: Type.String() });
