import {
  type CompanyUser,
  GetUsersResponse,
  InviteUserBody,
  InviteUserResponse,
  UpdateCompanyUserBody,
  UpdateCompanyUserResponse,
} from '../company-users.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * A customer's own users (spec §7 "User and account": GetUsers; issue 17 "Company users and permission
 * scopes"): a user whose permission scope is All lists the users of their customer, invites colleagues and sets
 * each one's scope or deactivates them. A sales user acting for a customer acts with All (ADR 41). Every other
 * caller acting for a customer gets 403 `permission-scope.all-required`.
 */

const tags = ['User'] as const;
const access = 'customer' as const;

const exampleUser: CompanyUser = {
  id: 'u-dealer-dk',
  name: 'Mette Jensen',
  username: 'dealer@nordlys.demo',
  email: 'dealer@nordlys.demo',
  roles: [],
  permissionScope: 'All',
  active: true,
  status: 'Active',
  invitationExpiresAt: null,
  lastLoginAt: '2026-11-25T08:12:00.000Z',
  createdAt: '2026-01-15T09:00:00.000Z',
  isCurrentUser: true,
};

const exampleArea = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;

export const getUsers = defineEndpoint({
  operationId: 'getUsers',
  method: 'POST',
  path: '/api/User/GetUsers',
  access,
  tags,
  summary: "The users of the caller's own customer, with their permission scope, status and last login",
  description:
    'Sorted by name. Status: Active; Invited (has not set a password yet; invitationExpiresAt says until when ' +
    'the mailed link works); Deactivated. 403 permission-scope.all-required unless the scope is All.',
  response: GetUsersResponse,
  errors: ['permission-scope.all-required'],
  example: { response: { users: [exampleUser] } },
});

export const inviteUser = defineEndpoint({
  operationId: 'inviteUser',
  method: 'POST',
  path: '/api/User/InviteUser',
  access,
  tags,
  summary: 'Invite a colleague: a new user of the same customer, who sets a password from a mailed link',
  description:
    'The e-mail is the new username. The user is created inactive with the scope given and gets a mail in the ' +
    "call's language with a single-use link (tokenUrl with {token} and {username} filled in; only the shop's own " +
    'origin, as for RecoverPassword) that works for 72 hours; setting the password through ' +
    'ResetPasswordByToken activates the user. Inviting an e-mail that is still Invited (or whose invitation ' +
    'expired) in the same customer sends a new link and makes the old one dead. 409 company-user.username-taken ' +
    'when the e-mail is already a username. Rate-limited. Audited.',
  body: InviteUserBody,
  response: InviteUserResponse,
  errors: ['permission-scope.all-required', 'company-user.username-taken', 'password-token-url-not-allowed'],
  rateLimited: true,
  example: {
    body: {
      area: exampleArea,
      name: 'Anders Lager',
      email: 'lager@butik.example',
      permissionScope: 'Shipping',
      tokenUrl: 'https://shop.example/recover-password?token={token}&username={username}',
    },
    response: {
      user: {
        ...exampleUser,
        id: 'u-7f3c…',
        name: 'Anders Lager',
        username: 'lager@butik.example',
        email: 'lager@butik.example',
        permissionScope: 'Shipping',
        active: false,
        status: 'Invited',
        invitationExpiresAt: '2026-11-29T08:12:00.000Z',
        lastLoginAt: null,
        isCurrentUser: false,
      },
    },
  },
});

export const updateCompanyUser = defineEndpoint({
  operationId: 'updateCompanyUser',
  method: 'POST',
  path: '/api/User/UpdateCompanyUser',
  access,
  tags,
  summary: "Set a colleague's permission scope, deactivate or reactivate them",
  description:
    'Deactivating ends every session of the user at once and makes their password links dead. The customer ' +
    'always keeps an active user with the scope All: deactivating or demoting the last one answers 409 ' +
    'company-user.last-all-user. A user of another customer answers 404 not-found, as a missing one. ' +
    'Audited.',
  body: UpdateCompanyUserBody,
  response: UpdateCompanyUserResponse,
  errors: ['permission-scope.all-required', 'not-found', 'company-user.last-all-user'],
  example: {
    body: { userId: 'u-lager', permissionScope: 'Release' },
    response: { user: { ...exampleUser, id: 'u-lager', permissionScope: 'Release', isCurrentUser: false } },
  },
});
