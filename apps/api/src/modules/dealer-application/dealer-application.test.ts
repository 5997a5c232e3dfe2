import type { DealerApplicationInput, Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs, tokenOf, useSharedTestApp } from '../../test-support/test-app.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { applicationsPerAddressPerHour } from './dealer-application.routes.ts';
import { dealerApplications } from './dealer-application.tables.ts';

const shared = useSharedTestApp({ applicationsEmail: 'applications@nordlys.demo' });
const { submitDealerApplication, submitProspectApplication } = endpoints.dealerApplication;

const application = {
  companyName: 'Lille Kanin Børnetøj ApS',
  vatNumber: 'DK12345678',
  billingAddress: {
    address1: 'Søndergade 21',
    address2: null,
    postalCode: '8000',
    city: 'Aarhus C',
    countryCode: 'DK',
  },
  shippingAddress: null,
  contact: { name: 'Karen <Kanin>', email: 'indkoeb@lillekanin.demo', phone: '+45 86 12 34 56' },
  currencyCode: 'DKK',
  message: 'Two shops in Aarhus.\nWe would like the autumn drop.',
} satisfies DealerApplicationInput;

const en = { areaId: 'b2b', languageCode: 'en' } as const;
const da = { areaId: 'b2b', languageCode: 'da' } as const;

let addressCounter = 0;
/** A client address of its own for each call unless given: the route limits per address. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

function submit(endpoint: Endpoint, body: unknown, options: { token?: string; address?: string } = {}) {
  return callApiUnchecked(
    shared.app,
    endpoint,
    { body },
    { token: options.token, headers: { 'x-forwarded-for': options.address ?? nextAddress() } },
  );
}

async function storedApplication(id: string) {
  const [row] = await shared.app.db
    .select()
    .from(dealerApplications)
    .where(eq(dealerApplications.id, Number(id)));
  return row;
}

async function mailOf(id: string) {
  const [job] = await shared.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, 'mail'), eq(jobs.key, `dealer-application:${id}`)));
  if (!job) return undefined;
  const outboxId = (job.payload as { outboxId: number }).outboxId;
  const [mail] = await shared.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  return mail;
}

const countApplications = async () => (await shared.app.db.select().from(dealerApplications)).length;

describe('SubmitDealerApplication (/new-customer)', () => {
  it("stores a visitor's application and queues the shop's e-mail about it, in the area's language", async () => {
    const visitor = await visitorToken(shared.app);
    const response = await submit(submitDealerApplication, { area: en, application }, { token: visitor });
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId, receivedAt } = response.json();
    expect(applicationId).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);

    const row = await storedApplication(applicationId);
    expect(row).toMatchObject({
      kind: 'dealer',
      filedByUserId: null,
      areaId: 'b2b',
      languageCode: 'en',
      companyName: application.companyName,
      vatNumber: 'DK12345678',
      currencyCode: 'DKK',
      contactEmail: 'indkoeb@lillekanin.demo',
      status: 'new',
    });
    expect(row?.form).toEqual(application);

    const mail = await mailOf(applicationId);
    expect(mail?.to).toBe('applications@nordlys.demo');
    expect(mail?.status).toBe('queued');
    expect(mail?.subject).toBe(`Dealer application ${applicationId}: Lille Kanin Børnetøj ApS`);
    expect(mail?.text).toContain('Lille Kanin Børnetøj ApS has applied to become a dealer.');
    expect(mail?.text).toContain('VAT number: DK12345678');
    expect(mail?.text).toContain('Billing address: Søndergade 21, 8000 Aarhus C, DK');
    expect(mail?.text).toContain('Shipping address: The billing address');
    expect(mail?.text).toContain('E-mail: indkoeb@lillekanin.demo');
    expect(mail?.text).toContain('Two shops in Aarhus.\nWe would like the autumn drop.');
    // What the applicant wrote never becomes markup in the HTML part.
    expect(mail?.html).toContain('Karen &#60;Kanin&#62;');
    expect(mail?.html).not.toContain('<Kanin>');
  });

  it('writes the Danish mail for an application sent from the Danish shop, with its own shipping address', async () => {
    const visitor = await visitorToken(shared.app);
    const shippingAddress = {
      address1: 'Lagervej 4',
      address2: 'Port 2',
      postalCode: '8200',
      city: 'Aarhus N',
      countryCode: 'DK',
    };
    const response = await submit(
      submitDealerApplication,
      { area: da, application: { ...application, shippingAddress } },
      { token: visitor },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json();
    const mail = await mailOf(applicationId);
    expect(mail?.subject).toBe(`Forhandleransøgning ${applicationId}: Lille Kanin Børnetøj ApS`);
    expect(mail?.text).toContain('Momsnummer (CVR): DK12345678');
    expect(mail?.text).toContain('Leveringsadresse: Lagervej 4, Port 2, 8200 Aarhus N, DK');
    expect((await storedApplication(applicationId))?.languageCode).toBe('da');
  });

  it('is open to any token (a logged-in dealer too) but not to a call without one', async () => {
    const anonymous = await submit(submitDealerApplication, { area: en, application });
    expect(anonymous.statusCode).toBe(401);
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const asDealer = await submit(submitDealerApplication, { area: en, application }, { token: dealer });
    expect(asDealer.statusCode, asDealer.body).toBe(200);
    expect((await storedApplication(asDealer.json().applicationId))?.kind).toBe('dealer');
  });

  it('refuses a bad application with 400 naming each field, and stores nothing', async () => {
    const visitor = await visitorToken(shared.app);
    const before = await countApplications();
    const cases: Array<[unknown, string[]]> = [
      [{ area: en }, ['body/application']],
      [{ application }, ['body/area']],
      [
        {
          area: en,
          application: {
            ...application,
            companyName: '   ',
            vatNumber: '<script>',
            contact: { ...application.contact, email: 'not an address', phone: 'call me' },
            billingAddress: { ...application.billingAddress, countryCode: 'Denmark' },
            currencyCode: 'XXX',
          },
        },
        [
          'body/application.companyName',
          'body/application.vatNumber',
          'body/application.contact.email',
          'body/application.contact.phone',
          'body/application.billingAddress.countryCode',
          'body/application.currencyCode',
        ],
      ],
      [
        { area: en, application: { ...application, message: 'x'.repeat(2001) } },
        ['body/application.message'],
      ],
      [
        { area: en, application: { ...application, companyName: 'x'.repeat(121) } },
        ['body/application.companyName'],
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await submit(submitDealerApplication, body, { token: visitor });
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json().errorCode).toBe('validation-failed');
      for (const field of fields) expect(response.json().message).toContain(field);
    }
    expect(await countApplications()).toBe(before);
  });

  it('answers junk with a 4xx, never a 5xx', async () => {
    const visitor = await visitorToken(shared.app);
    const junk: unknown[] = [
      null,
      [],
      'application',
      42,
      { area: en, application: [] },
      { area: en, application: { ...application, billingAddress: 'Søndergade' } },
      { area: en, application: { ...application, contact: null } },
      { area: en, application: { ...application, shippingAddress: { countryCode: 'DK' } } },
      { area: { areaId: '', languageCode: 'xx' }, application },
      { area: en, application: { ...application, companyName: 'Kanin\u0000ApS' } },
      { area: en, application: { ...application, message: '\ud800' } },
      { area: en, application: { ...application, companyName: { $gt: '' } } },
    ];
    for (const body of junk) {
      const response = await submit(submitDealerApplication, body, { token: visitor });
      expect(response.statusCode, JSON.stringify(body)?.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)?.slice(0, 200)).toBeLessThan(500);
    }
  });

  it('answers an unknown area with 404 area-not-found and stores nothing', async () => {
    const visitor = await visitorToken(shared.app);
    const before = await countApplications();
    const response = await submit(
      submitDealerApplication,
      { area: { areaId: 'nowhere', languageCode: 'en' }, application },
      { token: visitor },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('area-not-found');
    expect(await countApplications()).toBe(before);
  });

  it(`takes ${applicationsPerAddressPerHour} applications an hour from one client address, then 429 with Retry-After`, async () => {
    const visitor = await visitorToken(shared.app);
    const address = '198.51.100.77';
    for (let index = 0; index < applicationsPerAddressPerHour; index++) {
      const response = await submit(
        submitDealerApplication,
        { area: en, application },
        { token: visitor, address },
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await submit(
      submitDealerApplication,
      { area: en, application },
      { token: visitor, address },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    const other = await submit(submitDealerApplication, { area: en, application }, { token: visitor });
    expect(other.statusCode).toBe(200);
  });
});

describe('SubmitProspectApplication (/new-customer-salesmanager)', () => {
  it('files an application for sales staff and B2B Managers, naming who filed it', async () => {
    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    const response = await submit(submitProspectApplication, { area: en, application }, { token: sales });
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json();
    expect(await storedApplication(applicationId)).toMatchObject({
      kind: 'salesManager',
      filedByUserId: 'u-sales',
    });
    const mail = await mailOf(applicationId);
    expect(mail?.text).toContain(
      'Sofie Sælger (sales@nordlys.demo) has filed a dealer application for the prospect Lille Kanin Børnetøj ApS.',
    );

    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    const asManager = await submit(submitProspectApplication, { area: da, application }, { token: manager });
    expect(asManager.statusCode, asManager.body).toBe(200);
    expect((await storedApplication(asManager.json().applicationId))?.filedByUserId).toBe('u-manager');

    // While impersonating a customer the sales user is still the one who files it.
    const impersonating = await tokenOf(shared.app, 'u-sales', { actingCustomerNumber: 'C10001' });
    const asImpersonator = await submit(
      submitProspectApplication,
      { area: en, application },
      { token: impersonating },
    );
    expect(asImpersonator.statusCode, asImpersonator.body).toBe(200);
    expect((await storedApplication(asImpersonator.json().applicationId))?.filedByUserId).toBe('u-sales');
  });

  it("refuses dealers' users (403), visitors (403) and calls without a token (401), storing nothing", async () => {
    const before = await countApplications();
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const visitor = await visitorToken(shared.app);
    const asDealer = await submit(submitProspectApplication, { area: en, application }, { token: dealer });
    expect(asDealer.statusCode).toBe(403);
    expect(asDealer.json().errorCode).toBe('Forbidden');
    const asVisitor = await submit(submitProspectApplication, { area: en, application }, { token: visitor });
    expect(asVisitor.statusCode).toBe(403);
    expect((await submit(submitProspectApplication, { area: en, application })).statusCode).toBe(401);
    expect(await countApplications()).toBe(before);
  });

  it('validates like the dealer form', async () => {
    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    const response = await submit(
      submitProspectApplication,
      { area: en, application: { ...application, vatNumber: '' } },
      { token: sales },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body/application.vatNumber');
  });

  it("refuses an EU company's VAT number that is not one of its own country, and stores nothing", async () => {
    const visitor = await visitorToken(shared.app);
    const before = await countApplications();
    for (const vatNumber of ['DE123456789', 'DK1234', '12345678']) {
      const response = await submit(
        submitDealerApplication,
        { area: en, application: { ...application, vatNumber } },
        { token: visitor },
      );
      expect(response.statusCode, vatNumber).toBe(400);
      expect(response.json().message).toContain('vatNumber must be a VAT number of DK');
    }
    expect(await countApplications()).toBe(before);
    // A German company with its German number, and a British one with its own registry's, are accepted.
    const german = {
      ...application,
      vatNumber: 'de 123 456 789',
      billingAddress: { ...application.billingAddress, countryCode: 'DE' },
    };
    expect(
      (await submit(submitDealerApplication, { area: en, application: german }, { token: visitor }))
        .statusCode,
    ).toBe(200);
    const british = {
      ...application,
      vatNumber: 'GB 123 4567 89',
      billingAddress: { ...application.billingAddress, countryCode: 'GB' },
    };
    expect(
      (await submit(submitDealerApplication, { area: en, application: british }, { token: visitor }))
        .statusCode,
    ).toBe(200);
  });
});
