/** Every typed call of the portal API, one verb-named function per endpoint. */
export * from './types';
export * from './session.api';
export * from './account.api';
export * from './company.api';
export * from './permission.api';
export * from './employee.api';
export * from './invitation.api';
export * from './message.api';
export * from './content.api';
export * from './product.api';
export * from './reference.api';
export * from './file.api';
export * from './register.api';
export * from './resetpwd.api';
export { P as PORTAL_API_PREFIX } from './request';
export * from './audit.api';
export * from './devices.api';
export * from './export.api';
