import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  area,
  cuKey,
  findVariant,
  stockVariantOf,
  useCartTestApp,
  visitorToken,
} from '../../test-support/cart-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';
import { carts as cartsTable } from './cart.tables.ts';

const { shared, call, carts } = useCartTestApp();

describe('cart creation and reading', () => {
  it('keeps one open cart per customer and order type, whoever asks how often', async () => {
    const token = await loginAs(shared.app, 'store.us@nordlys.demo');
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(
          index % 2 === 0 ? endpoints.cart.getOrCreateCart : endpoints.cart.createCart,
          { area, orderType: 'Preorder' },
          token,
        ),
      ),
    );
    expect(concurrent.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(concurrent.map((response) => response.json().cart.cartId));
    expect(ids.size).toBe(1);
    const preorder = concurrent[0]!.json().cart;
    expect(preorder).toMatchObject({
      orderType: 'Preorder',
      currencyCode: 'USD',
      lines: [],
      calculation: null,
      usedInOrder: false,
      shippingAddress: null,
      extraInfo: { draftId: null },
    });

    const stock = await carts.open(token, 'Stock');
    expect(stock.cartId).not.toBe(preorder.cartId);
    const again = await loginAs(shared.app, 'store.us@nordlys.demo');
    expect((await carts.open(again, 'Stock')).cartId).toBe(stock.cartId);

    const search = await call(endpoints.cart.getCartsBySearch, { area }, token);
    expect(search.statusCode).toBe(200);
    expect(search.json().carts.map((cart: { orderType: string }) => cart.orderType)).toEqual([
      'Preorder',
      'Stock',
    ]);
    const filtered = await call(endpoints.cart.getCartsBySearch, { area, orderTypes: ['Stock'] }, token);
    expect(filtered.json().carts.map((cart: { cartId: string }) => cart.cartId)).toEqual([stock.cartId]);

    const byId = await call(endpoints.cart.getCartById, { areaInfo: area, id: stock.cartId }, token);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().cart.cartId).toBe(stock.cartId);
  });

  it('describes lines in the language asked', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(token, 'Web');
    const variant = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10001' });
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const danish = await call(
      endpoints.cart.getCartById,
      { areaInfo: { ...area, languageCode: 'da' }, id: cart.cartId },
      token,
    );
    const english = await carts.get(token, cart.cartId);
    expect(danish.json().cart.lines[0].product.unitName).toBe('Stk.');
    expect(english.lines[0].product.unitName).toBe('Piece');
  });

  it('answers 400 naming the field, 401 without a token and 403 for a sales user acting for nobody', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const missing = await call(endpoints.cart.getOrCreateCart, { area }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body/orderType: orderType is required');
    const unknown = await call(endpoints.cart.createCart, { area, orderType: 'Express' }, token);
    expect(unknown.json().message).toContain(
      'Unknown orderType "Express"; expected one of Preorder, Stock, FutureStock, Web',
    );
    const noId = await call(endpoints.cart.getCartById, { areaInfo: area }, token);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('body/id: cartId is required');
    const noArea = await call(endpoints.cart.getOrCreateCart, { orderType: 'Stock' }, token);
    expect(noArea.json().message).toContain('body/area');

    for (const endpoint of [
      endpoints.cart.getOrCreateCart,
      endpoints.cart.calculateCart,
      endpoints.cart.emptyCart,
      endpoints.cart.setOrderFields,
    ]) {
      const response = await call(endpoint, { area, orderType: 'Stock', cartId: 'x' });
      expect(response.statusCode, endpoint.operationId).toBe(401);
    }

    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    const forbidden = await call(endpoints.cart.getOrCreateCart, { area, orderType: 'Stock' }, sales);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().type).toBe('ForbiddenException');
  });
});

describe('prices and owners sent by a client', () => {
  it('are ignored: the server decides customer, currency, prices and totals', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const variant = await stockVariantOf(shared.app, 'NL10005', 3);
    const created = await call(
      endpoints.cart.getOrCreateCart,
      {
        area: { ...area, currencyCode: 'EUR' },
        orderType: 'Stock',
        customerNumber: 'C20001',
        currencyCode: 'EUR',
      },
      token,
    );
    const cart = created.json().cart;
    expect(cart.currencyCode).toBe('DKK');
    const [row] = await shared.app.db.select().from(cartsTable).where(eq(cartsTable.id, cart.cartId));
    expect(row?.customerNumber).toBe('C10001');

    const added = await call(
      endpoints.cart.addOrUpdateLines,
      {
        area,
        cartId: cart.cartId,
        customerNumber: 'C20001',
        totalPrice: { priceWithVat: 1, priceWithoutVat: 1 },
        lines: [
          {
            productKey: cuKey(variant),
            quantity: 2,
            price: 1,
            unitPrice: { priceWithVat: 1, priceWithoutVat: 1 },
            netUnitPrice: { priceWithVat: 1, priceWithoutVat: 1 },
            netLinePrice: { priceWithVat: 1, priceWithoutVat: 1 },
          },
        ],
      },
      token,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().cart.lines[0].netUnitPrice).toBeNull();
    const calculated = await call(
      endpoints.cart.calculateCart,
      {
        area,
        cartId: cart.cartId,
        shippingFee: 0,
        discount: 99999,
        totalNetPrice: { priceWithVat: 1, priceWithoutVat: 1 },
      },
      token,
    );
    const prices = await call(endpoints.price.getPricesByCustomer, { products: [cuKey(variant)] }, token);
    const net = prices.json().prices[0].price.netUnitPrice;
    const line = calculated.json().cart.lines[0];
    expect(line.netUnitPrice.priceWithoutVat).toBe(net);
    expect(calculated.json().cart.calculation.totalNetPrice.priceWithoutVat).toBe(net * 2);
    await carts.empty(token, cart.cartId);
  });
});

describe('visitor carts', () => {
  it('belong to the not-logged-in token, in the area currency', async () => {
    const token = await visitorToken(shared.app);
    const cart = await carts.open(token, 'Stock', { ...area, currencyCode: 'GBP' });
    expect(cart.currencyCode).toBe('GBP');
    expect((await carts.open(token, 'Stock')).cartId).toBe(cart.cartId);
    const other = await visitorToken(shared.app);
    expect((await carts.open(other, 'Stock')).cartId).not.toBe(cart.cartId);
  });
});

describe('the OpenAPI document', () => {
  it('names every cart, shipping and customer call and documents the failures it may answer', async () => {
    const document = (await shared.app.inject({ url: '/api/docs/json' })).json();
    const { cart, customer, shipping } = endpoints;
    const change = ['400', '401', '403', '404', '409'];
    const expected: Array<[Endpoint, string[]]> = [
      // The caller's own carts: created or listed, never someone else's, never used in an order.
      ...[cart.createCart, cart.getOrCreateCart, cart.getCartsBySearch].map(
        (endpoint): [Endpoint, string[]] => [endpoint, ['400', '401', '403']],
      ),
      [cart.getCartById, ['400', '401', '403', '404']],
      ...[
        cart.saveCart,
        cart.addOrUpdateLines,
        cart.deleteLines,
        cart.emptyCart,
        cart.setBillingAddress,
        cart.setShipping,
        cart.setOrderFields,
      ].map((endpoint): [Endpoint, string[]] => [endpoint, change]),
      [cart.calculateCart, [...change, '422']],
      [cart.exportCartAsExcel, ['400', '401', '403', '404']],
      [cart.importCart, ['400', '401', '403', '409', '413', '429', '503']],
      [shipping.getShippingMethods, ['400', '401', '403', '404']],
      [customer.getAddresses, ['400', '401', '403']],
      [customer.getSalesContacts, ['400', '401', '403']],
    ];
    for (const [endpoint, failures] of expected) {
      const operation = document.paths[endpoint.path][endpoint.method.toLowerCase()];
      expect(operation.operationId).toBe(endpoint.operationId);
      expect(operation.security, endpoint.operationId).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses).sort(), endpoint.operationId).toEqual(['200', ...failures]);
    }
  });
});
