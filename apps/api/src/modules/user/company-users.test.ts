import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { getUser, getUsers, updateCompanyUser, usersOf } from '../../test-support/company-users-kit.ts';
import { actFor } from '../../test-support/customer-center-kit.ts';
import { visitorToken } from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from './user.tables.ts';

const shared = useSharedTestApp();

describe('GetUsers', () => {
  it("lists the users of the caller's own customer with scope, status and last login, for scope All only", async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const listed = await usersOf(app, mette);
    expect(listed.map((user) => [user.username, user.permissionScope, user.status])).toEqual([
      ['dealer.none@nordlys.demo', 'None', 'Active'],
      ['dealer.invoice@nordlys.demo', 'Invoice', 'Active'],
      ['dealer.shipping@nordlys.demo', 'Shipping', 'Active'],
      ['dealer@nordlys.demo', 'All', 'Active'],
      ['dealer.release@nordlys.demo', 'Release', 'Active'],
    ]);
    const me = listed.find((user) => user.isCurrentUser);
    expect(me).toMatchObject({ name: 'Mette Jensen', email: 'dealer@nordlys.demo', roles: [], active: true });
    // Logging in just now is the last login.
    expect(Date.now() - Date.parse(me?.lastLoginAt ?? '')).toBeLessThan(60_000);
    expect(listed.filter((user) => user.isCurrentUser)).toHaveLength(1);

    // Another dealer sees only their own.
    const emily = await loginAs(app, 'shop.uk@nordlys.demo');
    const theirs = await usersOf(app, emily);
    expect(theirs.map((user) => user.username)).not.toContain('dealer@nordlys.demo');
    expect(theirs.every((user) => user.username.startsWith('shop.uk'))).toBe(true);
  });

  it('refuses every scope but All with 403 naming the scope, and callers acting for no customer', async () => {
    const { app } = shared;
    for (const scope of ['none', 'shipping', 'invoice', 'release']) {
      const token = await loginAs(app, `dealer.${scope}@nordlys.demo`);
      const refused = await getUsers(app, token);
      expect(refused.statusCode, scope).toBe(403);
      expect(refused.json()).toMatchObject({
        errorCode: 'permission-scope.all-required',
        type: 'PermissionScopeException',
      });
    }
    expect((await getUsers(app, null)).statusCode).toBe(401);
    expect((await getUsers(app, await visitorToken(app))).statusCode).toBe(403);
    const sales = await loginAs(app, 'sales@nordlys.demo');
    expect((await getUsers(app, sales)).statusCode).toBe(403);
  });

  it("lets a sales user acting for a customer manage that customer's users (as All)", async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    await actFor(app, sales, 'C10001');
    const listed = await usersOf(app, sales);
    expect(listed.map((user) => user.username)).toContain('dealer.release@nordlys.demo');
    expect(listed.some((user) => user.isCurrentUser)).toBe(false);
    const me = await getUser(app, sales);
    expect(me.json()).toMatchObject({ permissionScope: 'All', customerNumber: 'C10001' });
  });
});

describe('UpdateCompanyUser', () => {
  it('sets a scope that holds from the next call, and records who did it', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const kasper = await loginAs(app, 'dealer.shipping@nordlys.demo');
    expect((await getUser(app, kasper)).json().permissionScope).toBe('Shipping');

    const changed = await updateCompanyUser(app, mette, {
      userId: 'u-dealer-dk-shipping',
      permissionScope: 'Invoice',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({ id: 'u-dealer-dk-shipping', permissionScope: 'Invoice' });
    // The same session now has the new scope.
    expect((await getUser(app, kasper)).json().permissionScope).toBe('Invoice');
    const orders = await callApiUnchecked(
      app,
      endpoints.customerCenter.getOrders,
      { body: {} },
      { token: kasper },
    );
    expect(orders.json()).toMatchObject({ errorCode: 'permission-scope.shipping-required' });

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.entityId, 'u-dealer-dk-shipping')));
    expect(audit.at(-1)).toMatchObject({
      actorUserId: 'u-dealer-dk',
      customerNumber: 'C10001',
      details: { before: { permissionScope: 'Shipping' }, after: { permissionScope: 'Invoice' } },
    });
    await updateCompanyUser(app, mette, { userId: 'u-dealer-dk-shipping', permissionScope: 'Shipping' });
  });

  it('deactivation ends the sessions and the login at once; reactivation lets them in again', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const anna = await loginAs(app, 'dealer.none@nordlys.demo');
    const other = await loginAs(app, 'dealer.none@nordlys.demo');
    expect((await getUser(app, anna)).statusCode).toBe(200);

    const off = await updateCompanyUser(app, mette, { userId: 'u-dealer-dk-none', active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user).toMatchObject({ active: false, status: 'Deactivated' });
    for (const token of [anna, other]) expect((await getUser(app, token)).statusCode).toBe(401);
    const login = await callApiUnchecked(app, endpoints.user.login, {
      body: { username: 'dealer.none@nordlys.demo', password: 'nordlys-demo' },
    });
    expect(login.statusCode).toBe(401);

    const on = await updateCompanyUser(app, mette, { userId: 'u-dealer-dk-none', active: true });
    expect(on.json().user).toMatchObject({ active: true, status: 'Active' });
    expect((await getUser(app, await loginAs(app, 'dealer.none@nordlys.demo'))).statusCode).toBe(200);
  });

  it('keeps an active All user: the last one can neither be demoted nor deactivated, even by themself', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    for (const body of [
      { userId: 'u-dealer-dk', permissionScope: 'Release' },
      { userId: 'u-dealer-dk', active: false },
    ]) {
      const refused = await updateCompanyUser(app, mette, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().errorCode).toBe('company-user.last-all-user');
    }
    // With a second All user, Mette may step down; then the other is the last one.
    expect(
      (await updateCompanyUser(app, mette, { userId: 'u-dealer-dk-release', permissionScope: 'All' }))
        .statusCode,
    ).toBe(200);
    const down = await updateCompanyUser(app, mette, { userId: 'u-dealer-dk', permissionScope: 'Release' });
    expect(down.statusCode, down.body).toBe(200);
    expect((await getUsers(app, mette)).statusCode).toBe(403);
    const soren = await loginAs(app, 'dealer.release@nordlys.demo');
    const last = await updateCompanyUser(app, soren, { userId: 'u-dealer-dk-release', active: false });
    expect(last.json().errorCode).toBe('company-user.last-all-user');
    // Put things back for the other tests.
    expect(
      (await updateCompanyUser(app, soren, { userId: 'u-dealer-dk', permissionScope: 'All' })).statusCode,
    ).toBe(200);
    expect(
      (await updateCompanyUser(app, mette, { userId: 'u-dealer-dk-release', permissionScope: 'Release' }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the rule when two All users demote each other at the same time', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    await updateCompanyUser(app, mette, { userId: 'u-dealer-dk-invoice', permissionScope: 'All' });
    const birgitte = await loginAs(app, 'dealer.invoice@nordlys.demo');
    const answers = await Promise.all([
      updateCompanyUser(app, mette, { userId: 'u-dealer-dk-invoice', permissionScope: 'Invoice' }),
      updateCompanyUser(app, birgitte, { userId: 'u-dealer-dk', permissionScope: 'Invoice' }),
    ]);
    // One wins; the other is refused: by the last-All rule, or because its caller has just lost All.
    const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(won?.statusCode, won?.body).toBe(200);
    expect(['company-user.last-all-user', 'permission-scope.all-required']).toContain(lost?.json().errorCode);
    const managers = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerNumber, 'C10001'), eq(users.permissionScope, 'All')));
    expect(managers).toHaveLength(1);
    // Back to Mette as the one All user.
    const [manager] = managers;
    const managerToken = manager?.id === 'u-dealer-dk' ? mette : birgitte;
    if (manager?.id !== 'u-dealer-dk') {
      await updateCompanyUser(app, managerToken, { userId: 'u-dealer-dk', permissionScope: 'All' });
    }
    await updateCompanyUser(app, await loginAs(app, 'dealer@nordlys.demo'), {
      userId: 'u-dealer-dk-invoice',
      permissionScope: 'Invoice',
    });
  });

  it("answers another customer's user exactly as a missing one, and refuses input it cannot use", async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const theirs = await updateCompanyUser(app, mette, { userId: 'u-shop-uk-none', active: false });
    const none = await updateCompanyUser(app, mette, { userId: 'u-nobody', active: false });
    expect(none.statusCode).toBe(404);
    expect({ status: theirs.statusCode, body: theirs.body }).toEqual({
      status: none.statusCode,
      body: none.body,
    });
    const [uk] = await app.db
      .select({ active: users.active })
      .from(users)
      .where(eq(users.id, 'u-shop-uk-none'));
    expect(uk?.active).toBe(true);

    for (const body of [
      {},
      { userId: 'u-dealer-dk-none' },
      { userId: 'u-dealer-dk-none', permissionScope: 'Admin' },
      { userId: 'u-dealer-dk-none', active: 'no' },
      { userId: '', active: true },
      { userId: 42, active: true },
      null,
      [],
    ]) {
      const refused = await updateCompanyUser(app, mette, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errorCode).toBe('validation-failed');
    }
    const shipping = await loginAs(app, 'dealer.shipping@nordlys.demo');
    const forbidden = await updateCompanyUser(app, shipping, { userId: 'u-dealer-dk-none', active: false });
    expect(forbidden.json().errorCode).toBe('permission-scope.all-required');
  });
});
