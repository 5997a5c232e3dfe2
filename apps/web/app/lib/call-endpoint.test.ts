import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error.ts';
import { createCall, type Transport, urlOf } from './call-endpoint.ts';

function fakeTransport(status: number, payload: unknown) {
  return vi.fn<Transport>(async () => ({ status, payload }));
}

const area = { areaId: 'b2b', languageCode: 'en' } as const;

describe('createCall', () => {
  it('sends the definition’s method, path with its parameters, query and body', async () => {
    const transport = fakeTransport(200, {});
    const call = createCall(transport, { validate: false });
    await call(endpoints.media.getRawImage, { params: { b64Path: 'a/b' } });
    await call(endpoints.cart.calculateCart, { body: { area, cartId: 'c-1' } });
    expect(transport.mock.calls[0]?.[0]).toMatchObject({
      method: 'GET',
      url: pathOf(endpoints.media.getRawImage, { b64Path: 'a/b' }),
      body: undefined,
    });
    expect(transport.mock.calls[1]?.[0]).toMatchObject({
      method: 'POST',
      url: pathOf(endpoints.cart.calculateCart),
      body: { area, cartId: 'c-1' },
    });
  });

  it('passes the caller’s abort signal on', async () => {
    const transport = fakeTransport(200, {});
    const controller = new AbortController();
    await createCall(transport, { validate: false })(
      endpoints.area.getAreaById,
      { query: { AreaId: 'b2b', Language: 'en' } },
      { signal: controller.signal },
    );
    expect(transport.mock.calls[0]?.[0].signal).toBe(controller.signal);
  });

  it('throws ApiError with the error body and the answer as sent for a non-2xx answer', async () => {
    const body = { message: 'Not Found', errorCode: 'not-found', type: 'NotFoundException' };
    const call = createCall(fakeTransport(404, body), { validate: true });
    const error = await call(endpoints.user.getUser, {}).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, body, payload: body, message: 'Not Found' });

    const page = { content: null, contentType: null, statusCode: 404 };
    const notErrorBody = await createCall(fakeTransport(404, page), { validate: true })(
      endpoints.user.getUser,
      {},
    ).catch((caught: unknown) => caught);
    expect(notErrorBody).toMatchObject({ status: 404, body: null, payload: page });
  });

  it('validates answers only when asked to, and never a binary one', async () => {
    const wrong = { token: 42 };
    await expect(
      createCall(fakeTransport(200, wrong), { validate: false })(endpoints.user.generateNotLoggedInToken, {}),
    ).resolves.toEqual(wrong);
    await expect(
      createCall(fakeTransport(200, wrong), { validate: true })(endpoints.user.generateNotLoggedInToken, {}),
    ).rejects.toThrow(/answered outside its contract/);
    await expect(
      createCall(fakeTransport(200, null), { validate: true })(endpoints.media.getRawImage, {
        params: { b64Path: 'x' },
      }),
    ).resolves.toBeNull();
  });

  it('sends an upload as form data: bytes as a file part, the other fields as text', async () => {
    const transport = fakeTransport(200, {});
    const bytes = new Uint8Array([80, 75, 3, 4]);
    await createCall(transport, { validate: false })(endpoints.cart.importCart, {
      body: { area: JSON.stringify(area), orderType: 'Stock', overrideCart: 'true', file: bytes },
    });
    const form = transport.mock.calls[0]?.[0].body;
    expect(form).toBeInstanceOf(FormData);
    const fields = form as FormData;
    expect(fields.get('area')).toBe(JSON.stringify(area));
    expect(fields.get('orderType')).toBe('Stock');
    expect(fields.get('overrideCart')).toBe('true');
    const file = fields.get('file') as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});

describe('urlOf', () => {
  it('is the path with the query, for links the browser follows itself', () => {
    const url = urlOf(endpoints.cart.exportCartAsExcel, { query: { Area: 'b2b', Id: 'c 1' } });
    expect(url).toBe(`${pathOf(endpoints.cart.exportCartAsExcel)}?Area=b2b&Id=c+1`);
  });
});
