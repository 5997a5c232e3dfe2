import { defineEndpoint } from '../endpoint.ts';
import { RememberedSizeCurve, SizeCurve } from '../size-curve.ts';

/**
 * The size curve a user applied last in the size × colour grid (issue 33, ADR 90): kept on the server per user,
 * so it follows the dealer (or the sales person acting for one) from the tablet to the laptop.
 */

const tags = ['User'] as const;

export const getSizeCurve = defineEndpoint({
  operationId: 'getSizeCurve',
  method: 'GET',
  path: '/api/User/GetSizeCurve',
  access: 'user',
  tags,
  summary: 'The size curve the logged-in user applied last in the size grid (null before the first)',
  response: RememberedSizeCurve,
  errors: [],
  example: { response: { sizeCurve: { curve: '1-2-2-1', packs: 3 } } },
});

export const saveSizeCurve = defineEndpoint({
  operationId: 'saveSizeCurve',
  method: 'POST',
  path: '/api/User/SaveSizeCurve',
  access: 'user',
  tags,
  summary: 'Remember the size curve the logged-in user applied (replaces the one remembered)',
  description:
    "400 with a message naming the field for a curve that is not whole numbers from 0 to 999 joined by '-' " +
    '(at most 40, one above 0) or packs outside 1–999.',
  body: SizeCurve,
  response: RememberedSizeCurve,
  errors: [],
  example: { body: { curve: '1-2-2-1', packs: 3 }, response: { sizeCurve: { curve: '1-2-2-1', packs: 3 } } },
});
