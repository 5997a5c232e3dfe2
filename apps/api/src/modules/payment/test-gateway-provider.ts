import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { testGatewaySessions } from './payment.tables.ts';
import {
  type CapturePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentState,
} from './payment-provider.ts';

export const testGatewayName = 'test-gateway';

/** The gateway's page of a session, relative to the origin the payer returns to. */
export const testGatewayPath = (sessionId: string) => `/api/Payment/TestGateway/${sessionId}`;

const states: readonly ProviderPaymentState[] = ['open', 'approved', 'declined', 'cancelled'];

function asState(decision: string): ProviderPaymentState {
  const state = states.find((candidate) => candidate === decision);
  if (!state) throw new PaymentProviderError(testGatewayName, `session has unknown decision ${decision}`);
  return state;
}

async function findSession(ctx: Ctx, sessionId: string) {
  const [session] = await ctx.db
    .select()
    .from(testGatewaySessions)
    .where(eq(testGatewaySessions.id, sessionId));
  if (!session) throw new PaymentProviderError(testGatewayName, `no session ${sessionId}`);
  return session;
}

/**
 * The built-in hosted test gateway as a `PaymentProvider`. It keeps its sessions in `test_gateway_sessions`
 * (what a real provider keeps on its side) and serves its page from this API, so the page lives on the same
 * origin the payer returns to (the web forwards /api there). The payer decides on that page
 * (test-gateway.routes.ts); the shop learns the decision only through `getStatus`.
 */
export const testGatewayProvider: PaymentProvider = {
  name: testGatewayName,

  async createSession(ctx, input) {
    const id = `tg_${randomBytes(18).toString('base64url')}`;
    await ctx.db.insert(testGatewaySessions).values({
      id,
      merchantReference: input.paymentId,
      amount: input.amount,
      currencyCode: input.currencyCode,
      returnUrl: input.returnUrl,
      callbackUrl: input.callbackUrl,
    });
    // Like a hosted page, the gateway's page takes the payer's locale in its address.
    const page = new URL(testGatewayPath(id), input.returnUrl);
    page.searchParams.set('locale', input.languageCode);
    return { redirectLink: page.href, providerReference: id };
  },

  async getStatus(ctx, providerReference) {
    const session = await findSession(ctx, providerReference);
    return {
      state: asState(session.decision),
      approvedAmount: session.decision === 'approved' ? session.amount : 0,
      currencyCode: session.currencyCode,
      capturedAmount: session.capturedAmount,
    };
  },

  async capture(ctx, input: CapturePaymentInput) {
    // One conditional update: capturing the same amount again matches the row again and changes nothing.
    const [captured] = await ctx.db
      .update(testGatewaySessions)
      .set({ capturedAmount: input.amount })
      .where(
        and(
          eq(testGatewaySessions.id, input.providerReference),
          eq(testGatewaySessions.merchantReference, input.idempotencyKey),
          eq(testGatewaySessions.decision, 'approved'),
          eq(testGatewaySessions.amount, input.amount),
          eq(testGatewaySessions.currencyCode, input.currencyCode),
          inArray(testGatewaySessions.capturedAmount, [0, input.amount]),
        ),
      )
      .returning({
        capturedAmount: testGatewaySessions.capturedAmount,
        currencyCode: testGatewaySessions.currencyCode,
      });
    if (captured) return captured;
    const session = await findSession(ctx, input.providerReference);
    throw new PaymentProviderError(
      testGatewayName,
      `cannot capture ${input.amount} ${input.currencyCode} of session ${session.id} ` +
        `(${session.decision}, ${session.amount} ${session.currencyCode}, captured ${session.capturedAmount})`,
    );
  },
};
