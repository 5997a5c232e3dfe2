import { type LanguageCode, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const apiUrl = inject('apiUrl');
const t = uiText;
const staff = 'manager@nordlys.demo';
const languages: LanguageCode[] = ['en', 'da'];
const storyTimeout = 240_000;

/** The DAM's read of the Kontainer feed with the key, straight at the API host as a machine would. */
function readFeed(secret: string): Promise<Response> {
  return fetch(`${apiUrl}/api/admin/feed/kontainer/products?take=2`, {
    headers: { authorization: `ApiKey ${secret}` },
  });
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

describe('Staff create a feed key in the back office, the DAM reads with it, staff revoke it', () => {
  it.each(languages)(
    '%s: the key is shown once with a copy button, reads the Kontainer feed, and is refused once revoked',
    async (language) => {
      const page = await loggedIn(staff, language);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await gotoHydrated(page, localizePath('backoffice', language));
      await page
        .getByRole('navigation', { name: t(language, 'backoffice.nav.label') })
        .getByRole('link', { name: t(language, 'backoffice.nav.feed-keys'), exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: t(language, 'backoffice.feeds.title') }).waitFor();
      expect(page.url()).toBe(`${baseUrl}${localizePath('backofficeFeedKeys', language)}`);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);

      const name = `Kontainer DAM ${language} ${Date.now()}`;
      await page.getByLabel(t(language, 'backoffice.feeds.create.name')).fill(name);
      await page
        .getByRole('button', { name: t(language, 'backoffice.feeds.create.submit'), exact: true })
        .click();
      const notice = page.getByRole('region', {
        name: t(language, 'backoffice.feeds.created.title', { name }),
      });
      await notice.waitFor();
      await notice.getByText(t(language, 'backoffice.feeds.created.once')).waitFor();
      // The notice takes the focus, so a keyboard user meets the key first.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'new-feed-key',
      );
      const secret = await notice.getByLabel(t(language, 'backoffice.feeds.created.key')).inputValue();
      expect(secret).toMatch(/^nfk_[A-Za-z0-9_-]{43}$/);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await notice.getByText(t(language, 'backoffice.feeds.created.copied')).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      const row = rowOf(page, name);
      await row.getByText(t(language, 'backoffice.feeds.never-used'), { exact: true }).waitFor();
      expect(await row.getByRole('cell').first().textContent()).toBe(`${secret.slice(0, 12)}…`);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);

      const read = await readFeed(secret);
      expect(read.status).toBe(200);
      const feed = (await read.json()) as {
        items: Array<{ texts: Record<string, { name: string; url: string }> }>;
      };
      expect(feed.items).toHaveLength(2);
      expect(feed.items[0]?.texts.da?.name).toBeTruthy();
      // Each product's address in each language is one the shop serves (the Danish ones under /da/).
      for (const text of feed.items.flatMap((item) => Object.values(item.texts))) {
        const shopPage = await fetch(`${baseUrl}${text.url}`, { redirect: 'manual' });
        expect(shopPage.status, text.url).toBe(200);
      }

      // Shown once: the page read again lists the key by its prefix only, now used.
      await gotoHydrated(page, localizePath('backofficeFeedKeys', language));
      expect(await page.content()).not.toContain(secret);
      await expect(
        row.getByText(t(language, 'backoffice.feeds.never-used'), { exact: true }).count(),
      ).resolves.toBe(0);

      await row.getByRole('button', { name: t(language, 'backoffice.feeds.revoke-named', { name }) }).click();
      const confirmation = page
        .getByRole('alert')
        .filter({ hasText: t(language, 'backoffice.feeds.confirm', { name }) });
      await confirmation.waitFor();
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);
      await confirmation.getByRole('button', { name: t(language, 'backoffice.feeds.confirm.yes') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.feeds.revoked', { name }) })
        .waitFor();
      await row
        .getByText(t(language, 'backoffice.feeds.revoked-at', { date: '' }).trim(), { exact: false })
        .waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      expect((await readFeed(secret)).status).toBe(401);
      expect(await axeViolations(page)).toEqual([]);
    },
    storyTimeout,
  );
});
