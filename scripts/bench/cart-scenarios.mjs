// Cart and order scenarios of `npm run bench`: add to cart, calculation of a 10-line cart, order creation.
// Every request goes through the real API calls a browser makes (visitor tokens, dealer logins).
import { performance } from 'node:perf_hooks';
import { endpoints } from '@shop/contracts/endpoints';
import { rotate } from './bench-client.mjs';

const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'EUR' };
const address = {
  name: 'Bench Buyer',
  address1: 'Vestergade 1',
  postalCode: '8000',
  city: 'Aarhus',
  countryCode: 'DK',
  email: 'bench@example.com',
};
const dealers = [
  'dealer@nordlys.demo',
  'haendler@nordlys.demo',
  'shop.uk@nordlys.demo',
  'store.us@nordlys.demo',
  'butik.se@nordlys.demo',
  'butikk.no@nordlys.demo',
  'apac@nordlys.demo',
];
/** Visitor tokens are rate-limited (30 a minute per address): ten carry every visitor scenario. */
const visitors = 10;

async function call(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Variants a Stock cart accepts with enough B2B stock on hand (read as a dealer, who sees stock). */
export async function stockKeys(baseUrl, dealerToken) {
  const list = await call(baseUrl, 'POST', endpoints.content.getElementsBySearch.path, {
    area,
    contentType: 'product',
    take: 100,
  });
  const details = await call(
    baseUrl,
    'POST',
    endpoints.product.getProductsByIds.path,
    { area, ids: list.items.map((item) => item.id), includeOutOfStockColors: true },
    dealerToken,
  );
  const keys = [];
  for (const product of Object.values(details.items)) {
    for (const variant of product.variants) {
      const color = product.colors[variant.colorCode];
      if (!color?.allowStockOrder) continue;
      const onHand = product.stocks
        .filter((s) => s.variantId === variant.id && s.unitId === 'CU' && s.availableDate === null)
        .reduce((sum, s) => sum + s.volume, 0);
      if (onHand >= 40) keys.push({ productId: product.id, variantId: variant.id, unitOfMeasure: 'CU' });
    }
  }
  if (keys.length < 80) throw new Error(`only ${keys.length} stock variants with stock on hand`);
  return keys;
}

/** A visitor's Stock cart, emptied, holding `lines` distinct keys, shipped, billed and calculated. */
async function readyCart(baseUrl, token, keys) {
  const { cart } = await call(
    baseUrl,
    'POST',
    endpoints.cart.getOrCreateCart.path,
    { area, orderType: 'Stock' },
    token,
  );
  await call(baseUrl, 'DELETE', endpoints.cart.emptyCart.path, { area, cartId: cart.cartId }, token);
  await call(
    baseUrl,
    'POST',
    endpoints.cart.addOrUpdateLines.path,
    { area, cartId: cart.cartId, lines: keys.map((productKey) => ({ productKey, quantity: 1 })) },
    token,
  );
  const { shippingMethods } = await call(
    baseUrl,
    'POST',
    endpoints.shipping.getShippingMethods.path,
    { area, cartId: cart.cartId, address },
    token,
  );
  await call(
    baseUrl,
    'PATCH',
    endpoints.cart.setShipping.path,
    {
      area,
      cartId: cart.cartId,
      shippingAddress: address,
      shippingMethod: { internalId: shippingMethods[0].internalId },
    },
    token,
  );
  await call(
    baseUrl,
    'PATCH',
    endpoints.cart.setBillingAddress.path,
    { area, cartId: cart.cartId, billingAddress: address },
    token,
  );
  await call(baseUrl, 'POST', endpoints.cart.calculateCart.path, { area, cartId: cart.cartId }, token);
  return cart.cartId;
}

/**
 * Order creation cannot repeat a request (a cart becomes one order), so it runs in rounds: every visitor gets a
 * fresh calculated cart, then `connections` of them create their orders at once. Latency per call.
 */
async function measureOrderCreation(baseUrl, tokens, keys, connections, rounds) {
  const nextKeys = rotate(keys);
  const times = [];
  let errors = 0;
  const started = performance.now();
  let busy = 0;
  for (let round = 0; round < rounds; round++) {
    const batch = tokens.slice(0, connections);
    const carts = [];
    for (const token of batch)
      carts.push([token, await readyCart(baseUrl, token, [nextKeys(), nextKeys(), nextKeys()])]);
    const roundStart = performance.now();
    await Promise.all(
      carts.map(async ([token, cartId]) => {
        const t0 = performance.now();
        try {
          await call(
            baseUrl,
            'POST',
            endpoints.order.createOrderByCartId.path,
            { areaInfo: area, cartId, paymentMethod: 'card', acceptTerms: true, email: address.email },
            token,
          );
        } catch {
          errors++;
        }
        times.push(performance.now() - t0);
      }),
    );
    busy += performance.now() - roundStart;
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round((times.length / busy) * 1000),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    non2xx: 0,
    wallSeconds: (performance.now() - started) / 1000,
  };
}

/** Scenarios for api-bench.mjs: `next` ones run under autocannon, `run` ones measure themselves. */
export async function cartScenarios(baseUrl) {
  const dealerTokens = [];
  for (const username of dealers) {
    const login = await call(baseUrl, 'POST', endpoints.user.login.path, {
      username,
      password: 'nordlys-demo',
    });
    dealerTokens.push(login.token);
  }
  const keys = await stockKeys(baseUrl, dealerTokens[0]);
  const tokens = [];
  for (let i = 0; i < visitors; i++) {
    tokens.push((await call(baseUrl, 'POST', endpoints.user.generateNotLoggedInToken.path)).token);
  }

  // Add to cart: +1 of a rotating in-stock variant into one of ten visitors' Stock carts.
  const addCarts = [];
  for (const token of tokens) {
    const { cart } = await call(
      baseUrl,
      'POST',
      endpoints.cart.getOrCreateCart.path,
      { area, orderType: 'Stock' },
      token,
    );
    await call(baseUrl, 'DELETE', endpoints.cart.emptyCart.path, { area, cartId: cart.cartId }, token);
    addCarts.push({ token, cartId: cart.cartId });
  }
  const nextAddCart = rotate(addCarts);
  const nextAddKey = rotate(keys.slice(0, 40));
  const addToCart = () => {
    const { token, cartId } = nextAddCart();
    return {
      path: endpoints.cart.addOrUpdateLines.path,
      headers: { authorization: `Bearer ${token}` },
      body: { area, cartId, lines: [{ productKey: nextAddKey(), quantity: 1 }] },
    };
  };

  // Calculation: each dealer's Stock cart holds 10 lines (net prices in the dealer's currency).
  const calcCarts = [];
  for (const [i, token] of dealerTokens.entries()) {
    const { cart } = await call(
      baseUrl,
      'POST',
      endpoints.cart.getOrCreateCart.path,
      { area, orderType: 'Stock' },
      token,
    );
    await call(baseUrl, 'DELETE', endpoints.cart.emptyCart.path, { area, cartId: cart.cartId }, token);
    const lines = keys.slice(i * 3, i * 3 + 10).map((productKey) => ({ productKey, quantity: 2 }));
    await call(
      baseUrl,
      'POST',
      endpoints.cart.addOrUpdateLines.path,
      { area, cartId: cart.cartId, lines },
      token,
    );
    calcCarts.push({ token, cartId: cart.cartId });
  }
  const nextCalcCart = rotate(calcCarts);
  const calculate = () => {
    const { token, cartId } = nextCalcCart();
    return {
      path: endpoints.cart.calculateCart.path,
      headers: { authorization: `Bearer ${token}` },
      body: { area, cartId },
    };
  };

  return [
    { name: 'add to cart (AddOrUpdateLines, +1)', next: addToCart, target: 12 },
    { name: 'cart calculation, 10 lines (dealer net prices)', next: calculate, target: 8 },
    {
      name: 'order creation (calculated 3-line cart, card)',
      target: 60,
      run: (connections) =>
        measureOrderCreation(baseUrl, tokens, keys.slice(40), connections, connections === 1 ? 40 : 8),
    },
  ];
}
