import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { dealerApplications } from '../dealer-application/dealer-application.tables.ts';
import { formSubmissions } from './forms.tables.ts';

const shared = useSharedTestApp();
const calls = endpoints.backofficeForms;

const call = (endpoint: Endpoint, body: unknown, token?: string) =>
  callApiUnchecked(shared.app, endpoint, { body }, { token });

async function seedRows() {
  const [application] = await shared.app.db
    .insert(dealerApplications)
    .values({
      kind: 'dealer',
      areaId: 'b2b',
      languageCode: 'en',
      companyName: 'Lille Hjort ApS',
      vatNumber: 'DK11223344',
      currencyCode: 'DKK',
      contactEmail: 'hjort@lillehjort.demo',
      form: {
        companyName: 'Lille Hjort ApS',
        vatNumber: 'DK11223344',
        billingAddress: {
          address1: 'Bredgade 1',
          address2: null,
          postalCode: '7100',
          city: 'Vejle',
          countryCode: 'DK',
        },
        shippingAddress: null,
        contact: { name: 'Hanne Hjort', email: 'hjort@lillehjort.demo', phone: '+45 75 00 00 00' },
        currencyCode: 'DKK',
        message: null,
      },
    })
    .returning();
  const [submission] = await shared.app.db
    .insert(formSubmissions)
    .values({
      formKey: 'newsletter',
      areaId: 'b2b',
      languageCode: 'da',
      fields: { email: 'bo@example.demo', consent: 'true' },
      mailedTo: 'marketing@nordlys.demo',
    })
    .returning();
  return { applicationId: String(application?.id), submissionId: String(submission?.id) };
}

describe('the back office’s dealer applications and form submissions', () => {
  it('are refused for anonymous callers (401), dealers and sales users without B2B Manager (403)', async () => {
    const { applicationId, submissionId } = await seedRows();
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    const cases: Array<[Endpoint, unknown]> = [
      [calls.getDealerApplications, {}],
      [calls.getDealerApplication, { applicationId }],
      [calls.updateDealerApplicationStatus, { applicationId, status: 'approved' }],
      [calls.getFormSubmissions, {}],
      [calls.getFormSubmission, { submissionId }],
    ];
    for (const [endpoint, body] of cases) {
      expect((await call(endpoint, body)).statusCode, endpoint.operationId).toBe(401);
      expect((await call(endpoint, body, dealer)).statusCode, endpoint.operationId).toBe(403);
      expect((await call(endpoint, body, sales)).statusCode, endpoint.operationId).toBe(403);
    }
    // Nothing was decided by the refused calls.
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    expect((await call(calls.getDealerApplication, { applicationId }, manager)).json().status).toBe('new');
  });

  it('list and show applications, and decide a new one once, audited', async () => {
    const { applicationId } = await seedRows();
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    const list = await call(calls.getDealerApplications, { status: 'new' }, manager);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((item: { applicationId: string }) => item.applicationId)).toContain(
      applicationId,
    );

    const detail = await call(calls.getDealerApplication, { applicationId }, manager);
    expect(detail.json()).toMatchObject({
      companyName: 'Lille Hjort ApS',
      status: 'new',
      filedBy: null,
      application: { contact: { name: 'Hanne Hjort' } },
    });

    const approved = await call(
      calls.updateDealerApplicationStatus,
      { applicationId, status: 'approved' },
      manager,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    const [audited] = await queryRows<{ action: string; entity_id: string; actor_user_id: string }>(
      shared.app.db,
      sql`select action, entity_id, actor_user_id from audit_log where entity = 'dealer-application' order by id desc limit 1`,
    );
    expect(audited).toEqual({
      action: 'dealer-application.status',
      entity_id: applicationId,
      actor_user_id: 'u-manager',
    });

    const again = await call(
      calls.updateDealerApplicationStatus,
      { applicationId, status: 'rejected' },
      manager,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'dealer-application.decided' });
    expect(again.json().message).toContain('approved');
    const rejectedList = await call(calls.getDealerApplications, { status: 'approved' }, manager);
    expect(
      rejectedList
        .json()
        .items.some((item: { applicationId: string }) => item.applicationId === applicationId),
    ).toBe(true);

    const missing = await call(calls.getDealerApplication, { applicationId: '999999999' }, manager);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('dealer-application-not-found');
  });

  it('list submissions by form with the forms to filter by, and show one', async () => {
    const { submissionId } = await seedRows();
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    const list = await call(calls.getFormSubmissions, { formKey: 'newsletter' }, manager);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().formKeys).toContain('newsletter');
    expect(list.json().items.every((item: { formKey: string }) => item.formKey === 'newsletter')).toBe(true);
    expect(list.json().items[0]).toMatchObject({
      submissionId,
      email: 'bo@example.demo',
      mailedTo: 'marketing@nordlys.demo',
    });

    // Labelled from the form's definition in the reading page's language, in the form's order.
    const danish = await call(calls.getFormSubmission, { submissionId, languageCode: 'da' }, manager);
    expect(danish.json().fields).toEqual([
      { name: 'email', value: 'bo@example.demo', label: 'E-mail', type: 'email', valueLabel: null },
      {
        name: 'consent',
        value: 'true',
        label: 'Ja tak, send mig nyhedsbrevet',
        type: 'checkbox',
        valueLabel: null,
      },
    ]);
    const english = await call(calls.getFormSubmission, { submissionId, languageCode: 'en' }, manager);
    expect(english.json().fields.map((field: { label: string }) => field.label)).toEqual([
      'E-mail',
      'Yes, send me the newsletter',
    ]);
    // Without a language: the language it was sent in (Danish).
    const detail = await call(calls.getFormSubmission, { submissionId }, manager);
    expect(detail.json().fields[1].label).toBe('Ja tak, send mig nyhedsbrevet');
    const missing = await call(calls.getFormSubmission, { submissionId: '999999999' }, manager);
    expect(missing.statusCode).toBe(404);
  });

  it('label a select by its option, and leave fields of a form no longer defined unlabelled', async () => {
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    const rows = await shared.app.db
      .insert(formSubmissions)
      .values([
        {
          formKey: 'contact',
          areaId: 'b2b',
          languageCode: 'en',
          fields: { topic: 'product', message: 'Hej', name: 'Bo', email: 'bo@example.demo' },
          mailedTo: 'service@nordlys.demo',
        },
        {
          formKey: 'gone-form',
          areaId: 'b2b',
          languageCode: 'da',
          fields: { b: '2', a: '1' },
          mailedTo: 'service@nordlys.demo',
        },
      ])
      .returning();
    const contact = await call(
      calls.getFormSubmission,
      { submissionId: String(rows[0]?.id), languageCode: 'da' },
      manager,
    );
    expect(contact.json().formTitle).toBe('Skriv til os');
    expect(contact.json().fields).toEqual([
      { name: 'name', value: 'Bo', label: 'Dit navn', type: 'text', valueLabel: null },
      { name: 'email', value: 'bo@example.demo', label: 'E-mail', type: 'email', valueLabel: null },
      {
        name: 'topic',
        value: 'product',
        label: 'Hvad drejer det sig om?',
        type: 'select',
        valueLabel: 'Et produkt',
      },
      { name: 'message', value: 'Hej', label: 'Besked', type: 'textarea', valueLabel: null },
    ]);
    const gone = await call(
      calls.getFormSubmission,
      { submissionId: String(rows[1]?.id), languageCode: 'en' },
      manager,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().formTitle).toBeNull();
    expect(gone.json().fields).toEqual([
      { name: 'a', value: '1', label: null, type: null, valueLabel: null },
      { name: 'b', value: '2', label: null, type: null, valueLabel: null },
    ]);
  });

  it('answer junk with a 4xx, never a 5xx', async () => {
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    const junk: Array<[Endpoint, unknown]> = [
      [calls.getDealerApplications, { status: 'maybe' }],
      [calls.getDealerApplications, { take: 1000 }],
      [calls.getDealerApplication, { applicationId: '1; drop table x' }],
      [calls.getDealerApplication, { applicationId: '99999999999999999999' }],
      [calls.updateDealerApplicationStatus, { applicationId: '1', status: 'new' }],
      [calls.getFormSubmissions, { formKey: 'A B' }],
      [calls.getFormSubmission, { submissionId: -1 }],
      [calls.getFormSubmission, null],
      [calls.getFormSubmission, { submissionId: '1', languageCode: 'fr' }],
    ];
    for (const [endpoint, body] of junk) {
      const response = await call(endpoint, body, manager);
      expect(response.statusCode, `${endpoint.operationId} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.statusCode, `${endpoint.operationId} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
  });
});
