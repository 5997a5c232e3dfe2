import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
let manager: string;

beforeAll(async () => {
  manager = await loginAs(shared.app, 'manager@nordlys.demo');
});

const setVat = (customerId: string, vatNumber: string | null) =>
  callApiUnchecked(
    shared.app,
    endpoints.backofficeCustomers.setVatNumber,
    { body: { customerId, vatNumber } },
    { token: manager },
  );

const storedVat = async (customerId: string) =>
  (
    await queryRows<{ vat_number: string | null }>(
      shared.app.db,
      sql`select vat_number from customers where customer_number = ${customerId}`,
    )
  )[0]?.vat_number;

describe("the back office's customer VAT number (issue 28, ADR 67)", () => {
  it('stores a valid German number normalized, audits the change and answers reverse charge', async () => {
    const answer = await setVat('C20001', 'de 987-654 321');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      customerId: 'C20001',
      name: 'Kinderladen Sonnenschein GmbH',
      countryCode: 'DE',
      vatNumber: 'DE987654321',
      vatKind: 'reverse-charge',
      vatRateBasisPoints: 0,
      paymentTerms: 'net30',
    });
    expect(await storedVat('C20001')).toBe('DE987654321');
    const audit = await queryRows<{ actor_user_id: string | null; details: Record<string, unknown> }>(
      shared.app.db,
      sql`select actor_user_id, details from audit_log where entity = 'customer' and entity_id = 'C20001' and action = 'customer.set-vat-number' order by id`,
    );
    expect(audit.at(-1)).toEqual({
      actor_user_id: 'u-manager',
      details: { from: 'DE123456789', to: 'DE987654321' },
    });
    const read = await callApiUnchecked(
      shared.app,
      endpoints.backofficeCustomers.getCustomer,
      { body: { customerId: 'C20001' } },
      { token: manager },
    );
    expect(read.json()).toMatchObject({ vatNumber: 'DE987654321', vatKind: 'reverse-charge' });
  });

  it('refuses a malformed number and one of another country with a 400 naming vatNumber, keeping the old one', async () => {
    await setVat('C20001', 'DE123456789');
    for (const bad of ['DE12345', 'SE556677889901', 'hello']) {
      const answer = await setVat('C20001', bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message, bad).toContain('vatNumber must be a VAT number of DE');
    }
    expect(await storedVat('C20001')).toBe('DE123456789');
  });

  it('clears the number when empty: the German dealer then pays Danish VAT', async () => {
    const answer = await setVat('C20001', '  ');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ vatNumber: null, vatKind: 'domestic', vatRateBasisPoints: 2500 });
    expect(await storedVat('C20001')).toBeNull();
    await setVat('C20001', 'DE123456789');
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await setVat('C99999', 'DE123456789')).statusCode).toBe(404);
  });
});

describe("the back office's customer payment terms (issue 31 item 8)", () => {
  const setTerms = (customerId: string, paymentTerms: unknown, token: string | null = manager) =>
    callApiUnchecked(
      shared.app,
      endpoints.backofficeCustomers.setPaymentTerms,
      { body: { customerId, paymentTerms } },
      { token },
    );
  const storedTerms = async (customerId: string) =>
    (
      await queryRows<{ payment_terms: string }>(
        shared.app.db,
        sql`select payment_terms from customers where customer_number = ${customerId}`,
      )
    )[0]?.payment_terms;
  const customerOfUser = async (username: string) => {
    const token = await loginAs(shared.app, username);
    const answer = await callApiUnchecked(shared.app, endpoints.user.getUser, {}, { token });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().customer;
  };

  it('gives the demo dealers their seeded terms: Net 30 by default, others where the demo names them', async () => {
    expect(await storedTerms('C10001')).toBe('net30');
    expect(await storedTerms('C20001')).toBe('net30');
    expect(await storedTerms('C30001')).toBe('net60');
    expect(await storedTerms('C40001')).toBe('prepayment');
    expect(await storedTerms('C50001')).toBe('net14');
    expect(await storedTerms('C70001')).toBe('deposit50Preorder');
    expect(await customerOfUser('shop.uk@nordlys.demo')).toMatchObject({
      customerNumber: 'C30001',
      paymentTerms: 'net60',
    });
  });

  it("stores staff's choice, audits it and answers it; the dealer's user reads it with their customer", async () => {
    const answer = await setTerms('C20001', 'net60');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ customerId: 'C20001', paymentTerms: 'net60' });
    expect(await storedTerms('C20001')).toBe('net60');
    const audit = await queryRows<{
      actor_user_id: string | null;
      customer_number: string | null;
      details: Record<string, unknown>;
    }>(
      shared.app.db,
      sql`select actor_user_id, customer_number, details from audit_log where entity = 'customer' and entity_id = 'C20001' and action = 'customer.set-payment-terms' order by id`,
    );
    expect(audit.at(-1)).toEqual({
      actor_user_id: 'u-manager',
      customer_number: 'C20001',
      details: { from: 'net30', to: 'net60' },
    });
    const read = await callApiUnchecked(
      shared.app,
      endpoints.backofficeCustomers.getCustomer,
      { body: { customerId: 'C20001' } },
      { token: manager },
    );
    expect(read.json()).toMatchObject({ paymentTerms: 'net60' });
    expect(await customerOfUser('haendler@nordlys.demo')).toMatchObject({ paymentTerms: 'net60' });

    expect((await setTerms('C20001', 'net30')).statusCode).toBe(200);
    expect(await customerOfUser('haendler@nordlys.demo')).toMatchObject({ paymentTerms: 'net30' });
  });

  it('refuses an unknown or missing code with a 400 naming paymentTerms, keeping the terms it had', async () => {
    for (const bad of ['net90', 'NET30', '', 30]) {
      const answer = await setTerms('C20001', bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().message, String(bad)).toContain(
        `Unknown paymentTerms ${JSON.stringify(bad)}; expected one of net14, net30, net60, prepayment, deposit50Preorder`,
      );
    }
    const missing = await callApiUnchecked(
      shared.app,
      endpoints.backofficeCustomers.setPaymentTerms,
      { body: { customerId: 'C20001' } },
      { token: manager },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('paymentTerms is required');
    expect(await storedTerms('C20001')).toBe('net30');
    expect((await setTerms('C99999', 'net60')).statusCode).toBe(404);
  });

  it('lets only back-office staff set them: a dealer, a sales person and a caller without a token are refused', async () => {
    const dealer = await loginAs(shared.app, 'haendler@nordlys.demo');
    expect((await setTerms('C20001', 'net14', dealer)).statusCode).toBe(403);
    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    expect((await setTerms('C20001', 'net14', sales)).statusCode).toBe(403);
    expect((await setTerms('C20001', 'net14', null)).statusCode).toBe(401);
    expect(await storedTerms('C20001')).toBe('net30');
  });
});
