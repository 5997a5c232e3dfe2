import { z } from 'zod';
import { ErrorBody } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  NotLoggedInTokenResponse,
  PasswordChangedResponse,
  PasswordTooWeakError,
  RecoverPasswordBody,
  RecoverPasswordResponse,
  ResetPasswordByTokenBody,
  User,
  VerifyTokenBody,
  VerifyTokenResponse,
} from '../user.ts';

export const login = defineEndpoint({
  operationId: 'login',
  method: 'POST',
  path: '/api/User/Login',
  access: 'anonymous',
  tags: ['User'],
  summary: 'Log in; answers the user and a bearer token',
  description:
    'Unknown user and wrong password answer the same 401 Unauthorized. A user whose customer is deactivated ' +
    'answers 403 validation.logget-out-account-deactivated (after the password was checked). Rate-limited ' +
    'per client address and username (LOGIN_RATE_LIMIT_PER_MINUTE) and per username across addresses: ' +
    'after LOGIN_ACCOUNT_FAILURE_LIMIT failed attempts within LOGIN_ACCOUNT_FAILURE_WINDOW_MINUTES every ' +
    'attempt answers 429 with Retry-After until the window ends.',
  body: LoginBody,
  response: LoginResponse,
  errors: ['Unauthorized', 'validation.logget-out-account-deactivated'],
  rateLimited: true,
  example: { body: { username: 'dealer@nordlys.demo', password: 'nordlys-demo' } },
});

export const getUser = defineEndpoint({
  operationId: 'getUser',
  method: 'GET',
  path: '/api/User/GetUser',
  access: 'user',
  tags: ['User'],
  summary: 'The logged-in user with their customer',
  response: User,
  errors: [],
  example: {
    response: {
      id: 'u-dealer',
      username: 'dealer@nordlys.demo',
      name: 'Dorthe Dealer',
      email: 'dealer@nordlys.demo',
      customerNumber: 'C10001',
      roles: [],
      permissionScope: 'All',
      customer: null,
      extraInfo: { impersonatorName: null },
    },
  },
});

export const generateNotLoggedInToken = defineEndpoint({
  operationId: 'generateNotLoggedInToken',
  method: 'POST',
  path: '/api/User/GenerateNotLoggedInToken',
  access: 'anonymous',
  tags: ['User'],
  summary: 'A scoped token for an anonymous visitor (24 h)',
  response: NotLoggedInTokenResponse,
  errors: [],
  rateLimited: true,
  example: {
    response: { token: 'v1.4f9c…', tokenType: 'Bearer', expiresAt: '2026-11-26T12:00:00.000Z' },
  },
});

/**
 * Not in the spec (its logout is client-only): the shop's logout revokes the session's token here, so a copied
 * token dies with the session (ADR 37).
 */
export const logout = defineEndpoint({
  operationId: 'logout',
  method: 'POST',
  path: '/api/User/Logout',
  access: 'anonymous',
  tags: ['User'],
  summary: 'Log out: revoke the bearer token sent with the call',
  description:
    "Revokes the token in the Authorization header (a user's or a visitor's). A missing, expired or already " +
    'revoked token is no error: the answer says that nothing was revoked, so logging out twice is harmless.',
  response: LogoutResponse,
  errors: [],
  example: { response: { revokedTokens: 1 } },
});

export const logoutEverywhere = defineEndpoint({
  operationId: 'logoutEverywhere',
  method: 'POST',
  path: '/api/User/LogoutEverywhere',
  access: 'user',
  tags: ['User'],
  summary: 'Log out everywhere: revoke every live token of the calling user, this one included',
  description:
    'Every session of the user ends: other browsers and devices get 401 on their next call. While a sales ' +
    "user impersonates, it is the sales user's tokens that are revoked.",
  response: LogoutResponse,
  errors: [],
  example: { response: { revokedTokens: 3 } },
});

export const recoverPassword = defineEndpoint({
  operationId: 'recoverPassword',
  method: 'POST',
  path: '/api/User/RecoverPassword',
  access: 'anonymous',
  tags: ['User'],
  summary: 'Mail a single-use password reset link (valid 60 minutes) to the user',
  description:
    'tokenUrl is the address the link points at, with the placeholders {token} and {username}; it must be on ' +
    "the shop's own origin (PUBLIC_URL / WEB_ORIGIN), otherwise 400 password-token-url-not-allowed (ADR 40). " +
    'The answer is the same, in status, body and time, whether or not the username exists or is active: the ' +
    "mail goes only to a known active user, in the area's language. Rate-limited per address and per username.",
  body: RecoverPasswordBody,
  response: RecoverPasswordResponse,
  errors: ['password-token-url-not-allowed', 'area-not-found'],
  rateLimited: true,
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      username: 'dealer@nordlys.demo',
      tokenUrl: 'https://shop.example/recover-password?token={token}&username={username}',
    },
    response: { accepted: true, validMinutes: 60 },
  },
});

export const verifyToken = defineEndpoint({
  operationId: 'verifyToken',
  method: 'POST',
  path: '/api/User/VerifyToken',
  access: 'anonymous',
  tags: ['User'],
  summary: 'Whether a password link (a reset or an invitation) is live for the username, and which it is',
  description:
    '200 when the token is live for that username; a wrong, used or expired token (or an unknown username) ' +
    'answers the one 401 Unauthorized. Rate-limited per address and per username.',
  body: VerifyTokenBody,
  response: VerifyTokenResponse,
  errors: ['Unauthorized'],
  rateLimited: true,
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en' }, username: 'dealer@nordlys.demo', token: 'q3V…' },
    response: { valid: true, expiresAt: '2026-11-26T12:00:00.000Z', purpose: 'reset' },
  },
});

export const resetPasswordByToken = defineEndpoint({
  operationId: 'resetPasswordByToken',
  method: 'POST',
  path: '/api/User/ResetPasswordByToken',
  access: 'anonymous',
  tags: ['User'],
  summary: 'Set a new password with a reset token; every session of the user ends',
  description:
    'The token is used up (single use). A wrong, used or expired token answers 401 Unauthorized; a new ' +
    'password that breaks the rule (passwordRule in @shop/contracts: length, not common, not the username) ' +
    'answers 400 password-too-weak naming the broken part. Every auth token of the user is revoked and the ' +
    "account's failed-login count is cleared. Rate-limited per address and per username.",
  body: ResetPasswordByTokenBody,
  response: PasswordChangedResponse,
  errors: ['Unauthorized', 'password-too-weak'],
  errorBodies: { 400: z.union([PasswordTooWeakError, ErrorBody]) },
  rateLimited: true,
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      username: 'dealer@nordlys.demo',
      token: 'q3V…',
      newPassword: 'a long new passphrase',
    },
    response: { revokedTokens: 2 },
  },
});

export const changePassword = defineEndpoint({
  operationId: 'changePassword',
  method: 'POST',
  path: '/api/User/ChangePassword',
  access: 'user',
  tags: ['User'],
  summary: "Change the logged-in user's password; their other sessions end",
  description:
    'A wrong current password answers 401 Unauthorized (the shop shows change-password-failed; the token ' +
    'stays valid). A new password that breaks the rule answers 400 password-too-weak. Every other token of ' +
    'the user is revoked; the calling one stays. A sales user impersonating a customer changes no password ' +
    '(403). Rate-limited per address and per user.',
  body: ChangePasswordBody,
  response: PasswordChangedResponse,
  errors: ['Unauthorized', 'Forbidden', 'password-too-weak'],
  errorBodies: { 400: z.union([PasswordTooWeakError, ErrorBody]) },
  rateLimited: true,
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      currentPassword: 'nordlys-demo',
      newPassword: 'a long new passphrase',
    },
    response: { revokedTokens: 1 },
  },
});
