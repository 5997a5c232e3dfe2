import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import {
  area,
  cuKey,
  type DemoVariant,
  findVariant,
  findVariants,
  useCartTestApp,
} from '../../test-support/cart-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';

const { shared, call, carts } = useCartTestApp();

type Line = { id: string; quantity: number; productKey: { variantId: string; unitOfMeasure: string } };

/** Variants of different products, in the demo's order. */
const distinctProducts = (variants: DemoVariant[]) =>
  variants.filter((variant, index) => variants.findIndex((v) => v.productId === variant.productId) === index);

const addLines = (token: string, body: Record<string, unknown>) =>
  call(endpoints.cart.addOrUpdateLines, { area, ...body }, token);

describe('AddOrUpdateLines', () => {
  it('adds quantities up, replaces them with overrideExistingQuantity and deletes at 0', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(token, 'Stock');
    // Enough on hand for every quantity below: a Stock line is cut to its stock as it is added (issue 28).
    const [a, b] = distinctProducts(await findVariants(shared.app, { allowStockOrder: true, minOnHand: 10 }));
    if (!a || !b) throw new Error('the demo has no two stock variants with 10 on hand');

    const first = await carts.add(token, cart.cartId, [
      { productKey: cuKey(a), quantity: 2 },
      { productKey: cuKey(b), quantity: 1 },
      { productKey: cuKey(a), quantity: 1 },
    ]);
    expect(first.lines.map((line: Line) => [line.productKey.variantId, line.quantity])).toEqual([
      [a.variantId, 3],
      [b.variantId, 1],
    ]);
    expect(first.lines[0]).toMatchObject({ type: 'product', parentId: null, text: null });
    expect(first.lines[0].product).toMatchObject({
      number: a.productId,
      colorCode: a.colorCode,
      unitName: 'Piece',
    });

    const added = await carts.add(token, cart.cartId, [{ productKey: cuKey(a), quantity: 4 }]);
    expect(added.lines[0].quantity).toBe(7);
    expect(added.version).toBe(first.version + 1);

    const replaced = await carts.add(token, cart.cartId, [{ productKey: cuKey(a), quantity: 2 }], true);
    expect(replaced.lines[0].quantity).toBe(2);

    // By line id: the line named wins over the key sent with it.
    const byId = await carts.add(token, cart.cartId, [
      { lineId: replaced.lines[1].id, productKey: cuKey(b), quantity: 5 },
    ]);
    expect(byId.lines[1].quantity).toBe(6);

    const zero = await carts.add(token, cart.cartId, [{ productKey: cuKey(a), quantity: 0 }]);
    expect(zero.lines.map((line: Line) => line.productKey.variantId)).toEqual([b.variantId]);
    const removed = await carts.add(
      token,
      cart.cartId,
      [{ lineId: byId.lines[1].id, productKey: cuKey(b), quantity: 0 }],
      true,
    );
    expect(removed.lines).toEqual([]);

    // Removed and added again in one call (a new quantity), beside an added line: answered as GetCartById reads it.
    await carts.add(token, cart.cartId, [{ productKey: cuKey(a), quantity: 4 }]);
    const mixed = await carts.add(token, cart.cartId, [
      { productKey: cuKey(a), quantity: 0 },
      { productKey: cuKey(b), quantity: 2 },
      { productKey: cuKey(a), quantity: 3 },
    ]);
    expect(mixed.lines.map((line: Line) => [line.productKey.variantId, line.quantity])).toEqual([
      [a.variantId, 3],
      [b.variantId, 2],
    ]);
    expect((await carts.get(token, cart.cartId)).lines).toEqual(mixed.lines);
    await carts.empty(token, cart.cartId);
  });

  it('refuses products, variants, units and colours the cart cannot hold, naming the product, and changes nothing', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const stockCart = await carts.open(token, 'Stock');
    const preorderCart = await carts.open(token, 'Preorder');
    const stockOnly = await findVariant(shared.app, {
      allowStockOrder: true,
      allowPresale: false,
      productId: 'NL10001',
    });
    const presaleOnly = await findVariant(shared.app, { allowStockOrder: false, allowPresale: true });

    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        stockCart.cartId,
        { productId: 'NL99999', variantId: 'x', unitOfMeasure: 'CU' },
        'Product NL99999 does not exist',
      ],
      [
        stockCart.cartId,
        { ...cuKey(stockOnly), variantId: 'NL10001-nope-1' },
        'Product NL10001 has no variant NL10001-nope-1',
      ],
      [stockCart.cartId, cuKey(stockOnly, 'PK5'), 'Product NL10001 is not sold in unit PK5'],
      [stockCart.cartId, { productId: 'NL10001', unitOfMeasure: 'CU' }, 'productKey.variantId is required'],
      [stockCart.cartId, cuKey(presaleOnly), `Product ${presaleOnly.productId} in`],
      [
        preorderCart.cartId,
        cuKey(stockOnly),
        `Product NL10001 in Multi color (${stockOnly.colorCode}) cannot be ordered in a Preorder cart`,
      ],
    ];
    for (const [cartId, productKey, message] of cases) {
      // The first line is fine for its cart; the whole call is refused all the same.
      const good = cartId === preorderCart.cartId ? presaleOnly : stockOnly;
      const response = await addLines(token, {
        cartId,
        lines: [
          { productKey: cuKey(good), quantity: 1 },
          { productKey, quantity: 1 },
        ],
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(`lines[1]: ${message}`);
      expect(response.json().errorCode).toBe('cart-line-invalid');
    }
    expect((await carts.get(token, stockCart.cartId)).lines).toEqual([]);
    expect((await carts.get(token, preorderCart.cartId)).lines).toEqual([]);
    const presale = await addLines(token, {
      cartId: stockCart.cartId,
      lines: [{ productKey: cuKey(presaleOnly), quantity: 1 }],
    });
    expect(presale.json().message).toMatch(
      /^lines\[0\]: Product NL\d+ in .+ cannot be ordered in a Stock cart$/,
    );
  });

  it('answers 400 naming the field for malformed lines', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(token, 'Stock');
    const variant = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10006' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [] }, 'lines must hold at least one line'],
      [
        { lines: [{ productKey: cuKey(variant), quantity: 1.5 }] },
        'body/lines.0.quantity: quantity must be a whole number from 1 to 100000, or 0 to remove it',
      ],
      [
        { lines: [{ productKey: cuKey(variant), quantity: '2' }] },
        'body/lines.0.quantity: quantity must be a whole number',
      ],
      [
        { lines: [{ productKey: cuKey(variant), quantity: 100_001 }] },
        'body/lines.0.quantity: quantity must be a whole number from 1 to 100000',
      ],
      [{ lines: [{ productKey: cuKey(variant), quantity: -1 }] }, 'body/lines.0.quantity: quantity must be'],
      [
        { lines: [{ productKey: { productId: 'NL10006' }, quantity: 1 }] },
        'lines.0.productKey.unitOfMeasure',
      ],
      [
        { cartId: undefined, lines: [{ productKey: cuKey(variant), quantity: 1 }] },
        'body/cartId: cartId is required',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await addLines(token, { cartId: cart.cartId, ...body });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('keeps a line within 100,000 pieces when quantities are added up', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    // A Preorder cart: a Stock cart would cut the line to its stock first.
    const cart = await carts.open(token, 'Preorder');
    const variant = await findVariant(shared.app, { allowPresale: true });
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 100_000 }]);
    const over = await addLines(token, {
      cartId: cart.cartId,
      lines: [{ productKey: cuKey(variant), quantity: 1 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `The quantity of product ${variant.productId} would be 100001; at most 100000`,
    );
    expect((await carts.get(token, cart.cartId)).lines[0].quantity).toBe(100_000);
    await carts.empty(token, cart.cartId);
  });

  it('never loses an update: 20 concurrent +1 on one line make 20', async () => {
    const token = await loginAs(shared.app, 'haendler@nordlys.demo');
    const cart = await carts.open(token, 'Stock');
    const variant = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 20 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        addLines(token, { cartId: cart.cartId, lines: [{ productKey: cuKey(variant), quantity: 1 }] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const after = await carts.get(token, cart.cartId);
    expect(after.lines).toHaveLength(1);
    expect(after.lines[0].quantity).toBe(20);
    expect(after.version).toBe(cart.version + 20);
    // Each answer is a state after its own change: the versions are all different.
    expect(new Set(responses.map((response) => response.json().cart.version)).size).toBe(20);
  });
});

describe('DeleteLines and EmptyCart', () => {
  it('removes lines by id or by product key, and empties the cart keeping its header', async () => {
    const token = await loginAs(shared.app, 'shop.uk@nordlys.demo');
    const cart = await carts.open(token, 'Stock');
    const a = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10003' });
    const b = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10008' });
    const c = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10009' });
    const filled = await carts.add(token, cart.cartId, [
      { productKey: cuKey(a), quantity: 1 },
      { productKey: cuKey(b), quantity: 1 },
      { productKey: cuKey(c), quantity: 1 },
    ]);
    const deleted = await call(
      endpoints.cart.deleteLines,
      {
        area,
        cartId: cart.cartId,
        lines: [
          { lineId: filled.lines[0].id },
          { productKey: { productId: b.productId, unitOfMeasure: 'CU' } },
        ],
      },
      token,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().cart.lines.map((line: Line) => line.productKey.variantId)).toEqual([c.variantId]);

    const neither = await call(endpoints.cart.deleteLines, { area, cartId: cart.cartId, lines: [{}] }, token);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('lines[0]: lineId or productKey is required');

    await call(
      endpoints.cart.setOrderFields,
      { area, cartId: cart.cartId, comment: 'Keep me', reference: 'PO-1' },
      token,
    );
    const emptied = await call(endpoints.cart.emptyCart, { area, cartId: cart.cartId }, token);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().cart).toMatchObject({ lines: [], comment: 'Keep me', reference: 'PO-1' });
  });
});
