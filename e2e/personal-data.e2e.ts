import { readFile } from 'node:fs/promises';
import { type LanguageCode, localizePath, type PersonalDataExport } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { linkIn } from '../apps/api/src/test-support/smtp-inbox.ts';
import { area, callAt } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { mailsTo, nextMailTo } from './support/mailbox.ts';
import { demoPassword, gotoHydrated, login, submitLoginForm, useBrowser } from './support/session.ts';

/**
 * A dealer's user downloads their personal data and asks for its deletion; staff carry it out in the back office
 * (issue 31, ADR 83): the user can no longer log in, and their order stays in the back office without their
 * address. Both languages; axe at phone and desktop widths on the new pages.
 */

const { newPage, baseUrl } = useBrowser();
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const { placeStockOrder } = customerCenterKit(baseUrl);
const t = uiText;
const languages: LanguageCode[] = ['en', 'da'];
const storyTimeout = 480_000;
const password = 'willow harbour lantern';

/** A page with waits longer than Playwright's 30 s: a loaded machine renders a page slowly. */
async function patientPage(): Promise<Page> {
  const page = await newPage();
  page.setDefaultTimeout(90_000);
  page.setDefaultNavigationTimeout(90_000);
  return page;
}

/** Axe finds nothing, of any impact, at a phone's width and at a desktop's. */
async function expectAxeCleanAtBothWidths(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolationsOfAnyKind(page), `at ${width} px`).toEqual([]);
  }
}

/**
 * A colleague of the demo dealer's company (C10001) of their own: invited by the dealer, the password set from
 * the invitation's link. Answers their e-mail, name and an API token.
 */
async function newColleague(language: LanguageCode) {
  const stamp = Date.now();
  const email = `ida.${language}.${stamp}@lillekanin.example`;
  const name = language === 'da' ? `Ida Sletmig ${stamp}` : `Ida Deleteme ${stamp}`;
  const dealer = await callAt(apiUrl, endpoints.user.login, {
    body: { username: 'dealer@nordlys.demo', password: demoPassword },
  });
  await callAt(
    apiUrl,
    endpoints.companyUsers.inviteUser,
    {
      body: {
        area: area(language),
        name,
        email,
        permissionScope: 'Release',
        tokenUrl: `${baseUrl}${localizePath('recoverPassword', language)}?token={token}&username={username}`,
      },
    },
    dealer.token,
  );
  const { token, username } = linkIn((await nextMailTo(mailDir, email, 0)).text);
  await callAt(apiUrl, endpoints.user.resetPasswordByToken, {
    body: { area: area(language), username, token, newPassword: password },
  });
  const session = await callAt(apiUrl, endpoints.user.login, { body: { username: email, password } });
  return { email, name, token: session.token };
}

const subjectsTo = (email: string) => mailsTo(mailDir, email).map((mail) => mail.subject);

describe('A dealer user’s personal data', () => {
  it.each(languages)(
    '%s: downloaded, deletion asked for and carried out by staff; the login ends, the order stays without the address',
    async (language) => {
      const user = await newColleague(language);
      const { orderId } = await placeStockOrder(user.token, 1, user.email);

      // The user opens their personal data from the customer center's navigation.
      const page = await patientPage();
      await login(page, user.email, { password, language });
      await page.waitForURL((url) => url.pathname !== localizePath('login', language));
      await gotoHydrated(page, localizePath('accountInfo', language));
      await page
        .getByRole('navigation', { name: t(language, 'customer-center.nav.label') })
        .getByRole('link', { name: t(language, 'customer-center.nav.personal-data') })
        .click();
      await page
        .getByRole('heading', { level: 1, name: t(language, 'personal-data.title'), exact: true })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(localizePath('personalData', language));
      await expectAxeCleanAtBothWidths(page);

      // The download is a JSON file of their own data, with the order they placed.
      const link = page
        .getByRole('main')
        .getByRole('link', { name: t(language, 'personal-data.download.button') });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile(await download.path(), 'utf8')) as PersonalDataExport;
      expect(file.user).toMatchObject({ email: user.email, name: user.name, customerNumber: 'C10001' });
      expect(file.orders.map((order) => order.orderId)).toEqual([orderId]);
      expect(file.sessions.length).toBeGreaterThanOrEqual(2);

      // Asking for deletion asks first, then says it is sent; a receipt arrives in the page's language.
      const reason = language === 'da' ? 'Jeg er stoppet i firmaet.' : 'I have left the company.';
      await page.getByLabel(t(language, 'personal-data.delete.reason')).fill(reason);
      await page
        .getByRole('button', { name: t(language, 'personal-data.delete.button'), exact: true })
        .click();
      const question = page
        .getByRole('alert')
        .filter({ hasText: t(language, 'personal-data.delete.confirm', { email: user.email }) });
      await question.waitFor();
      await expectAxeCleanAtBothWidths(page);
      await question.getByRole('button', { name: t(language, 'personal-data.delete.confirm-yes') }).click();
      const sent = page.locator('output').filter({ hasText: user.email });
      await sent.waitFor();
      // The receipt, in the page's language, to the user's own address.
      await expect
        .poll(() => subjectsTo(user.email), { timeout: 30_000 })
        .toContain(t(language, 'personal-data.mail.received.subject'));
      // Open: the page says so and offers no second request.
      await gotoHydrated(page, localizePath('personalData', language));
      await page.locator('[data-request-status="open"]').waitFor();
      expect(
        await page
          .getByRole('button', { name: t(language, 'personal-data.delete.button'), exact: true })
          .count(),
      ).toBe(0);

      // Staff find the open request in the back office and carry it out after a confirmation.
      const manager = await patientPage();
      await login(manager, 'manager@nordlys.demo', { language });
      await manager.waitForURL((url) => url.pathname !== localizePath('login', language));
      await gotoHydrated(manager, localizePath('backoffice', language));
      await manager
        .getByRole('link', { name: t(language, 'backoffice.nav.deletion-requests'), exact: true })
        .first()
        .click();
      await manager
        .getByRole('heading', { level: 1, name: t(language, 'backoffice.deletion.title') })
        .waitFor();
      await expectAxeCleanAtBothWidths(manager);
      const row = manager.getByRole('row').filter({ hasText: user.email });
      expect(await row.textContent()).toContain(t(language, 'backoffice.deletion.status.open'));
      await row.getByRole('link', { name: user.name }).click();
      await manager.getByRole('heading', { level: 1, name: /\d+/ }).waitFor();
      await manager.getByText(reason, { exact: true }).waitFor();
      await expectAxeCleanAtBothWidths(manager);
      await manager
        .getByRole('button', { name: t(language, 'backoffice.deletion.carry-out'), exact: true })
        .click();
      const confirm = manager.getByRole('alert').filter({
        hasText: t(language, 'backoffice.deletion.confirm-carry-out', { name: user.name, email: user.email }),
      });
      await confirm.waitFor();
      await expectAxeCleanAtBothWidths(manager);
      await confirm
        .getByRole('button', { name: t(language, 'backoffice.deletion.confirm-carry-out.yes') })
        .click();
      await manager.locator('output').filter({ hasText: /\d+/ }).first().waitFor();
      await manager.locator('[data-status="done"]').first().waitFor();
      expect(await manager.getByText(user.email).count()).toBe(0);

      // The mail saying it is done reached the old address.
      await expect
        .poll(() => subjectsTo(user.email), { timeout: 30_000 })
        .toContain(t(language, 'personal-data.mail.done.subject'));

      // The user's session is over, and logging in again is refused.
      await page.goto(localizePath('personalData', language));
      await page.waitForURL((url) => url.pathname === localizePath('login', language));
      await submitLoginForm(page, user.email, { password, language });
      await page.getByText(t(language, 'login.error-credentials')).waitFor();
      expect(new URL(page.url()).pathname).toBe(localizePath('login', language));

      // The order is still in the back office, without the user's address.
      await gotoHydrated(manager, localizePath('backofficeOrder', language, { id: orderId }));
      await manager.getByRole('heading', { level: 1, name: new RegExp(orderId) }).waitFor();
      expect(await manager.getByText(user.email).count()).toBe(0);
      // Placed by a deleted user, said in the page's language.
      await manager
        .getByRole('main')
        .getByText(t(language, 'personal-data.deleted-user'), { exact: true })
        .first()
        .waitFor();
    },
    storyTimeout,
  );
});
