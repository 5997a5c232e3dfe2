import type { DealerApplicationInput, Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { getUser } from '../../test-support/company-users-kit.ts';
import { runJobs, visitorToken } from '../../test-support/order-kit.ts';
import { linkIn, useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { customerAddresses, customers } from '../customer/customer.tables.ts';
import { users } from '../user/user.tables.ts';
import { dealerApplicationEvents, dealerApplications } from './dealer-application.tables.ts';

const publicUrl = 'http://localhost:3000';
const inbox = useSmtpInbox();
const shared = useSharedTestApp({
  mail: inbox.mail,
  publicUrl,
  applicationsEmail: 'forhandler@nordlys.demo',
});
const { submitDealerApplication } = endpoints.dealerApplication;
const { updateDealerApplicationStatus, getDealerApplication } = endpoints.backofficeForms;

type Language = 'en' | 'da';

let counter = 0;
/** A company of its own for each test: unique name and contact address, so tests never see each other's rows. */
function applicationOf(overrides: Partial<DealerApplicationInput> = {}): DealerApplicationInput {
  const n = ++counter;
  return {
    companyName: `Lille Egern ${n} ApS`,
    vatNumber: 'dk 3912 4567',
    billingAddress: {
      address1: 'Vestergade 12',
      address2: null,
      postalCode: '8000',
      city: 'Aarhus C',
      countryCode: 'DK',
    },
    shippingAddress: null,
    contact: {
      name: 'Ulla Egern',
      email: `Ulla.${n}.${Date.now()}@LilleEgern.example`,
      phone: '+45 20 30 40 50',
    },
    currencyCode: 'DKK',
    message: null,
    ...overrides,
  };
}

/** Sends an application from the shop in a language (a client address of its own: the route limits per address). */
async function apply(language: Language, application: DealerApplicationInput): Promise<string> {
  const response = await callApiUnchecked(
    shared.app,
    submitDealerApplication,
    { body: { area: { areaId: 'b2b', languageCode: language }, application } },
    { token: await visitorToken(shared.app), headers: { 'x-forwarded-for': `192.0.2.${++counter % 250}` } },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().applicationId;
}

const decide = (applicationId: string, status: string, token?: string) =>
  callApiUnchecked(shared.app, updateDealerApplicationStatus, { body: { applicationId, status } }, { token });

const managerToken = () => loginAs(shared.app, 'manager@nordlys.demo');

async function customersNamed(name: string) {
  return shared.app.db.select().from(customers).where(eq(customers.name, name));
}

async function mailsTo(address: string) {
  await runJobs(shared.app);
  return inbox.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

describe('Approving a dealer application', () => {
  it('creates the customer and its first user (scope All), invited in Danish; the applicant sets a password and logs in to their company', async () => {
    const application = applicationOf();
    const email = application.contact.email.toLowerCase();
    const applicationId = await apply('da', application);
    const manager = await managerToken();

    const approved = await decide(applicationId, 'approved', manager);
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = approved.json();
    expect(detail.status).toBe('approved');
    expect(detail.customerNumber).toMatch(/^C\d{6}$/);
    const customerNumber: string = detail.customerNumber;
    expect(detail.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'received',
      'approved',
      'invitation-mailed',
    ]);
    const peter = { name: 'Peter Nordby', email: 'manager@nordlys.demo' };
    expect(detail.timeline[1]).toMatchObject({ by: peter, customerNumber });
    expect(detail.timeline[2]).toMatchObject({ by: peter, email });
    expect(Date.parse(detail.timeline[1].at)).toBeGreaterThanOrEqual(Date.parse(detail.timeline[0].at));

    const [customer] = await customersNamed(application.companyName);
    expect(customer).toMatchObject({
      customerNumber,
      active: true,
      blockedStatus: 'None',
      countryCode: 'DK',
      languageCode: 'da',
      currencyCode: 'DKK',
      rrpCurrencyCode: 'DKK',
      priceGroupCode: 'B2B DKK',
      minOrderAmount: 0,
      email: application.contact.email,
      phone: '+45 20 30 40 50',
      vatNumber: 'DK39124567',
    });
    const addresses = await shared.app.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerNumber, customerNumber));
    expect(addresses.map((address) => [address.kind, address.address1, address.isDefault]).sort()).toEqual([
      ['billing', 'Vestergade 12', true],
      ['shipping', 'Vestergade 12', true],
    ]);
    const [user] = await shared.app.db.select().from(users).where(eq(users.customerNumber, customerNumber));
    expect(user).toMatchObject({
      username: email,
      email,
      name: 'Ulla Egern',
      permissionScope: 'All',
      active: false,
      roles: [],
    });

    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Din konto hos Nordlys');
    expect(mail?.text).toContain(
      `Peter Nordby har oprettet en konto til dig (${email}) hos ${application.companyName}.`,
    );
    const { token, username, link } = linkIn(mail?.text ?? '');
    expect(link.origin + link.pathname).toBe(`${publicUrl}/da/recover-password`);
    expect(username).toBe(email);
    const da = { areaId: 'b2b', languageCode: 'da' } as const;
    const verified = await callApiUnchecked(shared.app, endpoints.user.verifyToken, {
      body: { area: da, username, token },
    });
    expect(verified.json()).toMatchObject({ valid: true, purpose: 'invite' });
    const password = 'acorn lantern meadow';
    const set = await callApiUnchecked(shared.app, endpoints.user.resetPasswordByToken, {
      body: { area: da, username, token, newPassword: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await loginAs(shared.app, email, password);
    expect((await getUser(shared.app, session)).json()).toMatchObject({
      customerNumber,
      permissionScope: 'All',
      name: 'Ulla Egern',
    });

    // Every write is in the audit log with the staff user who approved.
    const audited = await shared.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [applicationId, customerNumber, user?.id ?? '']));
    expect(
      audited
        .filter((entry) => entry.actorUserId === 'u-manager')
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['customer.create', 'dealer-application.status', 'user.invite']);
    // Each is listed under the new customer, so the audit screen's customer filter finds them.
    expect(audited.map((entry) => entry.customerNumber)).toEqual(audited.map(() => customerNumber));
  });

  it('invites an English applicant in English, with the currency, country and shipping address they gave', async () => {
    const application = applicationOf({
      vatNumber: 'DE 123 456 789',
      billingAddress: {
        address1: 'Ottenser Hauptstraße 14',
        address2: null,
        postalCode: '22765',
        city: 'Hamburg',
        countryCode: 'DE',
      },
      shippingAddress: {
        address1: 'Lagerweg 2',
        address2: 'Tor 3',
        postalCode: '22769',
        city: 'Hamburg',
        countryCode: 'DE',
      },
      currencyCode: 'EUR',
    });
    const email = application.contact.email.toLowerCase();
    const applicationId = await apply('en', application);
    const approved = await decide(applicationId, 'approved', await managerToken());
    expect(approved.statusCode, approved.body).toBe(200);
    const [customer] = await customersNamed(application.companyName);
    expect(customer).toMatchObject({
      countryCode: 'DE',
      languageCode: 'en',
      currencyCode: 'EUR',
      priceGroupCode: 'B2B EUR',
      vatNumber: 'DE123456789',
    });
    const addresses = await shared.app.db
      .select()
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.customerNumber, customer?.customerNumber ?? ''),
          eq(customerAddresses.kind, 'shipping'),
        ),
      );
    expect(addresses).toMatchObject([{ address1: 'Lagerweg 2', address2: 'Tor 3', postalCode: '22769' }]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your account at Nordlys');
    expect(mail?.text).toContain(
      `Peter Nordby has created an account for you (${email}) for ${application.companyName}.`,
    );
    expect(linkIn(mail?.text ?? '').link.pathname).toBe('/recover-password');
  });

  it('is made once: a second approval (also two at once) answers 409 and never creates a second customer', async () => {
    const application = applicationOf();
    const manager = await managerToken();
    const applicationId = await apply('en', application);
    const answers = await Promise.all([
      decide(applicationId, 'approved', manager),
      decide(applicationId, 'approved', manager),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const again = await decide(applicationId, 'approved', manager);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'dealer-application.decided' });
    expect(again.json().message).toContain(`Dealer application ${applicationId} is already approved`);
    expect((await decide(applicationId, 'rejected', manager)).statusCode).toBe(409);

    expect(await customersNamed(application.companyName)).toHaveLength(1);
    expect(await mailsTo(application.contact.email)).toHaveLength(1);
    const events = await shared.app.db
      .select()
      .from(dealerApplicationEvents)
      .where(eq(dealerApplicationEvents.applicationId, Number(applicationId)));
    expect(events.map((event) => event.kind).sort()).toEqual(['approved', 'invitation-mailed']);
  });

  it("answers 409 naming the problem when the applicant's e-mail is already a username, and creates nothing", async () => {
    const manager = await managerToken();
    for (const taken of ['dealer@nordlys.demo', 'Dealer.Release@Nordlys.demo']) {
      const application = applicationOf({
        contact: { name: 'Mette Jensen', email: taken, phone: '+45 86 12 34 56' },
      });
      const applicationId = await apply('da', application);
      const usersBefore = await shared.app.db.select({ id: users.id }).from(users);
      const refused = await decide(applicationId, 'approved', manager);
      expect(refused.statusCode, taken).toBe(409);
      expect(refused.json().errorCode).toBe('dealer-application.email-taken');
      expect(refused.json().message).toContain(`e-mail ${taken} is already the username of an account`);

      expect(await customersNamed(application.companyName)).toEqual([]);
      expect(await shared.app.db.select({ id: users.id }).from(users)).toHaveLength(usersBefore.length);
      const detail = await callApiUnchecked(
        shared.app,
        getDealerApplication,
        { body: { applicationId } },
        { token: manager },
      );
      expect(detail.json()).toMatchObject({ status: 'new', customerNumber: null });
      expect(detail.json().timeline.map((event: { kind: string }) => event.kind)).toEqual(['received']);
      // It can still be rejected (or approved once the applicant gives another address).
      expect((await decide(applicationId, 'rejected', manager)).statusCode).toBe(200);
    }
  });
});

describe('Rejecting a dealer application', () => {
  it.each([
    ['da', 'Jeres forhandleransøgning', 'vi beklager, at vi ikke kan tilbyde', 'Hej Ulla Egern'],
    ['en', 'Your dealer application', 'we are sorry that we cannot offer', 'Hello Ulla Egern,'],
  ] as const)(
    'mails the applicant a polite answer in their language (%s), on the timeline',
    async (language, subject, sorry, greeting) => {
      const application = applicationOf();
      const applicationId = await apply(language, application);
      const rejected = await decide(applicationId, 'rejected', await managerToken());
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({ status: 'rejected', customerNumber: null });
      expect(rejected.json().timeline.slice(1)).toMatchObject([
        { kind: 'rejected', by: { name: 'Peter Nordby' }, email: null },
        { kind: 'rejection-mailed', by: { name: 'Peter Nordby' }, email: application.contact.email },
      ]);
      const [mail, ...more] = await mailsTo(application.contact.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`${subject} ${applicationId}`);
      expect(mail?.text.startsWith(greeting)).toBe(true);
      expect(mail?.text).toContain(sorry);
      expect(mail?.text).toContain(application.companyName);
      expect(mail?.text).not.toContain('{');
      expect(await customersNamed(application.companyName)).toEqual([]);
      const [audited] = await shared.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'dealer-application'), eq(auditLog.entityId, applicationId)));
      expect(audited).toMatchObject({
        action: 'dealer-application.status',
        actorUserId: 'u-manager',
        details: { from: 'new', to: 'rejected' },
      });
    },
  );
});

describe('Who decides', () => {
  it('only back-office staff (B2B Manager): 401 without a token, 403 for dealers, sales, proposal users and visitors; 404 for no application', async () => {
    const application = applicationOf();
    const applicationId = await apply('en', application);
    const tokens: Record<string, string> = {
      dealer: await loginAs(shared.app, 'dealer@nordlys.demo'),
      sales: await loginAs(shared.app, 'sales@nordlys.demo'),
      'proposal user': await loginAs(shared.app, 'proposal@nordlys.demo'),
      visitor: await visitorToken(shared.app),
    };
    for (const status of ['approved', 'rejected']) {
      expect((await decide(applicationId, status)).statusCode).toBe(401);
      for (const [who, token] of Object.entries(tokens)) {
        const answer = await decide(applicationId, status, token);
        expect(answer.statusCode, `${who} ${status}`).toBe(403);
      }
    }
    const [row] = await shared.app.db
      .select()
      .from(dealerApplications)
      .where(eq(dealerApplications.id, Number(applicationId)));
    expect(row).toMatchObject({ status: 'new', customerNumber: null });
    expect(await customersNamed(application.companyName)).toEqual([]);
    expect(await mailsTo(application.contact.email)).toEqual([]);

    const missing = await decide('999999999', 'approved', await managerToken());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('dealer-application-not-found');
  });

  it.each([
    [{ applicationId: '1', status: 'new' }],
    [{ applicationId: 'x', status: 'approved' }],
    [{ applicationId: '1' }],
    [{ status: 'approved' }],
  ])('refuses a bad decision %j with 400 naming the field', async (body) => {
    const response = await callApiUnchecked(
      shared.app,
      updateDealerApplicationStatus as Endpoint,
      { body },
      { token: await managerToken() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\/(applicationId|status)/);
  });
});
