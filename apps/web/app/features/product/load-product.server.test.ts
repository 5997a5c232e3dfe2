import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { createCall, type Transport } from '../../lib/call-endpoint.ts';
import { loadProduct } from './load-product.server.ts';

const area = { areaId: 'b2b', languageCode: 'en' } as const;
const notFound = { message: 'Not Found', errorCode: 'not-found', type: 'NotFoundException' };

describe('loadProduct', () => {
  it('asks GetProductsByIds for the one product with the product lookup template', async () => {
    const transport = vi.fn<Transport>(async () => ({ status: 404, payload: notFound }));
    await loadProduct(createCall(transport, { validate: false }), area, 'NL10001').catch(() => {});
    expect(transport.mock.calls[0]?.[0].body).toEqual({
      area,
      lookupTemplate: 'product',
      ids: ['NL10001'],
      includeOutOfStockColors: false,
    });
  });

  it('answers the 404 page for a product the API does not know (404 or left out)', async () => {
    for (const answer of [
      { status: 404, payload: notFound },
      { status: 200, payload: { items: {} } },
    ]) {
      const call = createCall(
        vi.fn<Transport>(async () => answer),
        { validate: false },
      );
      await expect(loadProduct(call, area, 'NL99999')).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  it('lets any other failure through', async () => {
    const call = createCall(
      vi.fn<Transport>(async () => ({ status: 500, payload: notFound })),
      { validate: false },
    );
    await expect(loadProduct(call, area, 'NL10001')).rejects.toBeInstanceOf(ApiError);
  });
});
