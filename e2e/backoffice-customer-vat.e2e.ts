import { type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { callAt } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

const { newPage } = useBrowser();
const apiUrl = inject('apiUrl');
const t = uiText;
const staff = 'manager@nordlys.demo';
/** The German dealer (haendler@nordlys.demo's customer), seeded with DE123456789. */
const germanDealer = 'C20001';
const languages: LanguageCode[] = ['en', 'da'];

async function loggedIn(language: LanguageCode): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(90_000);
  page.setDefaultNavigationTimeout(90_000);
  await login(page, staff, { language });
  await page.waitForURL((url) => url.pathname !== localizePath('login', language));
  return page;
}

afterAll(async () => {
  // The other browser tests expect the seeded number.
  const { token } = await callAt(apiUrl, endpoints.user.login, {
    body: { username: staff, password: 'nordlys-demo' },
  });
  await callAt(
    apiUrl,
    endpoints.backofficeCustomers.setVatNumber,
    { body: { customerId: germanDealer, vatNumber: 'DE123456789' } },
    token,
  );
});

describe("Staff change a customer's VAT number in the back office (issue 28)", () => {
  it.each(languages)(
    '%s: a malformed number is refused beside the field; a valid one is saved and gives reverse charge',
    async (language) => {
      const page = await loggedIn(language);
      await gotoHydrated(page, localizePath('backofficeCustomer', language, { customerId: germanDealer }));
      await page
        .getByRole('heading', {
          level: 1,
          name: t(language, 'backoffice.customer.title', { id: germanDealer }),
        })
        .waitFor();
      const field = page.getByLabel(t(language, 'backoffice.customer.vat-number'), { exact: true });
      const save = page.getByRole('button', { name: t(language, 'backoffice.customer.save') });

      await field.fill('DE12345');
      await save.click();
      // In the page's language, naming the customer's country and its prefix (the API's words were English).
      const germany = new Intl.DisplayNames([language === 'da' ? 'da-DK' : 'en-GB'], { type: 'region' }).of(
        'DE',
      );
      const reason = t(language, 'backoffice.customer.refused-format', {
        country: germany ?? 'DE',
        prefix: 'DE',
      });
      await page.getByRole('alert').filter({ hasText: reason }).waitFor();
      expect(await page.getByText('vatNumber must be').count()).toBe(0);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.inputValue()).toBe('DE12345');
      expect(await axeViolations(page)).toEqual([]);

      const number = language === 'en' ? 'DE 987 654 321' : 'DE111222333';
      await field.fill(number);
      await save.click();
      await page
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.customer.saved') })
        .waitFor();
      const stored = number.replaceAll(' ', '');
      await page.getByText(stored, { exact: true }).first().waitFor();
      await page.getByText(t(language, 'backoffice.customer.vat.reverse-charge'), { exact: true }).waitFor();
      expect(await field.inputValue()).toBe(stored);
    },
    480_000,
  );
});
