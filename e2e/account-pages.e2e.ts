import { type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey, TextKeyUnder } from '@shop/ui-texts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatMoneyIn } from '../apps/web/app/lib/money.ts';
import { area, callAt, escapeRegExp } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { dynamicUiText, uiText } from './support/demo-data.ts';
import { mailsTo, nextMailTo } from './support/mailbox.ts';
import { currentPath } from './support/page-reading.ts';
import { demoPassword, gotoHydrated, login, submitLoginForm, useBrowser } from './support/session.ts';

const { baseUrl, newPage, loggedIn } = useBrowser();
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

/** The shop's own address (MAIL_FROM), where dealer applications are mailed by default (ADR 42). */
const shopAddress = 'shop@nordlys.demo';

const t = uiText;

/** A form field by its label as a visitor reads it (a required field's label ends in its `*` mark). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));

/** The page's h1 with this text (waited for: a client navigation renders after the address changes). */
const pageHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text, exact: true });

/**
 * A text of the dictionary as a pattern: placeholders named in `patterns` match those patterns, the others
 * their given values, everything else itself.
 */
function textPattern(
  language: LanguageCode,
  key: TextKey,
  values: Record<string, string>,
  patterns: Record<string, string>,
): RegExp {
  const template = uiText(
    language,
    key,
    Object.fromEntries(Object.keys(patterns).map((name) => [name, `{${name}}`])),
  );
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name && patterns[name]) return `(${patterns[name]})`;
      return escapeRegExp(name && values[name] !== undefined ? values[name] : part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The user and customer the API knows for a login (what the account page must show). */
async function accountOf(username: string, password = demoPassword) {
  const { token, user } = await callAt(apiUrl, endpoints.user.login, { body: { username, password } });
  const { contacts } = await callAt(
    apiUrl,
    endpoints.customer.getSalesContacts,
    { body: { areaInfo: area('en') } },
    token,
  );
  return { user, contacts };
}

/**
 * Give a demo user the demo password back (through the API's ChangePassword), so the browser tests that run
 * after this file on the same shop can still log in as them.
 */
async function restoreDemoPassword(username: string, password: string) {
  const { token } = await callAt(apiUrl, endpoints.user.login, { body: { username, password } });
  await callAt(
    apiUrl,
    endpoints.user.changePassword,
    { body: { area: area('en'), currentPassword: password, newPassword: demoPassword } },
    token,
  );
}

/** The reset link of a recovery mail: the page's address with the token and username filled in. */
function resetLinkIn(text: string, language: LanguageCode): URL {
  const path = localizePath('recoverPassword', language).replace(/\//g, '\\/');
  const match = new RegExp(`https?:\\/\\/[^\\s]+${path}\\?[^\\s]+`).exec(text);
  if (!match) throw new Error(`no reset link in the mail:\n${text}`);
  return new URL(match[0]);
}

async function fillNewPassword(page: Page, language: LanguageCode, password: string, confirm = password) {
  await field(page, t(language, 'account.reset.new')).fill(password);
  await field(page, t(language, 'account.reset.confirm')).fill(confirm);
  await page.getByRole('button', { name: t(language, 'account.reset.submit') }).click();
}

const languages: LanguageCode[] = ['en', 'da'];
const recoveringUser: Record<LanguageCode, string> = {
  en: 'butik.se@nordlys.demo',
  da: 'butikk.no@nordlys.demo',
};
const changingUser: Record<LanguageCode, string> = { en: 'apac@nordlys.demo', da: 'shop.uk@nordlys.demo' };

describe('A visitor who forgot their password', () => {
  it.each(languages)(
    'asks for a link on the login page, follows it from the mail, sets a new password and logs in with it (%s)',
    async (language) => {
      const username = recoveringUser[language];
      const newPassword = `${language}-lange-vinteraftener-ved-fjorden`;
      // A session from before the reset, in another browser: it must end with the reset.
      const oldSession = await loggedIn(username, language);

      const page = await newPage();
      await gotoHydrated(page, localizePath('login', language));
      await page.getByRole('link', { name: t(language, 'account.login.forgot-password') }).click();
      await page.waitForURL(localizePath('recoverPassword', language));
      await pageHeading(page, t(language, 'account.recover.title')).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const seen = mailsTo(mailDir, username).length;
      await field(page, t(language, 'account.recover.username')).fill(username);
      await page.getByRole('button', { name: t(language, 'account.recover.submit') }).click();
      const sent = page.getByRole('status');
      await sent.waitFor();
      expect(await sent.textContent()).toBe(
        t(language, 'account.recover.sent.other', { username, count: '60' }),
      );

      const mail = await nextMailTo(mailDir, username, seen);
      expect(mail.subject).toBe(t(language, 'account-mail.reset.subject'));
      const link = resetLinkIn(mail.text, language);
      expect(link.searchParams.get('username')).toBe(username);

      await gotoHydrated(page, link.pathname + link.search);
      await pageHeading(page, t(language, 'account.reset.title')).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The two passwords must match; the page says so beside the second.
      await fillNewPassword(page, language, newPassword, `${newPassword}!`);
      const mismatch = page.getByText(t(language, 'account.password.mismatch'));
      await mismatch.waitFor();
      // The server's rule decides: a common password is refused with its reason.
      await fillNewPassword(page, language, 'password123');
      await page.getByText(t(language, 'account.password.too-common')).waitFor();

      await fillNewPassword(page, language, newPassword);
      await page.getByRole('heading', { name: t(language, 'account.reset.done-title') }).waitFor();
      await page.getByRole('link', { name: t(language, 'account.reset.log-in') }).click();
      await page.waitForURL(localizePath('login', language));
      await submitLoginForm(page, username, { password: newPassword, language });
      await page.waitForURL((url) => url.pathname !== localizePath('login', language));
      // Logged in: the customer center is open to them.
      await gotoHydrated(page, localizePath('accountInfo', language));
      await pageHeading(page, t(language, 'account.info.title')).waitFor();

      // The old password no longer works, and the session from before the reset has ended.
      await expect(
        callAt(apiUrl, endpoints.user.login, { body: { username, password: demoPassword } }),
      ).rejects.toThrow(/answered 401/);
      await oldSession.goto(localizePath('accountInfo', language));
      await oldSession.waitForURL(localizePath('login', language));

      // The link works once.
      const again = await newPage();
      await gotoHydrated(again, link.pathname + link.search);
      await pageHeading(again, t(language, 'account.reset.invalid-title')).waitFor();
      await again.getByRole('link', { name: t(language, 'account.reset.request-new') }).click();
      await again.waitForURL(localizePath('recoverPassword', language));
      await pageHeading(again, t(language, 'account.recover.title')).waitFor();
      await restoreDemoPassword(username, newPassword);
    },
  );

  it('gets the same answer for a username the shop does not know, and no mail goes out', async () => {
    const page = await newPage();
    await gotoHydrated(page, localizePath('recoverPassword', 'en'));
    const username = 'nobody-here@nordlys.demo';
    await field(page, t('en', 'account.recover.username')).fill(username);
    await page.getByRole('button', { name: t('en', 'account.recover.submit') }).click();
    const sent = page.getByRole('status');
    await sent.waitFor();
    expect(await sent.textContent()).toBe(t('en', 'account.recover.sent.other', { username, count: '60' }));
    expect(mailsTo(mailDir, username)).toEqual([]);
  });

  it('who opens a made-up link is told it does not work', async () => {
    const page = await newPage();
    await gotoHydrated(
      page,
      `${localizePath('recoverPassword', 'da')}?token=not-a-token&username=dealer%40nordlys.demo`,
    );
    await pageHeading(page, t('da', 'account.reset.invalid-title')).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(t('da', 'account.reset.invalid'));
  });
});

describe('A dealer changing their password', () => {
  it.each(languages)(
    'is told change-password-failed for a wrong current password, then changes it (%s)',
    async (language) => {
      const username = changingUser[language];
      const newPassword = `${language}-sommerfugle-over-engen-i-juni`;
      const page = await loggedIn(username, language);
      await gotoHydrated(page, localizePath('changePassword', language));
      await pageHeading(page, t(language, 'account.change-password.title')).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const fill = async (current: string) => {
        await field(page, t(language, 'account.change-password.current')).fill(current);
        await field(page, t(language, 'account.change-password.new')).fill(newPassword);
        await field(page, t(language, 'account.change-password.confirm')).fill(newPassword);
        await page.getByRole('button', { name: t(language, 'account.change-password.submit') }).click();
      };
      await fill('not-my-password');
      const failed = page.getByRole('alert');
      await failed.waitFor();
      expect(await failed.textContent()).toBe(t(language, 'change-password-failed'));

      await fill(demoPassword);
      const done = page.getByRole('status').filter({ hasText: t(language, 'account.change-password.done') });
      await done.waitFor();
      // Still logged in here.
      await gotoHydrated(page, localizePath('accountInfo', language));
      expect(currentPath(page)).toBe(localizePath('accountInfo', language));

      // The new password is the one that logs in now.
      const fresh = await newPage();
      await login(fresh, username, { password: newPassword, language });
      await fresh.waitForURL((url) => url.pathname !== localizePath('login', language));
      await expect(
        callAt(apiUrl, endpoints.user.login, { body: { username, password: demoPassword } }),
      ).rejects.toThrow(/answered 401/);
      await restoreDemoPassword(username, newPassword);
    },
  );
});

describe('Account info', () => {
  it('shows the dealer their customer, their user and their sales contacts', async () => {
    const username = 'dealer@nordlys.demo';
    const { user, contacts } = await accountOf(username);
    const customer = user.customer;
    if (!customer) throw new Error('the demo dealer acts for no customer');
    const page = await loggedIn(username, 'en');
    await gotoHydrated(page, localizePath('accountInfo', 'en'));
    await pageHeading(page, t('en', 'account.info.title')).waitFor();

    const company = page.getByRole('region', { name: t('en', 'account.info.company') });
    expect(await company.getByText(customer.name, { exact: true }).isVisible()).toBe(true);
    expect(await company.getByText(customer.customerNumber, { exact: true }).isVisible()).toBe(true);
    expect(await company.getByText(t('en', 'account.info.blocked.None')).isVisible()).toBe(true);
    expect(await company.getByText(t('en', 'checkout.payment.account'), { exact: false }).isVisible()).toBe(
      true,
    );
    const minimums = page.getByRole('region', { name: t('en', 'account.info.minimums') });
    expect(
      await minimums
        .getByText(formatMoneyIn(customer.minOrderAmount, customer.currencyCode, 'en'))
        .isVisible(),
    ).toBe(true);

    const you = page.getByRole('region', { name: t('en', 'account.info.user') });
    expect(await you.getByText(user.name, { exact: true }).isVisible()).toBe(true);
    expect(await you.getByText(user.username, { exact: true }).first().isVisible()).toBe(true);
    const scope = t('en', 'account.info.scope-value', {
      scope: t('en', `company-users.scope.${user.permissionScope}`),
      description: t('en', `company-users.scope.${user.permissionScope}.description`),
    });
    expect(await you.getByText(scope, { exact: true }).isVisible()).toBe(true);

    const salesContacts = page.getByRole('region', { name: t('en', 'account.info.sales-contacts') });
    expect(contacts.length).toBeGreaterThan(0);
    for (const contact of contacts) {
      expect(await salesContacts.getByRole('link', { name: contact.email }).isVisible()).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('explains a blocked customer in Danish', async () => {
    const username = 'blocked@nordlys.demo';
    const { user } = await accountOf(username);
    const page = await loggedIn(username, 'da');
    await gotoHydrated(page, localizePath('accountInfo', 'da'));
    const company = page.getByRole('region', { name: t('da', 'account.info.company') });
    expect(
      await company
        .getByText(dynamicUiText('da', `account.info.blocked.${user.customer?.blockedStatus}`))
        .isVisible(),
    ).toBe(true);
    expect(user.customer?.blockedStatus).not.toBe('None');
  });

  it('sends a visitor to log in first', async () => {
    const page = await newPage();
    await page.goto(localizePath('accountInfo', 'en'));
    await page.waitForURL(localizePath('login', 'en'));
  });
});

/** Fill the dealer application with a company of `language`'s shop. */
async function fillApplication(page: Page, language: LanguageCode, company: string, email: string) {
  const label = (key: TextKeyUnder<'account.application.'>) => t(language, `account.application.${key}`);
  const billing = page.getByRole('group', { name: label('billing-address') });
  await field(page, label('company-name')).fill(company);
  await field(page, label('vat-number')).fill('DK 3912 4567');
  await field(billing, label('address1')).fill('Vestergade 12');
  await field(billing, label('postal-code')).fill('8000');
  await field(billing, label('city')).fill('Aarhus C');
  await field(billing, label('country')).selectOption('DK');
  const contact = page.getByRole('group', { name: label('contact') });
  await field(contact, label('contact-name')).fill('Karen Kanin');
  await field(contact, label('contact-email')).fill(email);
  await field(contact, label('contact-phone')).fill('+45 86 12 34 56');
  await field(page, label('currency')).selectOption('DKK');
  await field(page, label('message')).fill('Two shops in Aarhus.');
}

describe('The new-customer form', () => {
  it('names each missing field, then sends the application and confirms it (en)', async () => {
    const page = await newPage();
    // A visitor finds the form on the login page (the shop shows them no header).
    await gotoHydrated(page, localizePath('login', 'en'));
    await page.getByRole('link', { name: t('en', 'account.login.become-dealer') }).click();
    await page.waitForURL(localizePath('newCustomer', 'en'));
    await pageHeading(page, t('en', 'account.application.title')).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('en', 'account.application.submit') }).click();
    const summary = page.getByRole('alert');
    await summary.waitFor();
    expect(await summary.textContent()).toBe(t('en', 'account.form.error-summary'));
    const companyName = field(page, t('en', 'account.application.company-name'));
    expect(await companyName.getAttribute('aria-invalid')).toBe('true');
    // The keyboard lands on the first field to fix.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'companyName');
    expect(await page.getByText(t('en', 'validation.required-field')).count()).toBeGreaterThan(5);
    expect(await axeViolations(page)).toEqual([]);

    const company = 'Kaninhuset Aarhus ApS';
    const seen = mailsTo(mailDir, shopAddress).length;
    await fillApplication(page, 'en', company, 'karen@kaninhuset.demo');
    // A wrong e-mail address is explained beside its field, the rest kept as typed.
    await field(page, t('en', 'account.application.contact-email')).fill('karen at kaninhuset');
    await page.getByRole('button', { name: t('en', 'account.application.submit') }).click();
    await page.getByText(t('en', 'account.field.invalid-email')).waitFor();
    expect(await companyName.inputValue()).toBe(company);

    await field(page, t('en', 'account.application.contact-email')).fill('karen@kaninhuset.demo');
    await page.getByRole('button', { name: t('en', 'account.application.submit') }).click();
    await page.getByRole('heading', { name: t('en', 'account.application.done-title') }).waitFor();
    const mail = await nextMailTo(mailDir, shopAddress, seen);
    const subject = textPattern('en', 'account.application-mail.subject', { company }, { number: '\\d+' });
    expect(mail.subject).toMatch(subject);
    const number = subject.exec(mail.subject)?.[1] ?? '';
    expect(mail.text).toContain('karen@kaninhuset.demo');
    expect(await page.getByRole('status').textContent()).toBe(
      t('en', 'account.application.done', { company, number, email: 'karen@kaninhuset.demo' }),
    );
  });

  it('is sent from the Danish shop with a shipping address of its own, and the mail is in Danish (da)', async () => {
    const page = await newPage();
    // A guest token the shop no longer knows (revoked or expired) in the browser's cookie: a new one is issued.
    await page.context().addCookies([{ name: 'shop_guest', value: 'v1.no-longer-known', url: baseUrl }]);
    await gotoHydrated(page, localizePath('newCustomer', 'da'));
    const company = 'Lille Ugle Børnetøj';
    const seen = mailsTo(mailDir, shopAddress).length;
    await fillApplication(page, 'da', company, 'ugle@lilleugle.demo');
    await field(page, t('da', 'account.application.same-shipping')).uncheck();
    const shipping = page.getByRole('group', { name: t('da', 'account.application.shipping-address') });
    await field(shipping, t('da', 'account.application.address1')).fill('Lagervej 4');
    await field(shipping, t('da', 'account.application.postal-code')).fill('8200');
    await field(shipping, t('da', 'account.application.city')).fill('Aarhus N');
    await field(shipping, t('da', 'account.application.country')).selectOption('DK');
    await page.getByRole('button', { name: t('da', 'account.application.submit') }).click();
    await page.getByRole('heading', { name: t('da', 'account.application.done-title') }).waitFor();
    const mail = await nextMailTo(mailDir, shopAddress, seen);
    expect(mail.subject).toMatch(
      textPattern('da', 'account.application-mail.subject', { company }, { number: '\\d+' }),
    );
    expect(mail.text).toContain('Lagervej 4, 8200 Aarhus N, DK');
    const guest = (await page.context().cookies()).find((cookie) => cookie.name === 'shop_guest');
    expect(guest?.value).not.toBe('v1.no-longer-known');
  });

  it('for a prospect is open to a sales manager, and refused to a dealer', async () => {
    const manager = await loggedIn('manager@nordlys.demo', 'en');
    await gotoHydrated(manager, localizePath('newCustomerSalesManager', 'en'));
    await pageHeading(manager, t('en', 'account.application.title-prospect')).waitFor();
    const company = 'Prospekt Kids Odense';
    await fillApplication(manager, 'en', company, 'hello@prospekt.demo');
    await manager.getByRole('button', { name: t('en', 'account.application.submit') }).click();
    await manager.getByRole('heading', { name: t('en', 'account.application.done-title') }).waitFor();
    expect(await manager.getByRole('status').textContent()).toMatch(
      textPattern(
        'en',
        'account.application.done-prospect',
        { company, email: 'hello@prospekt.demo' },
        { number: '\\d+' },
      ),
    );

    const dealer = await loggedIn('dealer@nordlys.demo', 'en');
    const response = await dealer.goto(localizePath('newCustomerSalesManager', 'en'));
    expect(response?.status()).toBe(403);
  });
});
