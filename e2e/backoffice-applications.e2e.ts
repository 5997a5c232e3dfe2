import { dueDateOf, formatCalendarDay } from '@shop/commerce';
import { type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKeyUnder } from '@shop/ui-texts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { downloadFrom, pdfText } from './support/downloads.ts';
import { nextMailTo } from './support/mailbox.ts';
import { gotoHydrated, login, submitLoginForm, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { placeOrderOnAccount, orderOnceInvoiced } = customerCenterKit(baseUrl);
const mailDir = inject('mailDir');
const t = uiText;
const staff = 'manager@nordlys.demo';
const staffName = 'Peter Nordby';
const languages: LanguageCode[] = ['en', 'da'];
/** Each story loads several pages and waits for a mail; on a busy machine that takes more than the default. */
const storyTimeout = 480_000;

/** A form field by its label as a visitor reads it (a required field's label ends in its `*` mark). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** A page with waits longer than Playwright's 30 s: a loaded machine renders a back-office page slowly. */
async function patientPage(): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(90_000);
  page.setDefaultNavigationTimeout(90_000);
  return page;
}

/** A time as the back office shows it: Copenhagen time, in the page's language. */
const copenhagen = (iso: string, language: LanguageCode) =>
  new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));

/** A description list's value by its term (account info's rows, a document's facts). */
const describedBy = (scope: Page | Locator, term: string) =>
  scope.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

/** The shop's calendar day (Europe/Copenhagen) of an instant, YYYY-MM-DD: an invoice's day. */
const shopDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

/** The applicant fills the shop's dealer application (/new-customer) and sends it. */
async function apply(page: Page, language: LanguageCode, company: string, email: string) {
  const label = (key: TextKeyUnder<'account.application.'>) => t(language, `account.application.${key}`);
  await gotoHydrated(page, localizePath('newCustomer', language));
  await page.getByRole('heading', { level: 1, name: label('title'), exact: true }).waitFor();
  const billing = page.getByRole('group', { name: label('billing-address') });
  await field(page, label('company-name')).fill(company);
  await field(page, label('vat-number')).fill('DK 3912 4567');
  await field(billing, label('address1')).fill('Vestergade 12');
  await field(billing, label('postal-code')).fill('8000');
  await field(billing, label('city')).fill('Aarhus C');
  await field(billing, label('country')).selectOption('DK');
  const contact = page.getByRole('group', { name: label('contact') });
  await field(contact, label('contact-name')).fill('Ulla Egern');
  await field(contact, label('contact-email')).fill(email);
  await field(contact, label('contact-phone')).fill('+45 20 30 40 50');
  await field(page, label('currency')).selectOption(language === 'da' ? 'DKK' : 'EUR');
  await page.getByRole('button', { name: label('submit') }).click();
  await page.getByRole('heading', { name: label('done-title') }).waitFor();
}

/** Staff open the application of `company` from the list of new ones. */
async function openApplication(page: Page, language: LanguageCode, company: string) {
  await gotoHydrated(page, `${localizePath('backofficeApplications', language)}?status=new`);
  await page.getByRole('heading', { level: 1, name: t(language, 'backoffice.applications.title') }).waitFor();
  await page.getByRole('row').filter({ hasText: company }).getByRole('link').click();
  await page.getByRole('heading', { level: 2, name: /\d+/ }).waitFor();
}

describe('A dealer application approved in the back office', () => {
  it.each(languages)(
    '%s: the applicant applies, staff approve after a confirmation, the invitation leads to a password, a login and their company',
    async (language) => {
      const stamp = Date.now();
      const company = `Lille Egern ${language} ${stamp} ApS`;
      const email = `ulla.${language}.${stamp}@lilleegern.example`;
      await apply(await newPage(), language, company, email);

      const manager = await patientPage();
      await login(manager, staff, { language });
      await manager.waitForURL((url) => url.pathname !== localizePath('login', language));
      await openApplication(manager, language, company);
      const approve = manager.getByRole('button', {
        name: t(language, 'backoffice.applications.approve'),
        exact: true,
      });
      const reject = manager.getByRole('button', {
        name: t(language, 'backoffice.applications.reject'),
        exact: true,
      });

      const heading = await manager.getByRole('heading', { level: 2, name: /\d+/ }).textContent();
      const number = /\d+/.exec(heading ?? '')?.[0] ?? '';
      const values = { company, email, number };
      const question = manager.getByRole('alert').filter({ hasText: company });

      // Rejecting asks first; 'No' leaves the application undecided.
      await reject.click();
      await question.waitFor();
      expect(await question.locator('p').textContent()).toBe(
        t(language, 'backoffice.applications.confirm-rejected', values),
      );
      await question.getByRole('link', { name: t(language, 'backoffice.applications.confirm.no') }).click();
      await question.waitFor({ state: 'detached' });
      await approve.waitFor();

      // Approving asks first, saying what it does and that it cannot be undone.
      await approve.click();
      await question.waitFor();
      expect(await question.locator('p').textContent()).toBe(
        t(language, 'backoffice.applications.confirm-approved', values),
      );
      expect(await approve.count()).toBe(0);
      expect(await axeViolations(manager)).toEqual([]);
      await question
        .getByRole('button', { name: t(language, 'backoffice.applications.confirm-approved.yes') })
        .click();
      await manager
        .locator('output')
        .filter({
          hasText: t(language, 'backoffice.applications.decided', {
            number,
            status: t(language, 'backoffice.applications.status.approved').toLowerCase(),
          }),
        })
        .waitFor();
      // Final: no buttons, and the timeline says who approved, the customer made and the invitation sent.
      await manager.getByText(t(language, 'backoffice.applications.final'), { exact: true }).waitFor();
      expect(await approve.count()).toBe(0);
      expect(await reject.count()).toBe(0);
      const timeline = manager.getByRole('region', { name: t(language, 'backoffice.applications.timeline') });
      const approved = timeline.locator('li[data-event="approved"]');
      const approvedText = (await approved.textContent()) ?? '';
      const customerNumber = /C\d{6}/.exec(approvedText)?.[0] ?? '';
      expect(customerNumber).not.toBe('');
      const at = (await approved.locator('time').getAttribute('datetime')) ?? '';
      expect(approvedText).toBe(
        `${copenhagen(at, language)}: ${t(language, 'backoffice.applications.event.approved', {
          name: staffName,
          customer: customerNumber,
        })}`,
      );
      expect(await timeline.locator('li[data-event="invitation-mailed"]').textContent()).toContain(
        t(language, 'backoffice.applications.event.invitation-mailed', { email }),
      );
      await manager
        .getByRole('link', {
          name: t(language, 'backoffice.applications.open-customer', { customer: customerNumber }),
        })
        .waitFor();
      expect(await axeViolations(manager)).toEqual([]);

      // The invitation, in the applicant's language, leads to choosing a password.
      const mail = await nextMailTo(mailDir, email, 0);
      expect(mail.subject).toBe(t(language, 'account-mail.invite.subject'));
      expect(mail.text).toContain(company);
      const found = /https?:\/\/\S+/.exec(mail.text)?.[0];
      if (!found) throw new Error(`no link in the mail:\n${mail.text}`);
      const link = new URL(found);
      expect(link.pathname).toBe(localizePath('recoverPassword', language));
      const applicant = await patientPage();
      await gotoHydrated(applicant, link.pathname + link.search);
      await applicant
        .getByRole('heading', { level: 1, name: t(language, 'account.invite.title'), exact: true })
        .waitFor();
      const password = 'hazel squirrel lantern';
      await field(applicant, t(language, 'account.invite.new')).fill(password);
      await field(applicant, t(language, 'account.invite.confirm')).fill(password);
      await applicant.getByRole('button', { name: t(language, 'account.invite.submit') }).click();
      await applicant
        .getByRole('heading', { level: 1, name: t(language, 'account.invite.done-title'), exact: true })
        .waitFor();
      await applicant.getByRole('link', { name: t(language, 'account.reset.log-in') }).click();
      await applicant.waitForURL(localizePath('login', language));
      await submitLoginForm(applicant, email, { password, language });
      await applicant.waitForURL((url) => url.pathname !== localizePath('login', language));

      // Their account info shows the company the approval created.
      await gotoHydrated(applicant, localizePath('accountInfo', language));
      await applicant
        .getByRole('heading', { level: 1, name: t(language, 'account.info.title'), exact: true })
        .waitFor();
      await applicant.getByText(company, { exact: true }).first().waitFor();
      await applicant.getByText(customerNumber, { exact: true }).first().waitFor();
      // A new dealer gets the shop's default terms, Net 30, and is told when invoices fall due.
      const companyFacts = applicant.getByRole('region', { name: t(language, 'account.info.company') });
      const terms = describedBy(companyFacts, t(language, 'account.info.payment'));
      await expect.poll(() => terms.innerText()).toContain(t(language, 'payment-terms.net30'));
      expect(await terms.innerText()).toContain(
        t(language, 'account.info.payment-due.other', { count: '30' }),
      );

      // Their first order, on account through the checkout; the ledger ships it and posts the invoice.
      const { token } = await catalogue.call(endpoints.user.login, {
        body: { username: email, password },
      });
      const orderId = await placeOrderOnAccount(applicant, token, language, `First order ${stamp}`);
      const order = await orderOnceInvoiced(token, orderId);
      const invoice = order.invoices[0];
      if (!invoice) throw new Error(`Order ${orderId} has no invoice`);
      const invoiceId = invoice.invoiceId;
      const read = await catalogue.call(endpoints.customerCenter.getInvoice, { body: { invoiceId } }, token);
      // The due date follows from the terms: 30 days after the invoice's day.
      const dueDate = dueDateOf(shopDay(read.invoice.postedAt), 'net30');
      expect(read.invoice).toMatchObject({ paymentTerms: 'net30', dueDate, prepaid: false });

      // The invoice page and its PDF (in the applicant's language, the customer's) say the terms and the day.
      const locale = language === 'da' ? 'da-DK' : 'en-GB';
      await gotoHydrated(applicant, localizePath('invoice', language, { id: invoiceId }));
      const facts = applicant.getByRole('main').locator('dl.document-facts');
      await describedBy(facts, t(language, 'customer-center.invoices.due'))
        .filter({ hasText: formatCalendarDay(dueDate, locale) })
        .waitFor();
      expect(await describedBy(facts, t(language, 'customer-center.invoice.payment-terms')).innerText()).toBe(
        t(language, 'payment-terms.net30'),
      );
      expect(await axeViolations(applicant)).toEqual([]);
      const pdf = await downloadFrom(applicant, t(language, 'customer-center.download.invoice-pdf'));
      expect(await pdfText(pdf.bytes)).toContain(
        `${t(language, 'payment-terms.net30')} · ${t(language, 'documents.dueDate')}: ${formatCalendarDay(dueDate, locale)}`,
      );
    },
    storyTimeout,
  );
});
