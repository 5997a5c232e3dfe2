import rateLimit from '@fastify/rate-limit';
import { ErrorBody, type ErrorCode, errorCatalogue } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appError } from '../lib/app-error.ts';
import { callApiUnchecked } from '../test-support/call-api.ts';
import { useSharedTestApp } from '../test-support/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';

/** A bare host with the error handler and a route of each kind of failure (no database). */
async function probeApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false });
  app.post(
    '/probe',
    {
      schema: {
        querystring: z.object({ AreaId: z.string().min(1, 'AreaId is required') }),
        body: z.object({
          shippingAddress: z.object({ zipCode: z.string().min(1, 'zipCode is required') }),
          lines: z.array(z.object({ quantity: z.number().int('quantity must be a whole number') })),
        }),
        response: { 200: z.object({ ok: z.boolean() }), 400: ErrorBody },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/fail/:code', async (request) => {
    throw appError((request.params as { code: ErrorCode }).code, 'Because the test says so');
  });
  app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
  return app;
}

describe('the error handler', () => {
  it('answers a refused body and query with issues naming each field, and the message as before', async () => {
    const app = await probeApp();
    const body = await app.inject({
      method: 'POST',
      url: '/probe?AreaId=b2b',
      payload: { shippingAddress: { zipCode: '' }, lines: [{ quantity: 1 }, { quantity: 1.5 }] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      message:
        'body/shippingAddress.zipCode: zipCode is required; body/lines.1.quantity: quantity must be a whole number',
      errorCode: 'validation-failed',
      type: 'ValidationException',
      issues: [
        { path: 'body.shippingAddress.zipCode', message: 'zipCode is required' },
        { path: 'body.lines.1.quantity', message: 'quantity must be a whole number' },
      ],
    });

    const query = await app.inject({
      method: 'POST',
      url: '/probe?AreaId=',
      payload: { shippingAddress: { zipCode: '8000' }, lines: [] },
    });
    expect(query.json()).toMatchObject({
      message: 'querystring/AreaId: AreaId is required',
      issues: [{ path: 'query.AreaId', message: 'AreaId is required' }],
    });
  });

  it('answers every catalogue code with the catalogue status and type', async () => {
    const app = await probeApp();
    for (const [code, { status, type }] of Object.entries(errorCatalogue)) {
      const response = await app.inject({ url: `/fail/${encodeURIComponent(code)}` });
      expect(response.statusCode, code).toBe(status);
      expect(response.json(), code).toEqual({ message: 'Because the test says so', errorCode: code, type });
    }
  });

  it('answers a rate-limited call with the rate-limited code', async () => {
    const app = await probeApp();
    expect((await app.inject({ url: '/limited' })).statusCode).toBe(200);
    const limited = await app.inject({ url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Rate limit exceeded, retry in 1 minute',
      errorCode: 'rate-limited',
      type: 'RateLimitException',
    });
  });
});

describe('validation failures of the API host', () => {
  const shared = useSharedTestApp();

  it('name the query field and the nested body field in issues', async () => {
    const { app } = shared;
    const area = await callApiUnchecked(app, endpoints.area.getAreaById, { query: { Language: 'en' } });
    expect(area.statusCode).toBe(400);
    const areaBody = area.json();
    expect(areaBody.issues).toEqual([{ path: 'query.AreaId', message: expect.any(String) }]);
    expect(areaBody.message).toBe(`querystring/AreaId: ${areaBody.issues[0].message}`);

    const prices = await callApiUnchecked(app, endpoints.price.getPrices, {
      body: { products: [{ productId: 'NL10001' }] },
    });
    expect(prices.statusCode).toBe(400);
    expect(prices.json()).toMatchObject({
      message: 'body/products.0.unitOfMeasure: unitOfMeasure is required',
      errorCode: 'validation-failed',
      type: 'ValidationException',
      issues: [{ path: 'body.products.0.unitOfMeasure', message: 'unitOfMeasure is required' }],
    });
  });

  it('answer an AppError of a service with the catalogue status and type', async () => {
    const { app } = shared;
    const unknown = await callApiUnchecked(app, endpoints.area.getAreaById, {
      query: { AreaId: 'no-such-area', Language: 'en' },
    });
    expect(unknown.statusCode).toBe(errorCatalogue['area-not-found'].status);
    expect(unknown.json()).toEqual({
      message: 'Could not find area id for languageId',
      errorCode: 'area-not-found',
      type: errorCatalogue['area-not-found'].type,
    });
  });
});
