import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { area, caller, visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { hashToken } from '../user/token.service.ts';
import { authTokens } from '../user/user.tables.ts';

const shared = useSharedTestApp();
const call = caller(() => shared.app);

describe('GetAddresses', () => {
  it("answers the acting customer's addresses, none for a visitor, 403 for a sales user acting for nobody", async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const response = await call(endpoints.customer.getAddresses, { areaInfo: area }, dealer);
    expect(response.statusCode, response.body).toBe(200);
    // The demo dealer's two default addresses in Aarhus, the billing one to the bookkeeping.
    const lilleKanin = (kind: 'billing' | 'shipping', address1: string) => ({
      id: expect.any(String),
      kind,
      isDefault: true,
      name: 'Lille Kanin Børnetøj ApS',
      address1,
      address2: null,
      postalCode: '8000',
      city: 'Aarhus C',
      countryCode: 'DK',
      email: 'indkoeb@lillekanin.demo',
      phone: '+45 86 12 34 56',
    });
    expect(response.json().addresses).toEqual([
      lilleKanin('billing', 'Bogholderiet, Søndergade 21'),
      lilleKanin('shipping', 'Søndergade 21'),
    ]);

    const visitor = await visitorToken(shared.app);
    const none = await call(endpoints.customer.getAddresses, { areaInfo: area }, visitor);
    expect(none.json()).toEqual({ addresses: [] });

    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    expect((await call(endpoints.customer.getAddresses, { areaInfo: area }, sales)).statusCode).toBe(403);
    await shared.app.db
      .update(authTokens)
      .set({ actingCustomerNumber: 'C20001' })
      .where(eq(authTokens.tokenHash, hashToken(sales)));
    const acting = await call(endpoints.customer.getAddresses, { areaInfo: area }, sales);
    expect(acting.json().addresses.map((entry: { city: string }) => entry.city)).toEqual([
      'Hamburg',
      'Hamburg',
    ]);

    expect((await call(endpoints.customer.getAddresses, { areaInfo: area })).statusCode).toBe(401);
    const bad = await call(endpoints.customer.getAddresses, {}, dealer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body/areaInfo');
  });
});
