import { z } from 'zod';

/**
 * The API keys of the machines that read the feeds (ADR 51): staff create them in the back office, the full
 * key is answered once, the API keeps only its SHA-256 hash and a prefix to tell keys apart.
 */
export const feedKeyLimits = {
  nameLength: 100,
  /** Keys listed at most (revoked ones included, newest first). */
  listed: 200,
} as const;

/**
 * How a feed key looks: `nfk_` and 43 characters of base64url (32 random bytes). Feed calls send it as
 * `Authorization: ApiKey <key>` or `X-Api-Key: <key>`.
 */
export const feedKeyPattern = /^nfk_[A-Za-z0-9_-]{43}$/;
/** The shown part of a key: `nfk_` and its first 8 characters. */
export const feedKeyPrefixLength = 12;

export const FeedApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`nfk_AbCd1234`): enough to recognise it, too few to use it. */
  prefix: z.string(),
  /** What the key may call: `feeds` (a feed key) or `erp` (the ERP's key). */
  scopes: z.array(z.string()),
  createdAt: z.string(),
  /** Who created it (the staff user's name), when known. */
  createdBy: z.string().nullable(),
  /** The last feed call made with it (kept to the minute). */
  lastUsedAt: z.string().nullable(),
  /** Set once revoked: the key is refused from then on. */
  revokedAt: z.string().nullable(),
});
export type FeedApiKey = z.infer<typeof FeedApiKey>;

export const FeedApiKeyList = z.object({ keys: z.array(FeedApiKey) });
export type FeedApiKeyList = z.infer<typeof FeedApiKeyList>;

/**
 * What a key is for: `feed` reads the feeds (scope `feeds`); `erp` is the ERP's key for its inbound calls
 * (scope `erp`, ADR 87). Each is refused by the other's calls.
 */
export const apiKeyKinds = ['feed', 'erp'] as const;
export const ApiKeyKind = z.enum(apiKeyKinds, { error: 'kind must be feed or erp' });
export type ApiKeyKind = z.infer<typeof ApiKeyKind>;

export const CreateFeedApiKeyBody = z.object({
  kind: ApiKeyKind.default('feed'),
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(feedKeyLimits.nameLength, `name is at most ${feedKeyLimits.nameLength} characters`),
});
export type CreateFeedApiKeyBody = z.infer<typeof CreateFeedApiKeyBody>;

export const CreateFeedApiKeyResponse = z.object({
  key: FeedApiKey,
  /** The full key: answered this once and never again (only its hash is stored). */
  secret: z.string(),
});
export type CreateFeedApiKeyResponse = z.infer<typeof CreateFeedApiKeyResponse>;

export const RevokeFeedApiKeyBody = z.object({ id: z.string().trim().min(1, 'id is required').max(64) });
export type RevokeFeedApiKeyBody = z.infer<typeof RevokeFeedApiKeyBody>;

export const RevokeFeedApiKeyResponse = z.object({ key: FeedApiKey });
