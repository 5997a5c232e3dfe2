import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { backofficeAuditHandlers } from './flows/backoffice-audit/index.ts';
import {
  backofficeOrderFlowHandlers,
  cartFlowHandlers,
  orderFlowHandlers,
  productHandlers,
  shippingHandlers,
} from './flows/flows.routes.ts';
import { impersonationCandidateHandlers, salesHandlers } from './flows/sales/index.ts';
import { type Handlers, type RouteEntry, routeEntry } from './lib/route.ts';
import { areaHandlers } from './modules/area/index.ts';
import { backofficeAreaHandlers, backofficeHandlers } from './modules/backoffice/index.ts';
import { acceptCartUploads, cartExcelHandlers, cartHandlers } from './modules/cart/index.ts';
import { contentHandlers } from './modules/content/index.ts';
import { contentDocumentHandlers } from './modules/content-documents/index.ts';
import { backofficeCustomerHandlers, customerHandlers } from './modules/customer/index.ts';
import {
  customerCenterFileHandlers,
  customerCenterHandlers,
  reorderHandlers,
} from './modules/customer-center/index.ts';
import {
  backofficeApplicationHandlers,
  dealerApplicationHandlers,
} from './modules/dealer-application/index.ts';
import { erpInboundHandlers, ledgerHandlers } from './modules/erp/index.ts';
import { feedHandlers, feedKeyHandlers } from './modules/feeds/index.ts';
import { formSubmissionHandlers, formsHandlers } from './modules/forms/index.ts';
import { healthHandlers } from './modules/health/index.ts';
import { lineSheetHandlers } from './modules/line-sheets/index.ts';
import { mediaHandlers } from './modules/media/index.ts';
import { merchandisingHandlers } from './modules/merchandising/index.ts';
import { orderBackofficeHandlers, orderDocumentHandlers, orderHandlers } from './modules/order/index.ts';
import {
  acceptFormBodies,
  acceptRawJsonBodies,
  paymentHandlers,
  stripeWebhookHandlers,
  testGatewayHandlers,
} from './modules/payment/index.ts';
import { backofficePersonalDataHandlers, personalDataHandlers } from './modules/personal-data/index.ts';
import { priceHandlers } from './modules/pricing/index.ts';
import { customerProposalHandlers, proposalHandlers } from './modules/proposal/index.ts';
import { searchHandlers } from './modules/search/index.ts';
import { sitemapHandlers } from './modules/sitemap/index.ts';
import {
  backofficeUserHandlers,
  companyUserHandlers,
  impersonationHandlers,
  priceViewHandlers,
  sizeCurveHandlers,
  userHandlers,
} from './modules/user/index.ts';

type Endpoints = typeof endpoints;

/** Every call's handler, by domain and name as in `endpoints`: a missing or unknown one fails the typecheck. */
export type AllHandlers = { [G in keyof Endpoints]: Handlers<Endpoints[G]> };

/**
 * Calls that need a Fastify scope of their own: its plugins (a body parser, multipart) reach only these
 * routes. A scope that is off in this configuration registers none of its calls.
 */
export type RouteScope = {
  name: string;
  plugins: Array<(app: FastifyInstance) => void | Promise<void>>;
  calls: readonly Endpoint[];
  /** `false`: this configuration has none of these calls (the default is true). */
  registered?: boolean;
};

/**
 * Registers every call of `endpoints` with its handler (lib/route.ts), each exactly once: the calls of a scope
 * in that scope's Fastify context, the rest on the app. app.ts calls it once.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const { handlers, scopes } = routeTable(app);
  await registerHandlers(app, handlers, scopes);
}

/** Where each call's handler comes from, and which calls get a scope of their own. */
export function routeTable(app: FastifyInstance): { handlers: AllHandlers; scopes: RouteScope[] } {
  const testGateway = testGatewayHandlers(app);
  const handlers: AllHandlers = {
    area: areaHandlers,
    backoffice: join(backofficeHandlers, ledgerHandlers, orderDocumentHandlers),
    backofficeAudit: backofficeAuditHandlers,
    backofficeCustomers: backofficeCustomerHandlers,
    backofficeUsers: backofficeUserHandlers,
    backofficeForms: join(backofficeApplicationHandlers, formSubmissionHandlers),
    backofficeOrders: join(backofficeAreaHandlers, orderBackofficeHandlers, backofficeOrderFlowHandlers),
    backofficePersonalData: backofficePersonalDataHandlers,
    cart: join(cartHandlers, cartExcelHandlers, cartFlowHandlers),
    companyUsers: companyUserHandlers,
    content: contentHandlers,
    contentDocuments: contentDocumentHandlers,
    customer: customerHandlers,
    customerCenter: join(
      customerCenterHandlers,
      reorderHandlers,
      customerCenterFileHandlers(app),
      customerProposalHandlers,
    ),
    dealerApplication: dealerApplicationHandlers,
    erp: erpInboundHandlers,
    feedKeys: feedKeyHandlers,
    feeds: feedHandlers(app),
    forms: formsHandlers,
    health: healthHandlers(app),
    lineSheet: lineSheetHandlers(app),
    media: mediaHandlers,
    merchandising: merchandisingHandlers,
    order: join(orderHandlers, orderFlowHandlers),
    payment: join(paymentHandlers, testGateway, stripeWebhookHandlers),
    personalData: personalDataHandlers,
    price: priceHandlers,
    priceView: priceViewHandlers,
    product: productHandlers,
    proposal: proposalHandlers,
    sales: salesHandlers,
    salesImpersonation: join(impersonationHandlers, impersonationCandidateHandlers),
    search: searchHandlers,
    shipping: shippingHandlers,
    sitemap: sitemapHandlers,
    sizeCurve: sizeCurveHandlers,
    user: userHandlers(app),
  };
  const scopes: RouteScope[] = [
    // Multipart here only, so no other route accepts uploads.
    {
      name: 'cart uploads',
      plugins: [acceptCartUploads],
      calls: callsOf(endpoints.cart, cartExcelHandlers),
    },
    // Providers post their return and callback as forms as often as JSON.
    {
      name: 'payments',
      plugins: [acceptFormBodies],
      calls: callsOf(endpoints.payment, paymentHandlers),
    },
    // The built-in gateway's own pages (plain HTML forms), only when it is the card provider.
    {
      name: 'test gateway',
      plugins: [acceptFormBodies],
      calls: callsOf(endpoints.payment, testGateway),
      registered: app.config.payment.card === 'test-gateway',
    },
    // Stripe signs the raw body of its webhook (ADR 86): kept as bytes there only.
    {
      name: 'stripe webhook',
      plugins: [acceptRawJsonBodies],
      calls: callsOf(endpoints.payment, stripeWebhookHandlers),
    },
  ];
  return { handlers, scopes };
}

/** The definitions a handler table serves. */
function callsOf<D extends Record<string, Endpoint>>(domain: D, table: Partial<Handlers<D>>): Endpoint[] {
  return Object.keys(table).map((name) => domain[name] as Endpoint);
}

/**
 * Registers each definition of `endpoints` from the handler table, in its scope if it has one; a definition
 * without a handler stops the app (the typecheck refuses it first).
 */
export async function registerHandlers(
  app: FastifyInstance,
  handlers: AllHandlers,
  scopes: readonly RouteScope[],
): Promise<void> {
  const scopeOf = new Map<Endpoint, RouteScope>();
  for (const scope of scopes) {
    for (const call of scope.calls) {
      const other = scopeOf.get(call);
      if (other) throw new Error(`${call.operationId} is in the scopes ${other.name} and ${scope.name}`);
      scopeOf.set(call, scope);
    }
  }

  const table = handlers as unknown as Record<string, Record<string, RouteEntry<Endpoint> | undefined>>;
  const routes = new Map<RouteScope | null, Array<[Endpoint, RouteEntry<Endpoint>]>>();
  for (const [domain, calls] of Object.entries(endpoints)) {
    const definitions = calls as Record<string, Endpoint>;
    for (const [name, endpoint] of Object.entries(definitions)) {
      const entry = table[domain]?.[name];
      if (!entry) throw new Error(`No handler for ${endpoint.operationId} (endpoints.${domain}.${name})`);
      const scope = scopeOf.get(endpoint) ?? null;
      routes.set(scope, [...(routes.get(scope) ?? []), [endpoint, entry]]);
    }
    // A table joined into the wrong domain type-checks (extra names are not excess there): refuse it here.
    for (const name of Object.keys(table[domain] ?? {})) {
      if (!(name in definitions))
        throw new Error(`A handler for endpoints.${domain}.${name}, which is not defined`);
    }
  }

  for (const [endpoint, entry] of routes.get(null) ?? []) routeEntry(app, endpoint, entry);
  for (const scope of scopes) {
    if (scope.registered === false) continue;
    await app.register(async (scoped) => {
      for (const plugin of scope.plugins) await plugin(scoped);
      for (const [endpoint, entry] of routes.get(scope) ?? []) routeEntry(scoped, endpoint, entry);
    });
  }
}

/** One domain's handlers from the modules and flows that share it; the same name in two of them is refused. */
function join<A extends object, B extends object>(a: A, b: B & NoOverlap<A, B>): A & B;
function join<A extends object, B extends object, C extends object>(
  a: A,
  b: B & NoOverlap<A, B>,
  c: C & NoOverlap<A & B, C>,
): A & B & C;
function join<A extends object, B extends object, C extends object, D extends object>(
  a: A,
  b: B & NoOverlap<A, B>,
  c: C & NoOverlap<A & B, C>,
  d: D & NoOverlap<A & B & C, D>,
): A & B & C & D;
function join(...tables: object[]): object {
  const joined: Record<string, unknown> = {};
  for (const table of tables) {
    for (const [name, entry] of Object.entries(table)) {
      if (name in joined) throw new Error(`Two handlers for ${name}`);
      joined[name] = entry;
    }
  }
  return joined;
}

/** A name both tables have is typed `never`, so no handler fits it. */
type NoOverlap<A, B> = { [N in keyof A & keyof B]: never };
