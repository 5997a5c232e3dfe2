import type { Endpoint } from '../endpoint.ts';
import * as area from './area.ts';
import * as user from './user.ts';

/**
 * Every call of the API host, one definition each, grouped by domain: `endpoints.cart.addOrUpdateLines`.
 * The API registers exactly these; the web and the tests call through them.
 */
export const endpoints = { area, user };

/** Every definition in one list (the API checks at startup that each is registered exactly once). */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((domain) =>
  Object.values(domain as Record<string, Endpoint>),
);
