import { defineEndpoint } from '../endpoint.ts';
import { LoginBody, LoginResponse, NotLoggedInTokenResponse, User } from '../user.ts';

export const login = defineEndpoint({
  operationId: 'login',
  method: 'POST',
  path: '/api/User/Login',
  access: 'anonymous',
  tags: ['User'],
  summary: 'Log in; answers the user and a bearer token',
  description:
    'Unknown user and wrong password answer the same 401 Unauthorized. Rate-limited per client address and ' +
    'username (LOGIN_RATE_LIMIT_PER_MINUTE).',
  body: LoginBody,
  response: LoginResponse,
  errors: ['Unauthorized'],
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
