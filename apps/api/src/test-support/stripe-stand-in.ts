import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in of the few Stripe endpoints the shop's Stripe Checkout uses (ADR 86), for tests only: the SDK
 * is pointed at it with its host/port/protocol options (`STRIPE_API_BASE`). It keeps sessions, payment intents
 * and refunds in memory, answers repeated writes with the same Idempotency-Key as Stripe does (the first answer),
 * serves a tiny hosted page with Pay / Decline / Cancel, and sends webhooks signed with the SDK's own
 * `generateTestHeaderString`. Amounts are checked as Stripe checks them: a capture of more than was authorized
 * and refunds of more than was captured are refused.
 */

export const standInSecretKey = 'sk_test_standin';
export const standInWebhookSecret = 'whsec_standin';

/** Hands a signed webhook to the shop; answers the HTTP status it gave. */
export type WebhookDelivery = (body: string, signature: string) => Promise<number>;

type Session = {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  locale: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  expires_at: number;
  payment_intent: string | null;
  /** What the shop asked for, to check in tests (payment methods, capture method). */
  created_with: Record<string, string>;
};

type Intent = {
  id: string;
  object: 'payment_intent';
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
};

type Refund = {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure_reason: string | null;
  metadata: Record<string, string>;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `metadata[paymentId]=x` → `{ paymentId: 'x' }` for one bracketed prefix of a form body. */
function mapOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) map[match[1]] = value;
  }
  return map;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startStripeStandIn(options: { deliver?: WebhookDelivery } = {}) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** New refunds stay `pending` until the test settles them (a bank that confirms later), else succeed at once. */
  let refundsPending = false;
  const sentEvents: { id: string; type: string; body: string; status: number }[] = [];
  let deliver = options.deliver ?? null;
  const webhooks = Stripe.webhooks;

  /** Sends an event to the shop, signed as Stripe signs it; recorded for replays. */
  async function sendEvent(type: string, object: object, id = newId('evt')) {
    const body = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2026-11-18.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    return deliverBody(id, type, body);
  }

  async function deliverBody(id: string, type: string, body: string, secret = standInWebhookSecret) {
    if (!deliver) throw new Error('the Stripe stand-in has no webhook delivery');
    const signature = webhooks.generateTestHeaderString({ payload: body, secret });
    const status = await deliver(body, signature);
    sentEvents.push({ id, type, body, status });
    return { id, status };
  }

  const sessionView = (session: Session, expand: boolean) => ({
    ...session,
    payment_intent:
      expand && session.payment_intent
        ? (intents.get(session.payment_intent) ?? null)
        : session.payment_intent,
  });

  function stripeError(response: ServerResponse, status: number, message: string) {
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
  }

  /** The Stripe API: answers [status, body]. */
  function api(
    method: string,
    path: string,
    form: URLSearchParams,
    query: URLSearchParams,
  ): [number, unknown] {
    const parts = path.split('/').filter(Boolean); // v1, resource, id, action
    const expand = [...query.keys(), ...form.keys()].some((key) => key.startsWith('expand'));
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session: Session = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        locale: form.get('locale') ?? 'auto',
        client_reference_id: form.get('client_reference_id'),
        metadata: mapOf(form, 'metadata'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `${standIn.url}/pay/${id}`,
        expires_at: Number(form.get('expires_at')),
        payment_intent: null,
        created_with: Object.fromEntries(form),
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      if (!session) return [404, { error: { type: 'invalid_request_error', message: 'No such session' } }];
      if (method === 'GET') return [200, sessionView(session, expand)];
      if (parts[4] === 'expire') {
        if (session.status !== 'open') {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                message: `Only Checkout Sessions with a status of open can be expired (${session.status})`,
              },
            },
          ];
        }
        session.status = 'expired';
        void sendEvent('checkout.session.expired', sessionView(session, false)).catch(() => undefined);
        return [200, session];
      }
    }
    if (parts[1] === 'payment_intents' && parts[2]) {
      const intent = intents.get(parts[2]);
      if (!intent)
        return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
      if (method === 'GET') return [200, intent];
      if (parts[3] === 'capture') {
        const amount = Number(form.get('amount_to_capture') ?? intent.amount);
        if (intent.status !== 'requires_capture' || amount > intent.amount_capturable) {
          return [
            400,
            { error: { type: 'invalid_request_error', message: `cannot capture ${intent.status}` } },
          ];
        }
        Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
        return [200, intent];
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      const amount = Number(form.get('amount'));
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent?.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (
        !intent ||
        intent.status !== 'succeeded' ||
        amount < 1 ||
        refunded + amount > intent.amount_received
      ) {
        return [
          400,
          { error: { type: 'invalid_request_error', message: 'refund exceeds the captured amount' } },
        ];
      }
      const refund: Refund = {
        id: newId('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount,
        currency: intent.currency,
        status: refundsPending ? 'pending' : 'succeeded',
        failure_reason: null,
        metadata: mapOf(form, 'metadata'),
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    if (method === 'GET' && parts[1] === 'refunds' && parts[2]) {
      const refund = refunds.get(parts[2]);
      if (!refund) return [404, { error: { type: 'invalid_request_error', message: 'No such refund' } }];
      return [200, refund];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method} ${path})` } },
    ];
  }

  /** The payer's decision on the hosted page. */
  async function decide(session: Session, action: string): Promise<string | null> {
    if (session.status !== 'open')
      return session.status === 'complete' ? session.success_url : session.cancel_url;
    if (action === 'cancel') return session.cancel_url;
    const intent: Intent = intents.get(session.payment_intent ?? '') ?? {
      id: newId('pi'),
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      currency: session.currency,
      capture_method: session.created_with['payment_intent_data[capture_method]'] ?? 'automatic',
      metadata: mapOf(new URLSearchParams(session.created_with), 'payment_intent_data[metadata]'),
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    if (action === 'decline') {
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
      await sendEvent('payment_intent.payment_failed', intent);
      return null;
    }
    Object.assign(intent, {
      status: 'requires_capture',
      amount_capturable: intent.amount,
      last_payment_error: null,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    await sendEvent('checkout.session.completed', sessionView(session, false));
    return session.success_url;
  }

  function page(session: Session, declined: boolean): string {
    const da = session.locale === 'da';
    const amount = new Intl.NumberFormat(da ? 'da-DK' : 'en-GB', {
      style: 'currency',
      currency: session.currency.toUpperCase(),
    }).format(session.amount_total / 100);
    const button = (action: string, label: string) =>
      `<form method="post" action="/pay/${session.id}/${action}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html lang="${da ? 'da' : 'en'}"><head><meta charset="utf-8"><title>Stripe Checkout</title></head>
<body><main><h1>${escapeHtml(da ? `Betal ${amount}` : `Pay ${amount}`)}</h1>
${declined ? `<p role="alert">${da ? 'Dit kort blev afvist.' : 'Your card was declined.'}</p>` : ''}
${button('pay', da ? 'Betal' : 'Pay')}${button('decline', da ? 'Afvis kort' : 'Decline card')}${button('cancel', da ? 'Annuller' : 'Cancel')}
</main></body></html>`;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await readBody(request);
      const pay = /^\/pay\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
      if (pay) {
        const session = sessions.get(pay[1] ?? '');
        if (!session) return response.writeHead(404).end('no such session');
        if (request.method === 'GET') {
          return response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(page(session, false));
        }
        const next = await decide(session, pay[2] ?? '');
        if (next === null) {
          return response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(page(session, true));
        }
        return response.writeHead(303, { location: next }).end();
      }
      if (request.headers.authorization !== `Bearer ${standIn.secretKey}`) {
        return stripeError(response, 401, 'Invalid API Key provided');
      }
      const key = request.headers['idempotency-key'];
      const memo = typeof key === 'string' && request.method === 'POST' ? `${url.pathname} ${key}` : null;
      const earlier = memo ? idempotent.get(memo) : undefined;
      const [status, answer] = earlier
        ? [earlier.status, earlier.body]
        : api(request.method ?? 'GET', url.pathname, new URLSearchParams(body), url.searchParams);
      if (memo && !earlier) idempotent.set(memo, { status, body: answer });
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  const calls: { method: string; path: string; idempotencyKey: string | null }[] = [];
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const standIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey: standInSecretKey,
    webhookSecret: standInWebhookSecret,
    sessions,
    intents,
    refunds,
    sentEvents,
    /** Every API call the shop made, in order. */
    calls,
    /** From now on new refunds stay pending until `settleRefund` (true), or succeed at once (false). */
    holdRefunds(pending: boolean) {
      refundsPending = pending;
    },
    /** The bank's answer to a pending refund: it succeeds or fails, and Stripe says so with `refund.updated`. */
    async settleRefund(refundId: string, outcome: 'succeeded' | 'failed') {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      Object.assign(refund, {
        status: outcome,
        failure_reason: outcome === 'failed' ? 'expired_or_canceled_card' : null,
      });
      return sendEvent('refund.updated', { ...refund });
    },
    /** Where webhooks go (set once the shop is listening). */
    deliverTo(delivery: WebhookDelivery) {
      deliver = delivery;
    },
    /** The payer on the hosted page: `pay`, `decline` or `cancel`; answers where the page sent the browser. */
    async payerDecides(sessionId: string, action: 'pay' | 'decline' | 'cancel') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return decide(session, action);
    },
    sendEvent,
    /** Sends an event delivered before again, freshly signed (Stripe's retries carry the same body). */
    replay(eventId: string) {
      const sent = sentEvents.find((event) => event.id === eventId);
      if (!sent) throw new Error(`no event ${eventId}`);
      return deliverBody(sent.id, sent.type, sent.body);
    },
    /** A delivery signed with another secret: what a forger can send at best. */
    forge(type: string, object: object) {
      const id = newId('evt');
      const body = JSON.stringify({ id, object: 'event', type, data: { object } });
      return deliverBody(id, type, body, 'whsec_forged');
    },
    /** Stripe expiring an open session itself (its expires_at passed). */
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
      session.status = 'expired';
      return sendEvent('checkout.session.expired', sessionView(session, false));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
