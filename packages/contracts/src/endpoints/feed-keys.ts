import { defineEndpoint } from '../endpoint.ts';
import {
  CreateFeedApiKeyBody,
  CreateFeedApiKeyResponse,
  type FeedApiKey,
  FeedApiKeyList,
  RevokeFeedApiKeyBody,
  RevokeFeedApiKeyResponse,
} from '../feed-keys.ts';

/**
 * The back office's feed keys (ADR 51): staff with the B2B Manager role list, create and revoke the API keys
 * the DAM and the PIM read the feeds with. A feed key itself is refused here (403).
 */

const exampleKey: FeedApiKey = {
  id: 'fk_6f1c2a9e4b7d',
  name: 'Kontainer DAM',
  prefix: 'nfk_Q2x9vT0b',
  scopes: ['feeds'],
  createdAt: '2026-11-26T06:00:00.000Z',
  createdBy: 'Mette Sørensen',
  lastUsedAt: '2026-11-26T06:42:00.000Z',
  revokedAt: null,
};

export const getFeedApiKeys = defineEndpoint({
  operationId: 'backofficeGetFeedApiKeys',
  method: 'GET',
  path: '/backoffice/api/Feed/GetApiKeys',
  access: 'backoffice',
  tags: ['Backoffice', 'Feeds'],
  summary: 'The feed API keys: name, prefix, created, last used, revoked',
  description:
    'Newest first, revoked keys included (at most 200). The keys themselves are never answered again: only ' +
    'their prefix. 401; 403 without the B2B Manager role.',
  response: FeedApiKeyList,
  errors: [],
  example: { response: { keys: [exampleKey] } },
});

export const createFeedApiKey = defineEndpoint({
  operationId: 'backofficeCreateFeedApiKey',
  method: 'POST',
  path: '/backoffice/api/Feed/CreateApiKey',
  access: 'backoffice',
  tags: ['Backoffice', 'Feeds'],
  summary: 'Create a feed API key: the full key is answered this once',
  description:
    'The key (`secret`) reads the feeds under /api/admin with `Authorization: ApiKey <key>` or ' +
    '`X-Api-Key: <key>`; only its SHA-256 hash and prefix are stored, so it cannot be shown again. Audited. ' +
    '400 name missing or longer than 100 characters; 401; 403 without the B2B Manager role.',
  body: CreateFeedApiKeyBody,
  response: CreateFeedApiKeyResponse,
  errors: [],
  example: {
    body: { name: 'Kontainer DAM' },
    response: {
      key: { ...exampleKey, lastUsedAt: null },
      secret: 'nfk_Q2x9vT0bW3n8rYc5kLm1Hs7dPq4Zf6Ga0Je2Ui9Bo3X',
    },
  },
});

export const revokeFeedApiKey = defineEndpoint({
  operationId: 'backofficeRevokeFeedApiKey',
  method: 'POST',
  path: '/backoffice/api/Feed/RevokeApiKey',
  access: 'backoffice',
  tags: ['Backoffice', 'Feeds'],
  summary: 'Revoke a feed API key: every feed call with it is refused from now on',
  description:
    'Revoking a revoked key answers it unchanged (the first revocation time stays). Audited. 401; 403 ' +
    'without the B2B Manager role; 404 feed-key-not-found.',
  body: RevokeFeedApiKeyBody,
  response: RevokeFeedApiKeyResponse,
  errors: ['feed-key-not-found'],
  example: {
    body: { id: 'fk_6f1c2a9e4b7d' },
    response: { key: { ...exampleKey, revokedAt: '2026-11-26T07:00:00.000Z' } },
  },
});
