import { defineEndpoint } from '../endpoint.ts';
import { LoginBody, LoginResponse, LogoutResponse, NotLoggedInTokenResponse, User } from '../user.ts';

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
