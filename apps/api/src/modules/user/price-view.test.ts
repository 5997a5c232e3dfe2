import { allEndpoints, endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { area, cuKey, findVariant, visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { carts } from '../cart/cart.tables.ts';

const shared = useSharedTestApp();
const { priceView, price, user, cart, product, salesImpersonation } = endpoints;

const start = (app: FastifyInstance, token: string | null, customerNumber: string) =>
  callApiUnchecked(app, priceView.startPriceView, { body: { customerNumber } }, { token });
const stop = (app: FastifyInstance, token: string) =>
  callApiUnchecked(app, priceView.stopPriceView, {}, { token });

async function viewAs(app: FastifyInstance, username: string, customerNumber: string): Promise<string> {
  const token = await loginAs(app, username);
  const answer = await start(app, token, customerNumber);
  expect(answer.statusCode, answer.body).toBe(200);
  return token;
}

async function netPrices(app: FastifyInstance, token: string, keys: unknown[]) {
  const answer = await callApiUnchecked(
    app,
    price.getPricesByCustomer,
    { body: { currencyCode: 'DKK', products: keys } },
    { token },
  );
  return answer;
}

describe('who may view a customer’s prices (ADR 82)', () => {
  it('answers no token 401, a visitor and a dealer 403; staff any customer, a sales person their own', async () => {
    const { app } = shared;
    expect((await start(app, null, 'C10001')).statusCode).toBe(401);
    expect((await start(app, await visitorToken(app), 'C10001')).statusCode).toBe(403);
    const dealer = await start(app, await loginAs(app, 'dealer@nordlys.demo'), 'C20001');
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().errorCode).toBe('Forbidden');

    // The manager (B2B Manager) views any customer, also one no sales person is assigned.
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const viewing = await start(app, manager, 'C70001');
    expect(viewing.statusCode, viewing.body).toBe(200);
    expect(viewing.json().customerNumber).toBeNull();
    expect(viewing.json().customer).toBeNull();
    expect(viewing.json().extraInfo.priceViewCustomer).toMatchObject({
      customerNumber: 'C70001',
      currencyCode: 'EUR',
      priceGroup: 'B2B APAC',
    });
    // Another customer replaces the first; GetUser says so from the next call on.
    expect((await start(app, manager, 'C30001')).statusCode).toBe(200);
    const seen = await callApiUnchecked(app, user.getUser, {}, { token: manager });
    expect(seen.json().extraInfo.priceViewCustomer.customerNumber).toBe('C30001');

    // A sales person: assigned customers only; another answers 403 whether or not it exists.
    const sales = await loginAs(app, 'sales@nordlys.demo');
    expect((await start(app, sales, 'C10001')).statusCode).toBe(200);
    for (const customerNumber of ['C40001', 'C99999']) {
      const refused = await start(app, sales, customerNumber);
      expect(refused.statusCode, customerNumber).toBe(403);
      expect(refused.json().errorCode).toBe('Forbidden');
    }
    // Staff learn that a customer does not exist; a deactivated one has no prices to view.
    expect((await start(app, manager, 'C99999')).json()).toMatchObject({ errorCode: 'not-found' });
    const inactive = await start(app, manager, 'C90001');
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().errorCode).toBe('price-view.customer-inactive');
    // An empty number is the contract's 400, naming the field.
    const empty = await start(app, manager, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('customerNumber');
  });

  it('is refused while acting for a customer, and acting for one ends it', async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const acting = await callApiUnchecked(
      app,
      salesImpersonation.impersonate,
      { body: { customerNumber: 'C10001' } },
      { token: sales },
    );
    const actingToken = acting.json().token as string;
    const refused = await start(app, actingToken, 'C20001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('price-view.while-acting');

    const manager = await viewAs(app, 'manager@nordlys.demo', 'C20001');
    const impersonated = await callApiUnchecked(
      app,
      salesImpersonation.impersonate,
      { body: { customerNumber: 'C10001' } },
      { token: manager },
    );
    const me = await callApiUnchecked(app, user.getUser, {}, { token: impersonated.json().token });
    expect(me.json().customerNumber).toBe('C10001');
    expect(me.json().extraInfo.priceViewCustomer).toBeNull();
  });
});

describe('prices while viewing a customer’s prices', () => {
  it('are the customer’s net prices in its currency, with its stock volumes, until staff stop', async () => {
    const { app } = shared;
    const variant = await findVariant(app, { allowStockOrder: true, minOnHand: 1 });
    const keys = [cuKey(variant)];
    const german = await loginAs(app, 'haendler@nordlys.demo');
    const own = await netPrices(app, german, keys);
    expect(own.statusCode, own.body).toBe(200);

    const manager = await viewAs(app, 'manager@nordlys.demo', 'C20001');
    const viewed = await netPrices(app, manager, keys);
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json()).toEqual(own.json());
    expect(viewed.json().currencyCode).toBe('EUR');
    // Net prices are the dealer's, not the retail list of the same currency.
    const retail = await callApiUnchecked(app, price.getPrices, {
      body: { currencyCode: 'EUR', products: keys },
    });
    expect(viewed.json().prices[0].price.netUnitPrice).not.toBe(retail.json().prices[0].price.netUnitPrice);

    // The product as the dealer sees it: stock volumes and the retail prices in the dealer's RRP currency.
    const productsBody = { area: { ...area, currencyCode: 'DKK' }, ids: [variant.productId] };
    const asDealer = await callApiUnchecked(
      app,
      product.getProductsByIds,
      { body: productsBody },
      { token: german },
    );
    const asViewer = await callApiUnchecked(
      app,
      product.getProductsByIds,
      { body: productsBody },
      { token: manager },
    );
    const viewedProduct = asViewer.json().items[variant.productId];
    expect(viewedProduct.stocks.length).toBeGreaterThan(0);
    expect(viewedProduct).toEqual(asDealer.json().items[variant.productId]);

    // Back to visitor prices: no net prices, no volumes.
    expect((await stop(app, manager)).json().extraInfo.priceViewCustomer).toBeNull();
    const after = await netPrices(app, manager, keys);
    expect(after.statusCode).toBe(403);
    expect(after.json().errorCode).toBe('Forbidden');
    const visitorView = await callApiUnchecked(
      app,
      product.getProductsByIds,
      { body: productsBody },
      { token: manager },
    );
    expect(visitorView.json().items[variant.productId].stocks).toEqual([]);
  });
});

/** Every call made in a customer's name, with a value for each path parameter and the example body. */
const customerCalls = allEndpoints
  .filter((endpoint) => endpoint.access === 'customer' && endpoint !== price.getPricesByCustomer)
  .map((endpoint) => ({
    endpoint,
    input: {
      params: Object.fromEntries(
        [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, 'x1']),
      ),
      ...(endpoint.method === 'GET' || endpoint.method === 'DELETE'
        ? {}
        : { body: endpoint.example.body ?? {} }),
    },
  }));

describe('nothing in the customer’s name while viewing its prices', () => {
  it('refuses baskets, checkout, quick order, reorder, proposals and the customer center with 403 price-view.not-acting', async () => {
    const { app } = shared;
    const manager = await viewAs(app, 'manager@nordlys.demo', 'C10001');
    const userId = (await callApiUnchecked(app, user.getUser, {}, { token: manager })).json().id as string;
    const cartsOfCustomer = () =>
      app.db
        .select({ id: carts.id, updatedAt: carts.updatedAt })
        .from(carts)
        .where(eq(carts.customerNumber, 'C10001'));
    const auditedForManager = () =>
      app.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.actorUserId, userId));
    const [cartsBefore, auditBefore] = [await cartsOfCustomer(), await auditedForManager()];
    const variant = await findVariant(app, { allowStockOrder: true, minOnHand: 1 });
    const refusals = [
      await callApiUnchecked(
        app,
        cart.getOrCreateCart,
        { body: { area, orderType: 'Stock' } },
        { token: manager },
      ),
      await callApiUnchecked(
        app,
        cart.addOrUpdateLines,
        { body: { area, cartId: 'c-of-someone', lines: [{ productKey: cuKey(variant), quantity: 1 }] } },
        { token: manager },
      ),
      await callApiUnchecked(
        app,
        endpoints.order.createOrderByCartId,
        { body: endpoints.order.createOrderByCartId.example.body },
        { token: manager },
      ),
    ];
    for (const answer of refusals) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 'price-view.not-acting', type: 'PriceViewException' });
      expect(answer.json().message).toContain('C10001');
    }

    // Quick order, reorder, proposals to the basket, order approval and the customer center: each of them.
    expect(customerCalls.map(({ endpoint }) => endpoint.operationId)).toEqual(
      expect.arrayContaining([
        'cartQuickOrder',
        'customerCenterReorderOrder',
        'customerCenterAddProposalToCart',
      ]),
    );
    const wrong: string[] = [];
    for (const { endpoint, input } of customerCalls) {
      const answer = await callApiUnchecked(app, endpoint, input, { token: manager });
      if (answer.statusCode !== 403 || answer.json().errorCode !== 'price-view.not-acting')
        wrong.push(`${endpoint.operationId}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);

    // No cart of the customer's was made or touched, and nothing was audited for the manager.
    expect(await cartsOfCustomer()).toEqual(cartsBefore);
    expect(await auditedForManager()).toEqual(auditBefore);
  });
});
