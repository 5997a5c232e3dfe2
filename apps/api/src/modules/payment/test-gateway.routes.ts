import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks } from '../../lib/background-tasks.ts';
import type { Handlers } from '../../lib/route.ts';
import {
  decideTestGatewaySession,
  decisionByAction,
  getTestGatewaySession,
  type TestGatewaySession,
} from './decide-test-gateway-session.ts';
import { type CallbackSender, deliverCallback, httpCallbackSender } from './deliver-callback.ts';
import type { PaymentConfig } from './payment-config.ts';
import { renderTestGatewayPage } from './test-gateway-page.ts';

/** The transport of the gateway's callback the configuration names. */
function selectCallbackSender(
  app: FastifyInstance,
  setting: PaymentConfig['testGatewayCallback'],
): CallbackSender {
  if (typeof setting === 'function') return setting;
  if (setting === 'http') return httpCallbackSender;
  return async (url, body) => {
    const target = new URL(url);
    const response = await app.inject({
      method: 'POST',
      url: target.pathname + target.search,
      payload: body as object,
    });
    return response.statusCode;
  };
}

/** A strict policy for the provider's page: no scripts, forms only to itself and back to the shop. */
function pageHeaders(session: TestGatewaySession): Record<string, string> {
  const shopOrigin = new URL(session.returnUrl).origin;
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${shopOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  };
}

/**
 * The built-in hosted test gateway's own site (anonymous, like any provider's page): GET shows the session,
 * POST …/{approve|decline|cancel} records the payer's decision, sends the server-to-server callback in the
 * background (bounded retry, failures logged; the payer's return verifies too) and answers 303 to the shop.
 * routes.ts registers these only when the configuration names the test gateway as the card provider.
 */
export function testGatewayHandlers(app: FastifyInstance) {
  const send = selectCallbackSender(app, app.config.payment.testGatewayCallback);
  const tasks = createBackgroundTasks((error) =>
    app.log.error({ err: error }, 'payment callback task failed'),
  );
  app.addHook('onClose', async () => tasks.close());

  return {
    getTestGatewayPage: async (request, reply) => {
      const session = await getTestGatewaySession(request.ctx, request.params.sessionId);
      const page = renderTestGatewayPage(session, request.query.locale === 'da' ? 'da' : 'en');
      return reply.headers(pageHeaders(session)).send(page);
    },

    decideTestGatewaySession: async (request, reply) => {
      const decision = decisionByAction[request.params.decision];
      const { session, changed } = await decideTestGatewaySession(
        request.ctx,
        request.params.sessionId,
        decision,
      );
      if (changed) {
        const body = {
          event: 'payment.decided',
          sessionId: session.id,
          merchantReference: session.merchantReference,
        };
        tasks.start((signal) => deliverCallback(send, session.callbackUrl, body, { log: app.log, signal }));
      }
      return reply.header('cache-control', 'no-store').redirect(session.returnUrl, 303);
    },
  } satisfies Partial<Handlers<typeof endpoints.payment>>;
}
