import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { createCall, type Transport } from '../../lib/call-endpoint.ts';
import { contentByUrl } from './content-by-url.server.ts';

const callAnswering = (status: number, payload: unknown) =>
  createCall(
    vi.fn<Transport>(async () => ({ status, payload })),
    { validate: true },
  );

const query = {
  'Area.AreaId': 'b2b',
  'Area.LanguageCode': 'en',
  'Area.CurrencyCode': 'EUR',
  Url: '/x',
} as const;

describe('contentByUrl', () => {
  it('reads an unknown content URL as statusCode 404, whatever the HTTP status', async () => {
    const notFound = { content: null, contentType: null, statusCode: 404 };
    await expect(contentByUrl(callAnswering(200, notFound), { query })).resolves.toEqual(notFound);
    await expect(contentByUrl(callAnswering(404, notFound), { query })).resolves.toEqual(notFound);
    await expect(contentByUrl(callAnswering(404, { message: 'x' }), { query })).resolves.toMatchObject({
      statusCode: 404,
    });
  });

  it('reads a forbidden one as statusCode 403 and lets any other failure through', async () => {
    const forbidden = { message: 'Forbidden', errorCode: 'Forbidden', type: 'ForbiddenException' };
    await expect(contentByUrl(callAnswering(403, forbidden), { query })).resolves.toEqual({
      content: null,
      contentType: null,
      statusCode: 403,
    });
    await expect(contentByUrl(callAnswering(500, null), { query })).rejects.toBeInstanceOf(ApiError);
  });
});
