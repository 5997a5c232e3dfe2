import { createHash, randomBytes } from 'node:crypto';
import { feedKeyPattern, feedKeyPrefixLength } from '@shop/contracts';

/** A new feed key: `nfk_` and 32 random bytes in base64url (ADR 51). */
export function newFeedKeySecret(): string {
  return `nfk_${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a key: its SHA-256 (a key has 256 random bits, so no slow hash is needed). */
export function hashFeedKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function feedKeyPrefix(secret: string): string {
  return secret.slice(0, feedKeyPrefixLength);
}

/**
 * The key a request sends: `Authorization: ApiKey <key>` or, without an Authorization header, `X-Api-Key`.
 * Null when there is none or it is not shaped like a key (that caller is then anonymous).
 */
export function feedKeyOf(headers: {
  authorization?: string;
  'x-api-key'?: string | string[];
}): string | null {
  const authorization = headers.authorization?.trim();
  if (authorization) {
    const match = /^ApiKey\s+(\S+)$/i.exec(authorization);
    return match?.[1] && feedKeyPattern.test(match[1]) ? match[1] : null;
  }
  const header = headers['x-api-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && feedKeyPattern.test(value) ? value : null;
}
