import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  type DeletionRequest,
  DeletionRequestStatusResponse,
  GetPersonalDataQuery,
  personalDataFormat,
  RequestDeletionBody,
} from '../personal-data.ts';

/**
 * A customer's user's own personal data (issue 31, ADR 83): the copy to download, and a request to erase it,
 * which staff carry out in the back office. Every call is about the caller's own user: none takes a user id,
 * so no user can name another's.
 */

const tags = ['CustomerCenter'] as const;
const access = 'customer' as const;
const own =
  "The caller's own user, from the token. 403 Forbidden for a sales user acting for a customer (the data is " +
  "the customer's user's, not theirs to read or erase).";

const exampleRequest: DeletionRequest = {
  requestId: '17',
  status: 'open',
  reason: 'I have left the company.',
  requestedAt: '2026-12-05T09:12:00.000Z',
  decidedAt: null,
  rejectionReason: null,
};

const jsonFile = z.any().meta({
  description: `personal-data-<date>.json: UTF-8 JSON in the shape ${personalDataFormat} (PersonalDataExport)`,
  content: { 'application/json': { schema: { type: 'string', format: 'binary' } } },
});

export const getPersonalData = defineEndpoint({
  operationId: 'getPersonalData',
  method: 'GET',
  path: '/api/CustomerCenter/GetPersonalData',
  access,
  tags,
  summary: 'Download my personal data (GDPR Art. 15 and 20) as a JSON file',
  description:
    'Answers an attachment: the user profile, the sessions (start, expiry, end; never a token), the orders the ' +
    'user placed (number, date, type, status, totals in minor units, reference, confirmation e-mail), the ' +
    'proposals addressed to the user, the audit entries about the user and made by the user, and the ' +
    'deletion requests. Addresses belong to the customer (the company), not the user, and are not included. ' +
    `Each download is recorded in the audit log. ${own}`,
  query: GetPersonalDataQuery,
  response: jsonFile,
  errors: [],
  responseKind: 'binary',
  example: { query: { languageCode: 'en' } },
});

export const getDeletionRequestStatus = defineEndpoint({
  operationId: 'getDeletionRequestStatus',
  method: 'GET',
  path: '/api/CustomerCenter/GetDeletionRequestStatus',
  access,
  tags,
  summary: 'My newest request to erase my personal data, or null',
  description: own,
  response: DeletionRequestStatusResponse,
  errors: [],
  example: { response: { request: exampleRequest } },
});

export const requestDeletion = defineEndpoint({
  operationId: 'requestDeletion',
  method: 'POST',
  path: '/api/CustomerCenter/RequestDeletion',
  access,
  tags,
  summary: 'Ask for my personal data to be erased (GDPR Art. 17)',
  description:
    'Creates an open request, which staff carry out or reject in the back office, and mails the user a ' +
    "receipt in the call's language. reason is optional (at most 1000 characters). While a request is open, " +
    `another answers 409 personal-data.deletion-open (one open request per user, however many calls race). ${own}`,
  body: RequestDeletionBody,
  response: DeletionRequestStatusResponse,
  errors: ['personal-data.deletion-open'],
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en' }, reason: 'I have left the company.' },
    response: { request: exampleRequest },
  },
});
