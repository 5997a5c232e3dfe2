import { type Endpoint, isCustomerScoped } from '@shop/contracts';
import { allEndpoints, endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../modules/customer/customer.tables.ts';
import { callApi, callApiUnchecked } from '../test-support/call-api.ts';
import { loginAs, tokenOf, useSharedTestApp } from '../test-support/test-app.ts';

const shared = useSharedTestApp();

const deactivated = {
  message: 'The customer account has been deactivated',
  errorCode: 'validation.logget-out-account-deactivated',
  type: 'AccountDeactivatedException',
};

/** Every call made for a customer: the access rules `visitor` and `customer`. */
const customerScoped = allEndpoints.filter((endpoint) => isCustomerScoped(endpoint.access));

/** The definition's own example input, path parameters filled in where the example has none. */
function exampleCall(endpoint: Endpoint) {
  const params = { ...endpoint.example.params };
  for (const [, name] of endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)) params[name as string] ??= 'x';
  return { params, query: endpoint.example.query, body: endpoint.example.body };
}

const setActive = (customerNumber: string, active: boolean) =>
  shared.app.db.update(customers).set({ active }).where(eq(customers.customerNumber, customerNumber));

describe('a deactivated customer (spec §4)', () => {
  it('is refused at login with the spec code, after the password, never before', async () => {
    const { app } = shared;
    const login = await callApi(app, endpoints.user.login, {
      body: { username: 'inactive@nordlys.demo', password: 'nordlys-demo' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(deactivated);
    expect(login.json()).not.toHaveProperty('token');
    // A wrong password learns nothing about the account.
    const guess = await callApi(app, endpoints.user.login, {
      body: { username: 'inactive@nordlys.demo', password: 'guess' },
    });
    expect(guess.statusCode).toBe(401);
  });

  it('with a live token from before is refused 403 on every customer-scoped call', async () => {
    const { app } = shared;
    // The calls the issue names are among those swept.
    for (const named of ['addOrUpdateLines', 'getCartsBySearch', 'getAddresses', 'getSalesContacts']) {
      expect(customerScoped.map((endpoint) => endpoint.operationId)).toContain(named);
    }
    const token = await loginAs(app, 'butik.se@nordlys.demo');
    const getAddresses = endpoints.customer.getAddresses;
    const addresses = await callApiUnchecked(app, getAddresses, exampleCall(getAddresses), { token });
    expect(addresses.statusCode).toBe(200);

    await setActive('C50001', false);
    try {
      const refused: string[] = [];
      for (const endpoint of customerScoped) {
        const response = await callApiUnchecked(app, endpoint, exampleCall(endpoint), { token });
        if (response.statusCode === 403 && response.json().errorCode === deactivated.errorCode) {
          expect(response.json(), endpoint.operationId).toEqual(deactivated);
          refused.push(endpoint.operationId);
        }
      }
      expect(refused).toEqual(customerScoped.map((endpoint) => endpoint.operationId));

      // GetUser still answers, with `active: false`: that is how the shop learns to log the user out.
      const me = await callApi(app, endpoints.user.getUser, {}, { token });
      expect(me.statusCode).toBe(200);
      expect(me.json().customer).toMatchObject({ customerNumber: 'C50001', active: false });
      // Logging out works too.
      expect((await callApi(app, endpoints.user.logout, {}, { token })).json()).toEqual({ revokedTokens: 1 });
    } finally {
      await setActive('C50001', true);
    }
  });

  it('is refused to a sales user acting for it, while their own calls still answer', async () => {
    const { app } = shared;
    const acting = await tokenOf(app, 'u-sales', { actingCustomerNumber: 'C90001' });
    const carts = await callApiUnchecked(
      app,
      endpoints.cart.getCartsBySearch,
      { body: endpoints.cart.getCartsBySearch.example.body },
      { token: acting },
    );
    expect(carts.statusCode).toBe(403);
    expect(carts.json()).toEqual(deactivated);
    expect((await callApi(app, endpoints.user.getUser, {}, { token: acting })).statusCode).toBe(200);
  });

  it('leaves active customers and visitors alone', async () => {
    const { app } = shared;
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const visitor = (await callApi(app, endpoints.user.generateNotLoggedInToken, {})).json().token as string;
    for (const token of [dealer, visitor]) {
      const carts = await callApiUnchecked(
        app,
        endpoints.cart.getCartsBySearch,
        { body: endpoints.cart.getCartsBySearch.example.body },
        { token },
      );
      expect(carts.statusCode).toBe(200);
    }
  });
});
