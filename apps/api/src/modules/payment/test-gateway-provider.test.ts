import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { ctxOf } from '../../test-support/payment-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { decideTestGatewaySession } from './decide-test-gateway-session.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { resolveReturnOrigin } from './resolve-return-origin.ts';
import { testGatewayProvider } from './test-gateway-provider.ts';

const shared = useSharedTestApp();

const shop = 'https://shop.example';

async function openSession(paymentId: string, amount = 24_994) {
  const ctx = ctxOf(shared.app);
  const session = await testGatewayProvider.createSession(ctx, {
    paymentId,
    amount,
    currencyCode: 'EUR',
    returnUrl: `${shop}${pathOf(endpoints.payment.verifyPaymentRedirect, { area: 'b2b', paymentId })}`,
    callbackUrl: `${shop}${pathOf(endpoints.payment.verifyPayment, { area: 'b2b', paymentId })}`,
    description: 'Order SO1',
    languageCode: 'da',
  });
  return { ctx, session };
}

describe('the test gateway as a PaymentProvider', () => {
  it('opens a session whose page lives on the return origin, open until the payer decides', async () => {
    const { ctx, session } = await openSession('pay_open');
    expect(session.redirectLink).toBe(
      `${shop}${pathOf(endpoints.payment.getTestGatewayPage, { sessionId: session.providerReference })}?locale=da`,
    );
    expect(await testGatewayProvider.getStatus(ctx, session.providerReference)).toEqual({
      state: 'open',
      approvedAmount: 0,
      currencyCode: 'EUR',
      capturedAmount: 0,
    });
    await expect(
      testGatewayProvider.capture(ctx, {
        providerReference: session.providerReference,
        amount: 24_994,
        currencyCode: 'EUR',
        idempotencyKey: 'pay_open',
      }),
    ).rejects.toThrow(PaymentProviderError);
  });

  it('captures an approved session once, however often capture is called', async () => {
    const { ctx, session } = await openSession('pay_twice');
    await decideTestGatewaySession(ctx, session.providerReference, 'approved');
    const capture = () =>
      testGatewayProvider.capture(ctx, {
        providerReference: session.providerReference,
        amount: 24_994,
        currencyCode: 'EUR',
        idempotencyKey: 'pay_twice',
      });
    const results = await Promise.all([capture(), capture(), capture()]);
    expect(results).toEqual(Array(3).fill({ capturedAmount: 24_994, currencyCode: 'EUR' }));
    expect(await testGatewayProvider.getStatus(ctx, session.providerReference)).toEqual({
      state: 'approved',
      approvedAmount: 24_994,
      currencyCode: 'EUR',
      capturedAmount: 24_994,
    });
  });

  it('refuses to capture another amount, currency or merchant reference', async () => {
    const { ctx, session } = await openSession('pay_wrong');
    await decideTestGatewaySession(ctx, session.providerReference, 'approved');
    const base = {
      providerReference: session.providerReference,
      amount: 24_994,
      currencyCode: 'EUR',
      idempotencyKey: 'pay_wrong',
    };
    await expect(testGatewayProvider.capture(ctx, { ...base, amount: 24_995 })).rejects.toThrow(
      /cannot capture/,
    );
    await expect(testGatewayProvider.capture(ctx, { ...base, currencyCode: 'DKK' })).rejects.toThrow(
      /cannot capture/,
    );
    await expect(testGatewayProvider.capture(ctx, { ...base, idempotencyKey: 'pay_other' })).rejects.toThrow(
      /cannot capture/,
    );
    expect((await testGatewayProvider.getStatus(ctx, session.providerReference)).capturedAmount).toBe(0);
  });

  it('reports an unknown session as a provider error, not as a decision', async () => {
    await expect(testGatewayProvider.getStatus(ctxOf(shared.app), 'tg_unknown')).rejects.toThrow(
      PaymentProviderError,
    );
  });
});

describe('decideTestGatewaySession', () => {
  it('records the first decision; the same again changes nothing; another one is a 409', async () => {
    const { ctx, session } = await openSession('pay_decide');
    const first = await decideTestGatewaySession(ctx, session.providerReference, 'declined');
    expect(first.changed).toBe(true);
    expect(first.session.decision).toBe('declined');
    const again = await decideTestGatewaySession(ctx, session.providerReference, 'declined');
    expect(again.changed).toBe(false);
    await expect(decideTestGatewaySession(ctx, session.providerReference, 'approved')).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'payment-session-decided',
    });
  });

  it('lets exactly one of many concurrent decisions win', async () => {
    const { ctx, session } = await openSession('pay_race');
    const decisions = ['approved', 'declined', 'cancelled', 'approved', 'declined'] as const;
    const settled = await Promise.allSettled(
      decisions.map((decision) => decideTestGatewaySession(ctx, session.providerReference, decision)),
    );
    const changed = settled.filter((result) => result.status === 'fulfilled' && result.value.changed);
    expect(changed).toHaveLength(1);
  });
});

describe('resolveReturnOrigin', () => {
  const resolve = (domain: string | undefined) => resolveReturnOrigin(ctxOf(shared.app), 'b2b', domain);

  it("answers the public URL's origin when no domain is named", async () => {
    expect(await resolve(undefined)).toBe('http://localhost:3000');
    expect(await resolve('')).toBe('http://localhost:3000');
  });

  it("accepts the public URL's origin and the area's domains", async () => {
    expect(await resolve('http://localhost:3000')).toBe('http://localhost:3000');
    expect(await resolve('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(await resolve('https://localhost:3000')).toBe('https://localhost:3000');
  });

  it('refuses anything else with a 400 naming the domain', async () => {
    for (const domain of [
      'https://evil.example',
      'http://localhost:3000.evil.example',
      'http://localhost:3001',
      'http://localhost:3000/checkout',
      'http://localhost:3000?next=https://evil.example',
      'http://user@localhost:3000',
      'javascript:alert(1)',
      'localhost:3000',
      'not a url',
    ]) {
      await expect(resolve(domain), domain).rejects.toMatchObject({
        statusCode: 400,
        errorCode: 'payment-domain-not-allowed',
        message: expect.stringContaining(JSON.stringify(domain)),
      });
    }
  });
});
