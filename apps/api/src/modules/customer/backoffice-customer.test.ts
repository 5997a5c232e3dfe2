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
