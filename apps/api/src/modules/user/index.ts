/** The user module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { assignedCustomerNumbers, isAssignedCustomer } from './assigned-customers.ts';
export { backofficeUserHandlers } from './backoffice-users.routes.ts';
export { type Colleague, colleaguesWithPermission } from './colleagues-with-permission.ts';
export { companyUserHandlers } from './company-users.routes.ts';
export {
  type CustomerUser,
  customerUsersByIds,
  reachableCustomerUsersAmong,
  reachableCustomerUsersNamed,
  searchReachableCustomerUsers,
} from './customer-users.ts';
export {
  type FirstCustomerUser,
  inviteFirstCustomerUser,
  isUsernameTaken,
} from './first-customer-user.ts';
export { impersonationHandlers } from './impersonation.routes.ts';
export { userDisplayName } from './impersonation.service.ts';
export {
  consumePasswordToken,
  issuePasswordToken,
  type LivePasswordToken,
  type PasswordTokenPurpose,
  type PasswordTokenTtl,
  verifyPasswordToken,
} from './password-tokens.ts';
export { requirePermission } from './permission-scope.ts';
export { priceViewHandlers } from './price-view.routes.ts';
export { mayViewPrices } from './price-view.service.ts';
export { salesContactsOf } from './sales-contacts-of.ts';
export { sizeCurveHandlers } from './size-curve.routes.ts';
export {
  findLiveToken,
  issueToken,
  liveTokenExpiry,
  revokeDraftSessions,
  revokeOtherTokens,
} from './token.service.ts';
export { deleteStaleTokens } from './token-retention.ts';
export { userHandlers } from './user.routes.ts';
export { type UserName, userIdsByEmailOrId, userNamesByIds } from './user-names.ts';
export {
  erasedEmailOf,
  eraseUserPersonalFields,
  isOnlyAllUser,
  type UserPersonalData,
  userPersonalData,
} from './user-personal-data.ts';
