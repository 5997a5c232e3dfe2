import { type LanguageCode, languageCodes, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, submitLoginForm, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const dealer = 'dealer@nordlys.demo';

type Pushed = Record<string, unknown> & { event?: string };

/** What the page pushed onto the tracking layer (spec §7), in order. */
function pushed(page: Page): Promise<Pushed[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
    ),
  ) as Promise<Pushed[]>;
}

async function eventsNamed(page: Page, name: string, count: number): Promise<Pushed[]> {
  await page.waitForFunction(
    ([event, expected]) =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry?.event === event,
      ).length >= Number(expected),
    [name, String(count)],
  );
  return (await pushed(page)).filter((entry) => entry.event === name);
}

describe('Tracking layer (spec §7): page_view, dealer-click and login', () => {
  it.each(languageCodes)(
    'pushes one page_view per route change, a dealer-click and a login (%s)',
    async (language: LanguageCode) => {
      const home = localizePath('home', language);
      const loginPath = localizePath('login', language);
      const application = localizePath('newCustomer', language);
      const page = await newPage();
      await gotoHydrated(page, home);

      const first = await eventsNamed(page, 'page_view', 1);
      expect(first).toEqual([
        {
          event: 'page_view',
          page_location: `${baseUrl}${home}`,
          page_path: home,
          page_title: await page.title(),
          language,
          user_type: 'visitor',
        },
      ]);

      // A client-side navigation: the login link of the visitor's bar.
      await page
        .getByRole('link', { name: uiText(language, 'header.login'), exact: true })
        .first()
        .click();
      await page.waitForURL(`${baseUrl}${loginPath}`);
      const second = await eventsNamed(page, 'page_view', 2);
      expect(second.map((event) => event.page_path)).toEqual([home, loginPath]);
      expect(second[1]?.page_title).toBe(await page.title());
      expect(second[1]?.page_title).not.toBe(second[0]?.page_title);

      // A dealer-click: the login page's link to the dealer application.
      await page.getByRole('link', { name: uiText(language, 'account.login.become-dealer') }).click();
      await page.waitForURL(`${baseUrl}${application}`);
      expect(await eventsNamed(page, 'dealer-click', 1)).toEqual([
        {
          event: 'dealer-click',
          link_url: `${baseUrl}${application}`,
          link_text: uiText(language, 'account.login.become-dealer'),
          page_path: loginPath,
        },
      ]);
      expect((await eventsNamed(page, 'page_view', 3)).map((event) => event.page_path)).toEqual([
        home,
        loginPath,
        application,
      ]);

      // Back to the login page (history), then a successful login.
      await page.goBack();
      await page.waitForURL(`${baseUrl}${loginPath}`);
      await eventsNamed(page, 'page_view', 4);
      expect((await pushed(page)).filter((event) => event.event === 'login')).toEqual([]);
      await submitLoginForm(page, dealer, { language });
      await page.waitForURL((url) => url.pathname !== loginPath);
      expect(await eventsNamed(page, 'login', 1)).toEqual([
        { event: 'login', method: 'password', user_type: 'customer', customer_number: 'C10001' },
      ]);
      const views = await eventsNamed(page, 'page_view', 5);
      const landed = new URL(page.url()).pathname;
      expect(views.map((event) => event.page_path)).toEqual([
        home,
        loginPath,
        application,
        loginPath,
        landed,
      ]);
      expect(views[4]?.user_type).toBe('customer');
      // Nothing personal reaches the tag manager.
      expect(JSON.stringify(await pushed(page))).not.toContain(dealer);
      expect((await pushed(page)).filter((event) => event.event === 'dealer-click')).toHaveLength(1);
    },
  );
});
