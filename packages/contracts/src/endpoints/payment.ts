import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  CreatePaymentIntentBody,
  GetPaymentMethodsBody,
  PaymentIntentResponse,
  PaymentMethodsResponse,
  StripeWebhookResponse,
  TestGatewayDecisionParams,
  TestGatewayPageQuery,
  TestGatewaySessionParams,
  VerifyPaymentParams,
  VerifyPaymentResponse,
} from '../order.ts';

/**
 * Payment calls of spec shop-front §7 (docs/decisions/0016-payments.md) and the pages of the built-in hosted
 * test gateway, which the API host serves as a provider's site. The verify calls are anonymous: the provider
 * and a returning browser carry no shop token, and neither is trusted: the provider is asked. The spec names
 * each verify call for GET and POST, so each has two definitions on one path.
 */

const tags = ['Payment'] as const;
const gatewayTags = ['Payment test gateway'] as const;

/** Providers post back forms as often as JSON; their bodies are ignored, but must not be refused. */
const postedBack = ['application/json', 'application/x-www-form-urlencoded'] as const;

/** A redirect answers 303 with a Location and no body; there is no 200. */
const redirectOnly = {
  responseKind: 'redirect',
  response: z.never().meta({ description: 'Never answered: the call redirects (303 See Other)' }),
} as const;

const examplePaymentId = 'pay_Qm9yZGx5cy1kZW1vLXBheS0x';
const exampleSessionId = 'tg_VGVzdC1nYXRld2F5LXNlc3Npb24';
const areaInfo = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;

export const getPaymentMethods = defineEndpoint({
  operationId: 'getPaymentMethods',
  method: 'POST',
  path: '/api/Payment/GetPaymentMethods',
  access: 'visitor',
  tags,
  summary: 'The payment methods the caller may use',
  description:
    'Card (hosted provider page, redirect) for everyone, and pay on account (no redirect) first for dealers ' +
    'and sales users acting for one.',
  body: GetPaymentMethodsBody,
  response: PaymentMethodsResponse,
  errors: [],
  example: {
    body: { area: areaInfo },
    response: {
      paymentMethods: [
        { id: 'account', nameKey: 'checkout.payment.account', redirect: false, provider: 'account' },
        { id: 'card', nameKey: 'checkout.payment.card', redirect: true, provider: 'test-gateway' },
      ],
    },
  },
});

export const createPaymentIntent = defineEndpoint({
  operationId: 'createPaymentIntent',
  method: 'POST',
  path: '/api/Payment/CreatePaymentIntent',
  access: 'visitor',
  tags,
  summary: "Open a provider session for the cart's order",
  description:
    "The order made by CreateOrderByCartId, PendingPayment, paid by card, the caller's: the amount is the " +
    'order total. No cartId, or an order on account → redirectLink and paymentId null. domain (an origin ' +
    "such as https://shop.example) must be the public URL's or one of the area's domains (else 400); the " +
    'payer returns to {domain}/api/Payment/VerifyPaymentRedirect/{area}/{paymentId}. A new call after a ' +
    'declined or cancelled payment opens a new session for the same order. 403 NotCartOwnerException for ' +
    "another owner's order, 404 without an order, 409 when the order no longer awaits payment, 502 when the " +
    'provider does not answer.',
  body: CreatePaymentIntentBody,
  response: PaymentIntentResponse,
  errors: [
    'payment-domain-not-allowed',
    'Forbidden',
    'not-cart-owner',
    'order-not-found',
    'order-not-awaiting-payment',
    'payment-provider-unavailable',
  ],
  example: {
    body: { areaInfo, cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57', domain: 'https://shop.nordlys.demo' },
    response: {
      paymentIntentResponse: {
        redirectLink: `https://shop.nordlys.demo/api/Payment/TestGateway/${exampleSessionId}`,
        paymentId: examplePaymentId,
      },
    },
  },
});

const verifyPaymentRedirectCall = {
  path: '/api/Payment/VerifyPaymentRedirect/:area/:paymentId',
  access: 'anonymous',
  tags,
  summary: "The payer's browser back from the provider",
  description:
    'Query and body are ignored: the provider is asked. Captured → 303 to the receipt ' +
    '(/checkout/receipt?orderId=…, /da/checkout/kvittering for Danish orders); otherwise 303 to the checkout ' +
    'with ?payment=declined|cancelled|failed|pending&cartId=…&orderId=…. 404 for an unknown payment.',
  params: VerifyPaymentParams,
  ...redirectOnly,
  otherResponses: {
    303: z
      .null()
      .meta({ description: 'See Other: Location is the receipt or the checkout with the outcome' }),
  },
  errors: ['payment-not-found', 'order-transition-not-allowed'],
  example: { params: { area: 'b2b', paymentId: examplePaymentId } },
} as const;

export const verifyPaymentRedirect = defineEndpoint({
  ...verifyPaymentRedirectCall,
  operationId: 'verifyPaymentRedirect',
  method: 'GET',
});

export const verifyPaymentRedirectPost = defineEndpoint({
  ...verifyPaymentRedirectCall,
  operationId: 'verifyPaymentRedirectPost',
  method: 'POST',
  consumes: postedBack,
});

const verifyPaymentCall = {
  path: '/api/Payment/VerifyPayment/:area/:paymentId',
  access: 'anonymous',
  tags,
  summary: "The provider's server-to-server callback",
  description:
    'Body and query are ignored: the provider is asked, and an approved payment is captured exactly once ' +
    'however often this arrives. 404 for an unknown payment; 502 when the provider cannot be asked now (the ' +
    'provider retries).',
  params: VerifyPaymentParams,
  response: VerifyPaymentResponse,
  errors: ['payment-not-found', 'order-transition-not-allowed', 'payment-provider-unavailable'],
  example: {
    params: { area: 'b2b', paymentId: examplePaymentId },
    response: { paymentId: examplePaymentId, status: 'captured', orderId: 'SO100002' },
  },
} as const;

export const verifyPayment = defineEndpoint({
  ...verifyPaymentCall,
  operationId: 'verifyPayment',
  method: 'GET',
});

export const verifyPaymentPost = defineEndpoint({
  ...verifyPaymentCall,
  operationId: 'verifyPaymentPost',
  method: 'POST',
  consumes: postedBack,
});

export const receiveStripeWebhook = defineEndpoint({
  operationId: 'receiveStripeWebhook',
  method: 'POST',
  path: '/api/Payment/StripeWebhook',
  access: 'anonymous',
  tags,
  summary:
    "Stripe's events about Checkout sessions and payment intents (only with PAYMENT_CARD_PROVIDER=stripe)",
  description:
    'The raw body must carry a valid Stripe-Signature header for the endpoint secret (STRIPE_WEBHOOK_SECRET), ' +
    'else 400 stripe-signature-invalid and nothing happens. Each event id is handled once: a replay answers ' +
    'duplicate true and changes nothing; a replay while the first delivery is still being handled answers 409 ' +
    '(Stripe retries later). The event names the payment; the shop then asks Stripe for the session and ' +
    'captures an approved payment exactly once, whatever the event says and in whatever order events arrive. ' +
    '502 when Stripe cannot be asked now (Stripe retries the delivery).',
  consumes: ['application/json'],
  response: StripeWebhookResponse,
  errors: [
    'stripe-signature-invalid',
    'not-found',
    'stripe-event-in-progress',
    'payment-provider-unavailable',
  ],
  example: { response: { eventId: 'evt_1QExampleCheckoutCompleted', duplicate: false } },
});

export const getTestGatewayPage = defineEndpoint({
  operationId: 'getTestGatewayPage',
  method: 'GET',
  path: '/api/Payment/TestGateway/:sessionId',
  access: 'anonymous',
  tags: gatewayTags,
  summary: "The test gateway's payment page (HTML): amount, reference, Approve / Decline / Cancel.",
  description:
    "In the payer's language when `locale` is `da` (the shop sends the order's language), else English.",
  params: TestGatewaySessionParams,
  query: TestGatewayPageQuery,
  responseKind: 'binary',
  response: z.any().meta({
    description: 'text/html page',
    content: { 'text/html': { schema: { type: 'string' } } },
  }),
  errors: ['payment-session-not-found'],
  example: { params: { sessionId: exampleSessionId } },
});

export const decideTestGatewaySession = defineEndpoint({
  operationId: 'decideTestGatewaySession',
  method: 'POST',
  path: '/api/Payment/TestGateway/:sessionId/:decision',
  access: 'anonymous',
  tags: gatewayTags,
  summary: "Record the payer's decision, call the shop back (VerifyPayment) and answer 303 to the shop",
  description:
    "Answers 303 to the shop's return URL. The same decision again answers the same; another decision after " +
    'one is a 409. The page posts a plain HTML form (its body is ignored).',
  params: TestGatewayDecisionParams,
  consumes: ['application/x-www-form-urlencoded'],
  ...redirectOnly,
  otherResponses: {
    303: z
      .null()
      .meta({ description: "See Other: Location is the shop's return URL (VerifyPaymentRedirect)" }),
  },
  errors: ['payment-session-not-found', 'payment-session-decided'],
  example: { params: { sessionId: exampleSessionId, decision: 'approve' } },
});
