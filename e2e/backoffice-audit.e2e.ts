import { readFile } from 'node:fs/promises';
import { type LanguageCode, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { demoUserName, uiText } from './support/demo-data.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

const { newPage } = useBrowser();
const t = uiText;
const staff = 'manager@nordlys.demo';
/** The Swedish dealer: staff save its seeded VAT number again, which changes nothing but is audited. */
const customer = 'C50001';
const seededVatNumber = 'SE556123456701';
const languages: LanguageCode[] = ['en', 'da'];
/** Each story loads several pages; on a busy machine one back-office page took longer than 30 s. */
const storyTimeout = 480_000;

/** Today in the shop's calendar (Copenhagen), as a date field takes it. */
const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function loggedIn(language: LanguageCode): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(90_000);
  page.setDefaultNavigationTimeout(90_000);
  await login(page, staff, { language });
  await page.waitForURL((url) => url.pathname !== localizePath('login', language));
  return page;
}

/** A CSV read back (RFC 4180: quoted cells with doubled quotes). */
function csvRows(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1] ?? '').slice(0, -1));
}

/** Wider than the window: something scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Staff read the audit log in the back office (issue 31)', () => {
  it.each(languages)(
    '%s: a back-office change shows in the log, filtered by customer and day, and in its CSV',
    async (language) => {
      const page = await loggedIn(language);
      const name = await demoUserName(staff);

      // A back-office change: the customer's VAT number saved (as it was).
      await gotoHydrated(page, localizePath('backofficeCustomer', language, { customerId: customer }));
      const field = page.getByLabel(t(language, 'backoffice.customer.vat-number'), { exact: true });
      await field.fill(seededVatNumber);
      await page.getByRole('button', { name: t(language, 'backoffice.customer.save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.customer.saved') })
        .waitFor();

      // The log, from the back office's navigation: the change is the newest entry.
      await page
        .getByRole('navigation', { name: t(language, 'backoffice.nav.label') })
        .getByRole('link', { name: t(language, 'backoffice.nav.audit'), exact: true })
        .click();
      await page
        .getByRole('heading', { level: 1, name: t(language, 'backoffice.audit.title'), exact: true })
        .waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe(localizePath('backofficeAudit', language));
      const table = page.getByRole('table', { name: t(language, 'backoffice.audit.caption') });
      const changed = t(language, 'backoffice.audit.action.customer.set-vat-number');
      const newest = table.getByRole('row').nth(1);
      await expect.poll(() => newest.textContent()).toContain(changed);
      expect(await newest.textContent()).toContain(name);
      expect(await newest.textContent()).toContain(customer);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);

      // Filtered by the customer and today: the address holds the filter, and only its entries are shown.
      const today = shopToday();
      await page.getByLabel(t(language, 'backoffice.audit.search.customer'), { exact: true }).fill(customer);
      await page.getByLabel(t(language, 'backoffice.audit.search.from'), { exact: true }).fill(today);
      await page.getByLabel(t(language, 'backoffice.audit.search.to'), { exact: true }).fill(today);
      await page
        .getByRole('button', { name: t(language, 'backoffice.audit.search.submit'), exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('customerNumber') === customer);
      expect(new URL(page.url()).searchParams.get('from')).toBe(today);
      await expect
        .poll(async () => {
          const rows = await table.getByRole('row').allTextContents();
          return rows.length > 1 && rows.slice(1).every((row) => row.includes(customer));
        })
        .toBe(true);
      expect(await table.getByRole('row').nth(1).textContent()).toContain(changed);
      expect(await axeViolations(page)).toEqual([]);

      // On a phone each entry stacks: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, page.url());
      await table.waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 900 });

      // The CSV of the filter, headed in the page's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t(language, 'backoffice.audit.csv.download'), exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile((await download.path()) ?? '');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = csvRows(bytes.subarray(3).toString('utf8'));
      expect(rows[0]?.slice(0, 3)).toEqual([
        t(language, 'backoffice.audit.csv.when'),
        t(language, 'backoffice.audit.csv.user'),
        t(language, 'backoffice.audit.csv.user-email'),
      ]);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.slice(1).every((row) => row[5] === customer)).toBe(true);
      expect(rows[1]?.slice(1, 3)).toEqual([name, staff]);
      expect(rows[1]?.slice(7, 11)).toEqual([changed, 'customer.set-vat-number', 'customer', customer]);
      expect(rows[1]?.[0]).toMatch(new RegExp(`^${today}T\\d{2}:\\d{2}:\\d{2}\\+0[12]:00$`));

      // A reversed range is named in the page's language.
      await page.getByLabel(t(language, 'backoffice.audit.search.from'), { exact: true }).fill('2026-12-31');
      await page.getByLabel(t(language, 'backoffice.audit.search.to'), { exact: true }).fill('2026-01-01');
      await page
        .getByRole('button', { name: t(language, 'backoffice.audit.search.submit'), exact: true })
        .click();
      await page
        .getByRole('alert')
        .filter({ hasText: t(language, 'backoffice.audit.range-reversed') })
        .waitFor();
    },
    storyTimeout,
  );
});
