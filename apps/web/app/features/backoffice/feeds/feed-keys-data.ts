import type { FeedApiKey } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** What the feed keys screen loads: the keys, or that they could not be read (the page offers a retry). */
export type FeedKeysLoaderData = { status: 'ok'; keys: FeedApiKey[] } | { status: 'failed' };

/**
 * What a change on the screen answers: a new key with its secret (shown this once), a refused name, a
 * revocation waiting for its confirmation, done or refused.
 */
export type FeedKeysActionData =
  | { intent: 'create'; status: 'done'; name: string; prefix: string; secret: string }
  | {
      intent: 'create';
      status: 'failed';
      name: string;
      fieldError: TextKey | null;
      formError: TextKey | null;
    }
  | { intent: 'revoke'; status: 'confirm'; id: string; name: string }
  | { intent: 'revoke'; status: 'done'; name: string }
  | { intent: 'revoke'; status: 'failed'; formError: TextKey };

/** The longest key name the API takes (feedKeyLimits.nameLength, without the contract's zod schemas). */
export const feedKeyNameMax = 100;
