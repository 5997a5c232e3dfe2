/** The user module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { backofficeUserRoutes } from './backoffice-users.routes.ts';
export { companyUserRoutes } from './company-users.routes.ts';
export { impersonationRoutes } from './impersonation.routes.ts';
export { mayActFor, userDisplayName } from './impersonation.service.ts';
export {
  consumePasswordToken,
  issuePasswordToken,
  type LivePasswordToken,
  type PasswordTokenPurpose,
  type PasswordTokenTtl,
  verifyPasswordToken,
} from './password-tokens.ts';
export { requirePermission } from './permission-scope.ts';
export { salesContactsOf } from './sales-contacts-of.ts';
export { findLiveToken, issueToken, revokeOtherTokens } from './token.service.ts';
export { deleteStaleTokens } from './token-retention.ts';
export { userRoutes } from './user.routes.ts';
export * from './user.tables.ts';
