/** The feeds module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { feedKeyOf } from './feed-key-secret.ts';
export { feedKeyHandlers } from './feed-keys.routes.ts';
export { feedHandlers } from './feeds.routes.ts';
export { findLiveFeedKey, type LiveFeedKey } from './find-live-feed-key.ts';
