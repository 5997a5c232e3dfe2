import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { createFeedKey } from './create-feed-key.ts';
import { listFeedKeys } from './list-feed-keys.ts';
import { revokeFeedKey } from './revoke-feed-key.ts';

/** The back office's feed keys (ADR 51): staff with the B2B Manager role; writes audited. */
export const feedKeyHandlers: Handlers<typeof endpoints.feedKeys> = {
  getFeedApiKeys: async (request) => listFeedKeys(request.ctx),

  createFeedApiKey: async (request) => createFeedKey(request.ctx, request.body.name, request.body.kind),

  revokeFeedApiKey: async (request) => ({ key: await revokeFeedKey(request.ctx, request.body.id) }),
};
