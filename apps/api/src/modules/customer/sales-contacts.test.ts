import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { area, caller, visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { hashToken } from '../user/token.service.ts';
import { authTokens, salesPersonCustomers, users } from '../user/user.tables.ts';

const shared = useSharedTestApp();
const call = caller(() => shared.app);
const { getSalesContacts } = endpoints.customer;

const sofie = { name: 'Sofie Sælger', email: 'sales@nordlys.demo', phone: null };
const peter = { name: 'Peter Nordby', email: 'manager@nordlys.demo', phone: null };

async function contacts(token: string) {
  const response = await call(getSalesContacts, { areaInfo: area }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().contacts as unknown[];
}

describe('GetSalesContacts', () => {
  it("answers the sales persons assigned to the dealer's customer, by name", async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    expect(await contacts(dealer)).toEqual([peter, sofie]);
    // The APAC customer is looked after by the manager only.
    const apac = await loginAs(shared.app, 'apac@nordlys.demo');
    expect(await contacts(apac)).toEqual([peter]);
  });

  it('answers the impersonated customer’s contacts to a sales user acting for one, 403 acting for nobody', async () => {
    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    const idle = await call(getSalesContacts, { areaInfo: area }, sales);
    expect(idle.statusCode).toBe(403);
    await shared.app.db
      .update(authTokens)
      .set({ actingCustomerNumber: 'C70001' })
      .where(eq(authTokens.tokenHash, hashToken(sales)));
    expect(await contacts(sales)).toEqual([peter]);
  });

  it('refuses callers who act for no customer and names a missing areaInfo', async () => {
    expect((await call(getSalesContacts, { areaInfo: area })).statusCode).toBe(401);
    const visitor = await visitorToken(shared.app);
    const asVisitor = await call(getSalesContacts, { areaInfo: area }, visitor);
    expect(asVisitor.statusCode).toBe(403);
    expect(asVisitor.json().type).toBe('ForbiddenException');
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const bad = await call(getSalesContacts, {}, dealer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body/areaInfo');
  });

  it('leaves out assigned users who are deactivated or have no impersonator role', async () => {
    const db = shared.app.db;
    // A dealer's user assigned to another customer is not a sales person: no impersonator role.
    await db.insert(salesPersonCustomers).values({ userId: 'u-shop-uk', customerNumber: 'C10001' });
    await db.update(users).set({ active: false }).where(eq(users.id, 'u-sales'));
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    expect(await contacts(dealer)).toEqual([peter]);

    await db.update(users).set({ active: true }).where(eq(users.id, 'u-sales'));
    await db
      .delete(salesPersonCustomers)
      .where(
        and(eq(salesPersonCustomers.userId, 'u-shop-uk'), eq(salesPersonCustomers.customerNumber, 'C10001')),
      );
    expect(await contacts(dealer)).toEqual([peter, sofie]);
  });
});
