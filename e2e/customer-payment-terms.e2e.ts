import { type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { callAt } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn } = useBrowser();
const apiUrl = inject('apiUrl');
const t = uiText;
const staff = 'manager@nordlys.demo';
/** Troll og Tøy AS (C60001), Net 30 in the demo, and its dealer. */
const customerId = 'C60001';
const dealer = 'butikk.no@nordlys.demo';
const languages: LanguageCode[] = ['en', 'da'];

/** Set the customer's terms through the API (as staff): the starting point of a story, and its clean-up. */
async function setTermsByApi(paymentTerms: 'net30' | 'net60') {
  const { token } = await callAt(apiUrl, endpoints.user.login, {
    body: { username: staff, password: 'nordlys-demo' },
  });
  await callAt(
    apiUrl,
    endpoints.backofficeCustomers.setPaymentTerms,
    { body: { customerId, paymentTerms } },
    token,
  );
}

// The other browser tests expect the seeded terms.
afterAll(() => setTermsByApi('net30'));

describe("Staff set a customer's payment terms; the dealer reads them in account info (issue 31 item 8)", () => {
  it.each(languages)(
    "%s: Net 60 chosen in the back office shows as the dealer's payment terms, the payment methods in a row of their own",
    async (language) => {
      await setTermsByApi('net30');
      const office = await loggedIn(staff, language);
      office.setDefaultTimeout(90_000);
      await gotoHydrated(office, localizePath('backofficeCustomer', language, { customerId }));
      await office
        .getByRole('heading', {
          level: 1,
          name: t(language, 'backoffice.customer.title', { id: customerId }),
        })
        .waitFor();
      const terms = office.getByLabel(t(language, 'backoffice.customer.payment-terms'), { exact: true });
      expect(await terms.inputValue()).toBe('net30');
      await terms.selectOption({ label: t(language, 'payment-terms.net60') });
      await office
        .getByRole('button', { name: t(language, 'backoffice.customer.save-payment-terms') })
        .click();
      await office
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.customer.payment-terms-saved') })
        .waitFor();
      await expect.poll(() => terms.inputValue()).toBe('net60');
      expect(await axeViolations(office)).toEqual([]);

      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(90_000);
      await gotoHydrated(page, localizePath('accountInfo', language));
      const company = page.getByRole('region', { name: t(language, 'account.info.company') });
      const row = (label: string) =>
        company.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect
        .poll(() => row(t(language, 'account.info.payment')).innerText())
        .toContain(t(language, 'payment-terms.net60'));
      expect(await row(t(language, 'account.info.payment')).innerText()).toContain(
        t(language, 'account.info.payment-due.other', { count: '60' }),
      );
      expect(await row(t(language, 'account.info.payment-methods')).innerText()).toContain(
        t(language, 'checkout.payment.account'),
      );
    },
    480_000,
  );
});
