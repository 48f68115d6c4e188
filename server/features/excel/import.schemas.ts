/** The Excel employee import's request and answer schemas. */
import { Type } from 'typebox';
import { Envelope } from '../../core/envelope';

export const EmployeeImportAnswer = Envelope(Type.Object({ added: Type.Integer(), invited: Type.Integer() }));
