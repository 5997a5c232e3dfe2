import { endpoints } from '@shop/contracts/endpoints';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { dealerApplications } from '../dealer-application/dealer-application.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { formsPerAddress } from './forms.routes.ts';
import { formSubmissions } from './forms.tables.ts';

const shared = useSharedTestApp();
const { sendForm } = endpoints.forms;
const en = { areaId: 'b2b', languageCode: 'en' } as const;
const da = { areaId: 'b2b', languageCode: 'da' } as const;

let addressCounter = 0;
/** Each call from its own client address, so the rate limit is only met where a test means it. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

function send(body: unknown, address = nextAddress()) {
  return callApiUnchecked(shared.app, sendForm, { body }, { headers: { 'x-forwarded-for': address } });
}

const contact = {
  name: 'Karen Kanin',
  email: 'karen@lillekanin.demo',
  company: 'Lille Kanin ApS',
  topic: 'order',
  message: 'Can the autumn drop come a week earlier?\nThanks!',
};

const submissionCount = async () =>
  (await shared.app.db.select({ total: count() }).from(formSubmissions))[0]?.total ?? 0;

describe('Form/SendForm', () => {
  it('stores an accepted contact form and queues its mail to the address the form names', async () => {
    const response = await send({ area: en, formKey: 'contact', fields: contact });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      formKey: 'contact',
      successText: 'Thank you for your message. We answer within one working day.',
    });
    const [row] = await shared.app.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formKey, 'contact'))
      .orderBy(formSubmissions.id);
    expect(row).toMatchObject({
      areaId: 'b2b',
      languageCode: 'en',
      mailedTo: 'service@nordlys.demo',
      fields: contact,
      userId: null,
    });
    const [job] = await shared.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `form-submission:${row?.id}`));
    expect(job?.queue).toBe('mail');
  });

  it('answers bad fields with 400 and an errors map per field, storing nothing', async () => {
    const before = await submissionCount();
    const response = await send({
      area: en,
      formKey: 'contact',
      fields: { name: '  ', email: 'not an address', topic: 'weather', message: 'x'.repeat(2001), fax: '1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'form.fields-invalid',
      errors: {
        name: 'validation.required-field',
        email: 'form.error.email',
        topic: 'form.error.option',
        message: 'form.error.too-long',
        fax: 'form.error.unknown-field',
      },
    });
    expect(await submissionCount()).toBe(before);
  });

  it('takes the Danish form in Danish, with its own success text', async () => {
    const response = await send({
      area: da,
      formKey: 'newsletter',
      fields: { email: 'ulla@lilleugle.demo', consent: 'true' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().successText).toBe('Du er tilmeldt. Næste nyhedsbrev kommer med næste drop.');
    const refused = await send({ area: da, formKey: 'newsletter', fields: { email: 'ulla@lilleugle.demo' } });
    expect(refused.json().errors).toEqual({ consent: 'validation.required-field' });
  });

  it('answers a filled honeypot like an accepted form, and stores and mails nothing', async () => {
    const before = await submissionCount();
    const jobsBefore = (await shared.app.db.select({ total: count() }).from(jobs))[0]?.total;
    const response = await send({
      area: en,
      formKey: 'contact',
      fields: { ...contact, email: 'junk' },
      honeypot: 'http://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().successText).toBe('Thank you for your message. We answer within one working day.');
    expect(await submissionCount()).toBe(before);
    expect((await shared.app.db.select({ total: count() }).from(jobs))[0]?.total).toBe(jobsBefore);
  });

  it('answers 404 for a form no content defines, in this area or language', async () => {
    for (const body of [
      { area: en, formKey: 'survey', fields: {} },
      { area: { areaId: 'nowhere', languageCode: 'en' }, formKey: 'contact', fields: contact },
    ]) {
      const response = await send(body);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('form-not-found');
    }
  });

  it('hands a dealer-application form to the dealer applications, its fields checked by their contract', async () => {
    const fields = {
      companyName: 'Lille Ræv ApS',
      vatNumber: 'DK87654321',
      'billingAddress.address1': 'Klostergade 3',
      'billingAddress.postalCode': '8000',
      'billingAddress.city': 'Aarhus C',
      'billingAddress.countryCode': 'DK',
      'contact.name': 'Rikke Ræv',
      'contact.email': 'rikke@lilleraev.demo',
      'contact.phone': '+45 20 11 22 33',
      currencyCode: 'DKK',
    };
    // The form's own rules first (the phone field is a tel field), then the application's contract.
    const badPhone = await send({
      area: en,
      formKey: 'dealer-application',
      fields: { ...fields, 'contact.phone': 'call me' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual({ 'contact.phone': 'form.error.phone' });
    const badVat = await send({
      area: en,
      formKey: 'dealer-application',
      fields: { ...fields, vatNumber: '<script>' },
    });
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json().errors).toEqual({ vatNumber: 'form.error.format' });

    const response = await send({ area: en, formKey: 'dealer-application', fields });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await shared.app.db
      .select()
      .from(dealerApplications)
      .where(eq(dealerApplications.companyName, 'Lille Ræv ApS'));
    expect(row).toMatchObject({
      kind: 'dealer',
      vatNumber: 'DK87654321',
      contactEmail: 'rikke@lilleraev.demo',
    });
    expect(row?.form).toMatchObject({ shippingAddress: null, contact: { phone: '+45 20 11 22 33' } });
  });

  it(`takes ${formsPerAddress} forms from one client address in the window, then 429 with Retry-After`, async () => {
    const address = '198.51.100.99';
    for (let index = 0; index < formsPerAddress; index++) {
      const response = await send(
        { area: en, formKey: 'contact', fields: { ...contact, name: `N${index}` } },
        address,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await send({ area: en, formKey: 'contact', fields: contact }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ area: en, formKey: 'contact', fields: contact })).statusCode).toBe(200);
  });

  it('never shows the address a form mails to: the contact page’s form block comes without it', async () => {
    const page = await callApi(shared.app, endpoints.content.getContentByUrl, {
      query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'en', Url: '/contact' },
    });
    expect(page.statusCode, page.body).toBe(200);
    const form = page.json().content.blocks.find((block: { type: string }) => block.type === 'form');
    expect(form).toMatchObject({ formKey: 'contact', handler: 'mail' });
    expect(form.fields.map((field: { name: string }) => field.name)).toEqual([
      'name',
      'email',
      'company',
      'topic',
      'message',
    ]);
    expect(page.body).not.toContain('service@nordlys.demo"');
    expect(form).not.toHaveProperty('mailTo');
  });

  it('answers junk with a 4xx, never a 5xx', async () => {
    const junk: unknown[] = [
      null,
      [],
      'form',
      { area: en, formKey: 'contact', fields: [] },
      { area: en, formKey: 'contact', fields: { name: 42 } },
      { area: en, formKey: 'contact', fields: { 'a b': 'x' } },
      { area: en, formKey: 'contact', fields: { ...contact, name: 'Karen\u0000' } },
      { area: en, formKey: 'contact', fields: { ...contact, message: '\ud800' } },
      { area: en, formKey: 'contact', fields: { ...contact, message: 'x'.repeat(5001) } },
      { area: en, formKey: 'x'.repeat(61), fields: {} },
      {
        area: en,
        formKey: 'contact',
        fields: Object.fromEntries([...Array(61).keys()].map((i) => [`f${i}`, 'x'])),
      },
      { area: en, formKey: { $ne: '' }, fields: {} },
    ];
    for (const body of junk) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body)?.slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)?.slice(0, 120)).toBeLessThan(500);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          area: fc.oneof(fc.constant(en), fc.anything()),
          formKey: fc.oneof(fc.constantFrom('contact', 'newsletter', 'dealer-application'), fc.string()),
          fields: fc.oneof(
            fc.dictionary(fc.string(), fc.string()),
            fc.dictionary(fc.constantFrom(...Object.keys(contact)), fc.string()),
            fc.anything(),
          ),
          honeypot: fc.option(fc.string(), { nil: undefined }),
        }),
        async (body) => {
          const response = await send(body);
          expect(response.statusCode, JSON.stringify(body)?.slice(0, 200)).toBeLessThan(500);
        },
      ),
      { numRuns: 60, seed: 53 },
    );
  });
});
