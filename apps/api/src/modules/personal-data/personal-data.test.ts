import { hash } from '@node-rs/argon2';
import { erasedUserName, type PersonalDataExport } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { uiTexts } from '@shop/ui-texts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import {
  createOrder,
  readyCart,
  runJobs,
  stockedVariant,
  visitorToken,
} from '../../test-support/order-kit.ts';
import { useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, tokenOf, useSharedTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { orders } from '../order/order.tables.ts';
import { users } from '../user/user.tables.ts';

/**
 * A customer's user's personal data (issue 31, ADR 83): the download holds their own data only, one open
 * deletion request at a time, and staff's erasure keeps the orders while the personal fields go and the login
 * stops working. Every role against every new call.
 */

const inbox = useSmtpInbox();
const shared = useSharedTestApp({ mail: inbox.mail });
const { getPersonalData, getDeletionRequestStatus, requestDeletion } = endpoints.personalData;
const { searchDeletionRequests, getDeletionRequest, carryOutDeletion, rejectDeletion } =
  endpoints.backofficePersonalData;
const password = 'nordlys-demo';
let passwordHash = '';

beforeAll(async () => {
  passwordHash = await hash(password);
});

let counter = 0;
/** A user of C10001 of their own (scope Release), so no test erases a user another test logs in as. */
async function newDealerUser() {
  const n = ++counter;
  const id = `u-pd-${n}-${Date.now()}`;
  const email = `Ida.${n}.${Date.now()}@LilleKanin.example`;
  const name = `Ida Persondata ${n}`;
  await shared.app.db.insert(users).values({
    id,
    username: email.toLowerCase(),
    email,
    name,
    passwordHash,
    customerNumber: 'C10001',
    roles: [],
    permissionScope: 'Release',
  });
  const token = await loginAs(shared.app, email.toLowerCase(), password);
  return { id, email, name, token, username: email.toLowerCase() };
}

/** The user places a Stock order on account with their own address for the confirmation. */
async function placeOrder(token: string, email: string): Promise<string> {
  const variant = await stockedVariant(shared.app, 500);
  const { cartId } = await readyCart(shared.app, token, { lines: [{ variant, quantity: 60 }] });
  const response = await createOrder(shared.app, token, cartId, { paymentMethod: 'account', email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order.orderId as string;
}

const ask = (token: string | null, language: 'en' | 'da' = 'en', reason?: string | null) =>
  callApiUnchecked(
    shared.app,
    requestDeletion,
    {
      body: { area: { areaId: 'b2b', languageCode: language }, ...(reason === undefined ? {} : { reason }) },
    },
    { token },
  );

const download = (token: string | null) =>
  callApiUnchecked(shared.app, getPersonalData, { query: { languageCode: 'en' } }, { token });

async function mailsTo(address: string) {
  await runJobs(shared.app);
  return inbox.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

const texts = (language: 'en' | 'da') => uiTexts[language];

describe('Download my data', () => {
  it("answers a JSON file of the user's own profile, sessions, orders and audit entries, and nobody else's", async () => {
    const user = await newDealerUser();
    const orderId = await placeOrder(user.token, user.email);
    const colleague = await newDealerUser();
    const colleaguesOrder = await placeOrder(colleague.token, colleague.email);

    const response = await download(user.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json() as PersonalDataExport;
    expect(data.format).toBe('nordlys-personal-data/1');
    expect(data.user).toMatchObject({
      userId: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      customerNumber: 'C10001',
      permissionScope: 'Release',
      active: true,
    });
    expect(data.user.customerName).toBeTruthy();
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.orders.map((order) => order.orderId)).toEqual([orderId]);
    expect(data.orders[0]).toMatchObject({ confirmationEmail: user.email, customerNumber: 'C10001' });
    expect(data.orders[0]?.totalWithVat).toBeGreaterThan(0);
    // Only their own: a colleague's order of the same customer, and no token, are in it.
    expect(response.body).not.toContain(colleaguesOrder);
    expect(response.body).not.toContain(colleague.email);
    expect(response.body).not.toMatch(/token/i);
    // Each download is audited, and the next download lists the audit entry about the first.
    const second = (await download(user.token)).json() as PersonalDataExport;
    expect(second.auditEntries.map((entry) => entry.action)).toContain('personal-data.export');
  });
});

describe('Ask for deletion', () => {
  it('opens one request, mails a receipt in the language asked in, and refuses a second while it is open', async () => {
    const user = await newDealerUser();
    const none = await callApiUnchecked(shared.app, getDeletionRequestStatus, {}, { token: user.token });
    expect(none.json()).toEqual({ request: null });

    const first = await ask(user.token, 'da', '  Jeg er stoppet i firmaet.  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().request).toMatchObject({ status: 'open', reason: 'Jeg er stoppet i firmaet.' });
    const [receipt] = await mailsTo(user.email);
    expect(receipt?.subject).toBe(texts('da')['personal-data.mail.received.subject']);
    expect(receipt?.text).toContain(`Hej ${user.name}`);

    const again = await ask(user.token, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('personal-data.deletion-open');
    // Two at once leave one open request.
    const racing = await Promise.all([ask(user.token), ask(user.token)]);
    expect(racing.map((answer) => answer.statusCode)).toEqual([409, 409]);
    const status = await callApiUnchecked(shared.app, getDeletionRequestStatus, {}, { token: user.token });
    expect(status.json().request.status).toBe('open');
  });

  it('refuses a reason over 1000 characters and a missing area with a 400 naming the field', async () => {
    const user = await newDealerUser();
    const long = await ask(user.token, 'en', 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('reason');
    const noArea = await callApiUnchecked(shared.app, requestDeletion, { body: {} }, { token: user.token });
    expect(noArea.statusCode).toBe(400);
    expect(noArea.body).toContain('area');
  });
});

describe('Staff carry out a deletion', () => {
  it("erase the user's personal fields and end their login, keep their orders, mail the old address, audit it", async () => {
    const user = await newDealerUser();
    const orderId = await placeOrder(user.token, user.email);
    const requestId = (await ask(user.token, 'en', 'Please delete me')).json().request.requestId as string;
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');

    const listed = await callApiUnchecked(
      shared.app,
      searchDeletionRequests,
      { body: { status: 'open', pageNr: 1, pageSize: 100 } },
      { token: manager },
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed.json().requests.find((item: { requestId: string }) => item.requestId === requestId);
    expect(row).toMatchObject({ status: 'open', user: { email: user.email, name: user.name } });

    const before = await callApiUnchecked(
      shared.app,
      getDeletionRequest,
      { body: { requestId } },
      { token: manager },
    );
    expect(before.json()).toMatchObject({ ordersPlaced: 1, onlyAllUser: false, decidedBy: null });

    const done = await callApiUnchecked(
      shared.app,
      carryOutDeletion,
      { body: { requestId } },
      { token: manager },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'done',
      reason: null,
      decidedBy: { email: 'manager@nordlys.demo' },
      user: { name: erasedUserName, active: false },
    });
    expect(done.json().user.email).toMatch(/@erased\.invalid$/);

    // The user row is a tombstone: no name, no address, no login.
    const [erased] = await shared.app.db.select().from(users).where(eq(users.id, user.id));
    expect(erased).toMatchObject({ name: erasedUserName, active: false });
    expect(erased?.email).not.toContain('LilleKanin');
    expect(erased?.username).toBe(erased?.email);
    // The order stays for the bookkeeping, its number and totals unchanged; the user's e-mail is gone from it.
    const [order] = await shared.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ id: orderId, userId: user.id, customerNumber: 'C10001', email: null });
    expect(order?.totalNetPriceWithVat).toBeGreaterThan(0);

    // Login refused with the old name and password; the session from before is over.
    const login = await callApiUnchecked(shared.app, endpoints.user.login, {
      body: { username: user.username, password },
    });
    expect(login.statusCode).toBe(401);
    expect((await download(user.token)).statusCode).toBe(401);

    // The mail saying it is done went to the old address; nothing is mailed to the placeholder.
    const mails = await mailsTo(user.email);
    // (after the order's confirmation)
    expect(mails.slice(-2).map((mail) => mail.subject)).toEqual([
      texts('en')['personal-data.mail.received.subject'],
      texts('en')['personal-data.mail.done.subject'],
    ]);
    expect(await mailsTo(erased?.email ?? '')).toEqual([]);

    const entries = await shared.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, user.id),
          eq(auditLog.action, 'personal-data.erase'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]?.details)).not.toContain(user.email);

    const twice = await callApiUnchecked(
      shared.app,
      carryOutDeletion,
      { body: { requestId } },
      { token: manager },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('personal-data.request-decided');
  });

  it('may reject with a reason the user is mailed; the user is unchanged and may ask again', async () => {
    const user = await newDealerUser();
    const requestId = (await ask(user.token, 'da')).json().request.requestId as string;
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    const noReason = await callApiUnchecked(
      shared.app,
      rejectDeletion,
      { body: { requestId, reason: '   ' } },
      { token: manager },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');

    const reason = 'Anmodningen kom ikke fra din adresse.';
    const rejected = await callApiUnchecked(
      shared.app,
      rejectDeletion,
      { body: { requestId, reason } },
      { token: manager },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      user: { name: user.name },
    });
    const mails = await mailsTo(user.email);
    expect(mails.at(-1)?.subject).toBe(texts('da')['personal-data.mail.rejected.subject']);
    expect(mails.at(-1)?.text).toContain(reason);
    expect((await download(user.token)).statusCode).toBe(200);
    expect((await ask(user.token, 'da')).statusCode).toBe(200);
  });

  it('answer a missing request 404, a malformed id 400', async () => {
    const manager = await loginAs(shared.app, 'manager@nordlys.demo');
    for (const call of [getDeletionRequest, carryOutDeletion]) {
      const missing = await callApiUnchecked(
        shared.app,
        call,
        { body: { requestId: '999999999' } },
        { token: manager },
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorCode).toBe('personal-data.request-not-found');
      const malformed = await callApiUnchecked(
        shared.app,
        call,
        { body: { requestId: 'abc' } },
        { token: manager },
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toContain('requestId');
    }
    const bigPage = await callApiUnchecked(
      shared.app,
      searchDeletionRequests,
      { body: { pageSize: 1000 } },
      { token: manager },
    );
    expect(bigPage.statusCode).toBe(400);
    expect(bigPage.body).toContain('pageSize');
  });
});

describe('Who may call what', () => {
  it("lets only a customer's own user at their data and only staff at the requests", async () => {
    const { app } = shared;
    const [sales] = await app.db.select().from(users).where(eq(users.username, 'sales@nordlys.demo'));
    if (!sales) throw new Error('the demo has no sales@');
    const tokens: Record<string, string | null> = {
      anonymous: null,
      visitor: await visitorToken(app),
      dealer: await loginAs(app, 'dealer@nordlys.demo'),
      staff: await loginAs(app, 'manager@nordlys.demo'),
      sales: await loginAs(app, 'sales@nordlys.demo'),
      'sales acting for C10001': await tokenOf(app, sales.id, { actingCustomerNumber: 'C10001' }),
      'proposal user': await loginAs(app, 'proposal@nordlys.demo'),
    };
    const own = {
      anonymous: 401,
      visitor: 403,
      dealer: 200,
      staff: 403,
      sales: 403,
      'sales acting for C10001': 403,
      'proposal user': 403,
    };
    const staffOnly = { ...own, dealer: 403, staff: 200, 'sales acting for C10001': 403 };
    const answers: Record<string, Record<string, number>> = {};
    for (const [who, token] of Object.entries(tokens)) {
      answers[who] = {
        download: (await download(token)).statusCode,
        status: (await callApiUnchecked(app, getDeletionRequestStatus, {}, { token })).statusCode,
        list: (await callApiUnchecked(app, searchDeletionRequests, { body: {} }, { token })).statusCode,
        detail: (
          await callApiUnchecked(app, getDeletionRequest, { body: { requestId: '999999999' } }, { token })
        ).statusCode,
        carryOut: (
          await callApiUnchecked(app, carryOutDeletion, { body: { requestId: '999999999' } }, { token })
        ).statusCode,
        reject: (
          await callApiUnchecked(
            app,
            rejectDeletion,
            { body: { requestId: '999999999', reason: 'x' } },
            { token },
          )
        ).statusCode,
      };
    }
    const expected = Object.fromEntries(
      Object.keys(tokens).map((who) => {
        const key = who as keyof typeof own;
        // Staff reach the calls; the id is missing, so the detail and the decisions answer 404.
        const staffAnswer = staffOnly[key] === 200 ? 404 : staffOnly[key];
        return [
          who,
          {
            download: own[key],
            status: own[key],
            list: staffOnly[key],
            detail: staffAnswer,
            carryOut: staffAnswer,
            reject: staffAnswer,
          },
        ];
      }),
    );
    expect(answers).toEqual(expected);
    // Asking for deletion is the user's own too: a sales user acting for the customer cannot ask for them.
    expect((await ask(tokens['sales acting for C10001'] ?? null)).statusCode).toBe(403);
    expect((await ask(tokens.staff ?? null)).statusCode).toBe(403);
  });
});
