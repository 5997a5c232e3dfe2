import { defineEndpoint } from '../endpoint.ts';
import {
  AllowedUsersToImpersonateBody,
  AllowedUsersToImpersonateResponse,
  ImpersonateBody,
  type ImpersonationTokenResponse,
  ImpersonationTokenResponse as TokenAnswer,
} from '../sales-impersonation.ts';

/**
 * Sales impersonation (customer-center spec §7 "Sales impersonation", shop-front §7; ADR 45). Sales staff only
 * (role impersonator). A sales person reaches the customers assigned to them; a B2B Manager every customer.
 */

const tags = ['SalesImpersonation'] as const;
const access = 'impersonator' as const;

const exampleToken: ImpersonationTokenResponse = {
  token: 'Yk3x…',
  tokenType: 'Bearer',
  expiresAt: '2026-11-27T08:00:00.000Z',
  user: {
    id: 'u-sales',
    username: 'sales@nordlys.demo',
    name: 'Sofie Sælger',
    email: 'sales@nordlys.demo',
    customerNumber: 'C10001',
    roles: ['impersonator'],
    permissionScope: 'All',
    customer: null,
    extraInfo: { impersonatorName: 'Sofie Sælger' },
  },
};

export const getAllowedUsersToImpersonate = defineEndpoint({
  operationId: 'getAllowedUsersToImpersonate',
  method: 'POST',
  path: '/api/SalesImpersonation/GetAllowedUsersToImpersonate',
  access,
  tags,
  summary: 'The customers the sales person may act for, each with its users, currency and blocked status',
  description:
    'A sales person sees the customers assigned to them, a B2B Manager every customer; sorted by name, then ' +
    "number. search matches part of the customer's name, number or city, or a user's name or username. " +
    'Deactivated customers are listed (active false) but cannot be acted for.',
  body: AllowedUsersToImpersonateBody,
  response: AllowedUsersToImpersonateResponse,
  errors: [],
  example: {
    body: { search: 'nordlys', pageSize: 20, pageNr: 1 },
    response: {
      customers: [
        {
          customerNumber: 'C10001',
          name: 'Nordlys Butik København',
          city: 'København',
          countryCode: 'DK',
          languageCode: 'da',
          currencyCode: 'DKK',
          blockedStatus: 'None',
          blocked: false,
          active: true,
          users: [
            {
              id: 'u-dealer-dk',
              name: 'Mette Jensen',
              username: 'dealer@nordlys.demo',
              email: 'dealer@nordlys.demo',
              active: true,
            },
          ],
          userCount: 1,
        },
      ],
      totalCount: 1,
      pageCount: 1,
      pageSize: 20,
      pageNr: 1,
    },
  },
});

export const impersonate = defineEndpoint({
  operationId: 'impersonate',
  method: 'POST',
  path: '/api/SalesImpersonation/Impersonate',
  access,
  tags,
  summary: 'Act for a customer: answers a new token whose session acts for it; the token sent is revoked',
  description:
    "Name the customer by customerNumber, or by userId (one of the customer's active users). 403 Forbidden " +
    'for a customer not assigned to the sales person (whether or not it exists); a B2B Manager gets 404 ' +
    'not-found for an unknown customer or user. 409 impersonation.customer-inactive for a deactivated customer. ' +
    'A blocked customer can be acted for (checkout refuses it). Acting for another customer while acting ' +
    'switches directly. The new token expires when the one sent would have. Audited.',
  body: ImpersonateBody,
  response: TokenAnswer,
  errors: ['not-found', 'impersonation.customer-inactive'],
  example: { body: { customerNumber: 'C10001' }, response: exampleToken },
});

const unimpersonateDescription =
  "Stop acting for a customer (or editing a proposal draft): answers a new token of the sales user's own, " +
  'acting for no one, and revokes the token sent. Called while not acting it still answers a fresh token. ' +
  'The new token expires when the one sent would have. Audited.';

export const unimpersonate = defineEndpoint({
  operationId: 'unimpersonate',
  method: 'POST',
  path: '/api/SalesImpersonation/Unimpersonate',
  access,
  tags,
  summary: "Stop acting for a customer: answers the sales user's own new token",
  description: unimpersonateDescription,
  response: TokenAnswer,
  errors: [],
  example: {
    response: {
      ...exampleToken,
      user: { ...exampleToken.user, customerNumber: null, extraInfo: { impersonatorName: null } },
    },
  },
});

/** The shop-front spec's lower-case path of the same call (shop-front §7); it answers exactly as Unimpersonate. */
export const unimpersonateLowerCase = defineEndpoint({
  operationId: 'unimpersonateLowerCase',
  method: 'POST',
  path: '/api/salesimpersonation/unimpersonate',
  access,
  tags,
  summary: 'Unimpersonate under the lower-case path of the shop-front spec',
  description: unimpersonateDescription,
  response: TokenAnswer,
  errors: [],
  example: {
    response: {
      ...exampleToken,
      user: { ...exampleToken.user, customerNumber: null, extraInfo: { impersonatorName: null } },
    },
  },
});
